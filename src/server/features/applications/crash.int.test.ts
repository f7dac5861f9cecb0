import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { incubatorApplications } from '../../db/schema/index';
import { startChildServer } from '../../test/child-server';
import { copyPgTemplate, seedPgliteDataDir, testDriver } from '../../test/database';
import { docxBytes, pdfBytes } from '../../test/upload-fixtures';
import { buildForm, validValues } from './test-support';

/**
 * The real server in a child process, killed with SIGKILL in the middle of large uploads, then
 * restarted: nothing acknowledged is lost and, once the boot sweep has run, nothing is left over.
 */
const KILLS = 3;
const paper = pdfBytes({ padTo: Math.floor(4.5 * 1024 * 1024) });
const deck = docxBytes({ padTo: 9 * 1024 * 1024 });

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

describe('kill -9 during large uploads', () => {
  it('loses no acknowledged application and leaves nothing behind after the sweep', async () => {
    const acknowledged: string[] = [];
    const sweeps: Promise<Record<string, number>>[] = [];
    let interrupted = 0;
    for (let round = 0; round < KILLS; round++) {
      const server = await startServer();
      sweeps.push(server.swept);
      let killed = false;
      let firstAck: () => void = () => {};
      const acked = new Promise<void>((resolve) => (firstAck = resolve));
      const workers = Array.from({ length: 3 }, async (_, worker) => {
        // Staggered, so the kill finds uploads at different stages.
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
      // Once something was acknowledged, kill at a random point of the uploads still under way.
      await Promise.race([acked, new Promise((r) => setTimeout(r, 15_000))]);
      await new Promise((r) => setTimeout(r, Math.random() * 400));
      killed = true;
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGKILL');
      await exited;
      await Promise.all(workers);
    }

    const last = await startServer();
    sweeps.push(last.swept);
    await last.swept;
    // Each boot swept what the kill before it left; a sweep cut short by a kill reports nothing.
    const swept: Record<string, number> = {};
    for (const counts of await Promise.all(sweeps.map((p) => Promise.race([p, Promise.resolve({})])))) {
      for (const [k, v] of Object.entries(counts)) swept[k] = (swept[k] ?? 0) + v;
    }
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
    const uploads = path.join(dataDir, 'uploads');
    const stored = filesUnder(path.join(uploads, 'applications'));
    console.info(
      `crash test (${testDriver}): ${KILLS} kills, ${acknowledged.length} acknowledged, ` +
        `${interrupted} interrupted, ${rows.length} rows, swept over all boots ${JSON.stringify(swept)}`,
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
