import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  openSync,
  readSync,
  closeSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { incubatorApplications } from '../../db/schema/index';
import { startChildServer } from '../../test/child-server';
import { copyPgTemplate, seedPgliteDataDir, testDriver } from '../../test/database';
import { docxBytes, pdfBytes, pngBytes } from '../../test/upload-fixtures';
import { buildForm, validValues } from './test-support';

/**
 * The real server in a child process, killed with SIGKILL in the middle of large uploads, then
 * restarted: nothing acknowledged is lost and, once the boot sweep has run, nothing is left over.
 *
 * Where each kill lands is chosen, not left to a timer: beside the load, one submission (a small
 * document, then a 4 MB logo) is sent only part-way and held; the kill comes once the server has
 * written KILL_AT[round] of that logo to disk (its `.part` file, watched on disk) and at least one
 * other upload of the round was acknowledged. So every kill cuts an upload whose first file is
 * staged and whose second is half written, and the next boot's sweep must find both.
 */
const KILL_AT = [0.2, 0.5, 0.8];
const KILLS = KILL_AT.length;
const paper = pdfBytes({ padTo: Math.floor(4.5 * 1024 * 1024) });
const deck = docxBytes({ padTo: 9 * 1024 * 1024 });
const logo = pngBytes({ width: 2, height: 2, padTo: 4 * 1024 * 1024 });
const pngSignature = logo.subarray(0, 8);

let dataDir: string;
let pgDatabase: { url: string; drop(): Promise<void> } | undefined;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-crash-'));
  // The run's migrated database: the first boot checks the migrations instead of running them all.
  if (testDriver === 'pg') pgDatabase = await copyPgTemplate();
  else await seedPgliteDataDir(path.join(dataDir, 'db'));
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await pgDatabase?.drop();
});

const startServer = () =>
  startChildServer({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: pgDatabase?.url ?? '',
    AUTH_SECRET: 'crash-test-secret-that-is-long-enough-000000',
    SUBMISSION_RATE_LIMIT: '100000',
    STORAGE_SWEEP_INTERVAL_SECONDS: '0',
    STORAGE_SWEEP_GRACE_SECONDS: '0',
  });

function submitLarge(url: string) {
  return fetch(`${url}/api/applications`, {
    method: 'POST',
    headers: { origin: url, 'idempotency-key': randomUUID() },
    body: buildForm(validValues(), {
      companyDocuments: { name: 'deck.docx', bytes: deck },
      whitepaper: { name: 'paper.pdf', bytes: paper, type: 'application/pdf' },
    }),
  });
}

const filesUnder = (dir: string) => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
};

/** The held submission's body, as the browser would encode it, and where its logo's bytes start. */
async function heldBody(url: string) {
  const request = new Request(`${url}/api/applications`, {
    method: 'POST',
    body: buildForm(validValues(), {
      companyDocuments: { name: 'small.docx', bytes: docxBytes() },
      companyLogo: { name: 'logo.png', bytes: logo, type: 'image/png' },
    }),
  });
  const bytes = Buffer.from(await request.arrayBuffer());
  const logoStart = bytes.indexOf(pngSignature);
  expect(logoStart).toBeGreaterThan(0);
  return { bytes, logoStart, contentType: request.headers.get('content-type')! };
}

/**
 * Sends the first `sent` bytes of a submission and holds the rest back: the server is left
 * mid-upload until it is killed. Resolves with what became of the request (never an answer).
 */
function sendPart(url: string, body: { bytes: Buffer; contentType: string }, sent: number) {
  return new Promise<string>((resolve) => {
    const req = http.request(`${url}/api/applications`, {
      method: 'POST',
      headers: {
        origin: url,
        'idempotency-key': randomUUID(),
        'content-type': body.contentType,
        'content-length': String(body.bytes.length),
      },
    });
    req.on('response', (res) => resolve(`answered ${res.statusCode}`));
    req.on('error', (err) => resolve(`cut: ${err.message}`));
    req.write(body.bytes.subarray(0, sent));
  });
}

const partFiles = (uploads: string) => {
  const tmp = path.join(uploads, '.tmp');
  return existsSync(tmp) ? readdirSync(tmp) : [];
};

/** The server's temporary file holding a PNG (the held logo) and its size, if there is one not in `before`. */
function heldLogoPart(
  uploads: string,
  before: ReadonlySet<string> = new Set(),
): { file: string; size: number } | null {
  const tmp = path.join(uploads, '.tmp');
  for (const name of partFiles(uploads)) {
    if (before.has(name)) continue;
    const file = path.join(tmp, name);
    try {
      const fd = openSync(file, 'r');
      const head = Buffer.alloc(8);
      readSync(fd, head, 0, 8, 0);
      closeSync(fd);
      if (head.equals(pngSignature)) return { file, size: statSync(file).size };
    } catch {
      // Renamed or removed between the listing and the read: not the held one.
    }
  }
  return null;
}

