import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../test/child-server';
import { copyPgTemplate, seedPgliteDataDir, testDriver } from '../test/database';

/**
 * Requests their clients abandon mid-body, against the real server in a child process (its own
 * JSON log lines on stdout): each is logged as status 499 at warn, counted with status 499 in
 * /metrics, and none is a 500 or an error line.
 */

const METRICS_TOKEN = 'client-closed-metrics-token-0000';

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  path?: string;
  status?: number;
}

let dataDir: string;
let pgDatabase: { url: string; drop(): Promise<void> } | undefined;
let server: ChildServer;
const lines: LogLine[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-closed-'));
  if (testDriver === 'pg') pgDatabase = await copyPgTemplate();
  else await seedPgliteDataDir(path.join(dataDir, 'db'));
  server = await startChildServer({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: pgDatabase?.url ?? '',
    AUTH_SECRET: 'closed-test-secret-that-is-long-enough-0000',
    METRICS_TOKEN,
  });
  createInterface({ input: server.child.stdout! }).on('line', (line) => {
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      // Not a log line.
    }
  });
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  if (server) await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  await pgDatabase?.drop();
});

/** Opens a request, sends its head and the first part of its body, then closes the socket. */
async function abandon(route: string, headers: Record<string, string>, firstPart: string) {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const head = Object.entries({ host: `127.0.0.1:${port}`, origin: server.url, ...headers })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.write(`POST ${route} HTTP/1.1\r\n${head}\r\n`);
  socket.write(firstPart);
  // The server is reading the body, waiting for the rest, when the client goes.
  await new Promise((r) => setTimeout(r, 300));
  socket.destroy();
}

const chunk = (text: string) => `${text.length.toString(16)}\r\n${text}\r\n`;

async function scrape(): Promise<string> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
}

/** The request counter's total for POSTs of `status` (over every route). */
const counted = (metrics: string, status: number) =>
  [...metrics.matchAll(/^hatchery_http_requests_total\{([^}]*)\} (\d+)$/gm)]
    .filter(([, labels]) => labels!.includes('method="POST"') && labels!.includes(`status="${status}"`))
    .reduce((sum, [, , n]) => sum + Number(n), 0);

describe('a request its client closes mid-body', () => {
  it('is logged as 499 at warn, counted as 499, and never as a 500', { timeout: 60_000 }, async () => {
    const before = await scrape();
    const from = lines.length;
    const signIn = '{"email":"slow@x.test","password":"not-yet-';
    const abandoned = [
      // Slow sign-ins, chunked and with a Content-Length, as in the report (read whole by the limits).
      ...Array.from({ length: 4 }, () =>
        abandon(
          '/api/auth/sign-in/email',
          { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          chunk(signIn),
        ),
      ),
      ...Array.from({ length: 4 }, () =>
        abandon(
          '/api/auth/sign-in/email',
          { 'content-type': 'application/json', 'content-length': '1000' },
          signIn,
        ),
      ),
      // An upload, streamed to its parser.
      abandon(
        '/api/applications',
        {
          'content-type': 'multipart/form-data; boundary=b',
          'content-length': String(5 * 1024 * 1024),
          'idempotency-key': randomUUID(),
        },
        '--b\r\nContent-Disposition: form-data; name="companyLogo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' +
          'x'.repeat(64 * 1024),
      ),
    ];
    await Promise.all(abandoned);

    const requestLines = async () => {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const found = lines.slice(from).filter((l) => l.msg === 'request' && l.method === 'POST');
        if (found.length >= abandoned.length) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      return lines.slice(from).filter((l) => l.msg === 'request' && l.method === 'POST');
    };
    const found = await requestLines();
    expect(found.map((l) => [l.path, l.status, l.level])).toEqual(
      expect.arrayContaining([
        ...Array.from({ length: 8 }, () => ['/api/auth/sign-in/email', 499, 40]),
        ['/api/applications', 499, 40],
      ]),
    );
    expect(found).toHaveLength(abandoned.length);
    // Nothing at error level (pino 50), no 'unhandled error', no 5xx.
    expect(lines.slice(from).filter((l) => l.level >= 50 || (l.status ?? 0) >= 500)).toEqual([]);

    const after = await scrape();
    expect(counted(after, 499) - counted(before, 499)).toBe(abandoned.length);
    expect(counted(after, 500)).toBe(counted(before, 500));
  });
});