async function until<T>(what: string, probe: () => T | null | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('kill -9 during large uploads', () => {
  it('loses no acknowledged application and leaves nothing behind after the sweep', async () => {
    const uploads = path.join(dataDir, 'uploads');
    const acknowledged: string[] = [];
    /** The sweep each boot reported; boots 1..KILLS follow a kill. */
    const sweeps: Record<string, number>[] = [];
    const cuts: string[] = [];
    let interrupted = 0;
    for (let round = 0; round < KILLS; round++) {
      const server = await startServer();
      // Awaited before the round's uploads, so a sweep's counts are the last kill's leftovers only.
      sweeps.push(await server.swept);
      let killed = false;
      let firstAck: () => void = () => {};
      const acked = new Promise<void>((resolve) => (firstAck = resolve));
      const workers = Array.from({ length: 2 }, async (_, worker) => {
        await new Promise((r) => setTimeout(r, worker * 150));
        while (!killed) {
          try {
            const res = await submitLarge(server.url);
            if (res.status === 201) {
              acknowledged.push(((await res.json()) as { id: string }).id);
              firstAck();
            } else throw new Error(`unexpected ${res.status}: ${await res.text()}`);
          } catch (err) {
            if (!killed) throw err;
            interrupted++;
          }
        }
      });
      // The held submission: its logo sent up to a little past the kill point, never to its end.
      const held = await heldBody(server.url);
      // A part file an earlier kill left (had the sweep missed it) is not this round's.
      const before = new Set(partFiles(uploads));
      const killAt = Math.floor(KILL_AT[round]! * logo.length);
      const outcome = sendPart(server.url, held, held.logoStart + killAt + 256 * 1024);
      const part = await until(`the server to write ${killAt} bytes of the held logo`, () => {
        const found = heldLogoPart(uploads, before);
        return found && found.size >= killAt ? found : null;
      });
      await Promise.race([
        acked,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('no upload acknowledged in 30 s')), 30_000),
        ),
      ]);
      killed = true;
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGKILL');
      await exited;
      await Promise.all(workers);
      // The kill landed mid-upload: the held request got no answer, and its logo is still a part file.
      cuts.push(await outcome);
      expect(cuts[round]).toMatch(/^cut: /);
      expect(existsSync(part.file), 'the held logo was a part file when the server died').toBe(true);
    }

    const last = await startServer();
    sweeps.push(await last.swept);
    // Each boot after a kill found that kill's leftovers: the held submission's staged document
    // (a staging folder with no row) and its half-written logo (a temporary part file).
    for (const [boot, sweep] of sweeps.entries()) {
      if (boot === 0) continue;
      expect(sweep.stagingRemoved, `sweep of boot ${boot}`).toBeGreaterThanOrEqual(1);
      expect(sweep.incompleteRemoved, `sweep of boot ${boot}`).toBeGreaterThanOrEqual(1);
    }
    expect(heldLogoPart(uploads)).toBeNull();
    const after = await submitLarge(last.url);
    expect(after.status).toBe(201);
    acknowledged.push(((await after.json()) as { id: string }).id);
    const stopped = new Promise((r) => last.child.once('exit', r));
    last.child.kill('SIGTERM');
    await stopped;

    const database = await openDatabase(
      pgDatabase ? { url: pgDatabase.url } : { dataDir: path.join(dataDir, 'db') },
    );
    const rows = await database.db
      .select({ id: incubatorApplications.id, documents: incubatorApplications.documentsUrl })
      .from(incubatorApplications);
    await database.close();
    const stored = filesUnder(path.join(uploads, 'applications'));
    console.info(
      `crash test (${testDriver}): ${KILLS} kills at ${KILL_AT.join(', ')} of the held logo, ` +
        `${acknowledged.length} acknowledged, ${interrupted} interrupted, ${rows.length} rows, ` +
        `sweeps per boot ${JSON.stringify(sweeps)}`,
    );

    const ids = new Set(rows.map((r) => r.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    // Every row (acknowledged or committed just before a kill) has its files, whole.
    for (const { id } of rows) {
      expect(statSync(path.join(uploads, 'applications', id, 'documents_deck.docx')).size).toBe(deck.length);
      expect(statSync(path.join(uploads, 'applications', id, 'whitepaper_paper.pdf')).size).toBe(
        paper.length,
      );
    }
    // Nothing else: no folder without a row, no staged file, no temporary part.
    expect(stored.filter((f) => !ids.has(f.split(path.sep)[0]!))).toEqual([]);
    expect(filesUnder(path.join(uploads, 'staging'))).toEqual([]);
    expect(filesUnder(path.join(uploads, '.tmp'))).toEqual([]);
  }, 180_000);
});
