import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom } from '../test/auth';
import { startChildServer, type ChildServer } from '../test/child-server';
import { copyPgTemplate, seedPgliteDataDir, testDriver } from '../test/database';
import { residentBytes, sendLargeBody, withPeakMemory, type LargeBody } from '../test/large-body';

/**
 * The real server in a child process, sent 150 MB bodies as an attacker would (generated chunk by
 * chunk, never held by the test): each is answered 413 naming the route's limit while the server's
 * resident memory stays within 50 MB of where it was, with and without a Content-Length.
 */

const MB = 1024 * 1024;
const HUGE = 150 * MB;
const ADMIN = { email: 'limits-admin@example.com', password: 'limits-admin-password-1' };

let dataDir: string;
let pgDatabase: { url: string; drop(): Promise<void> } | undefined;
let server: ChildServer;
let adminCookie: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-limits-'));
  if (testDriver === 'pg') pgDatabase = await copyPgTemplate();
  else await seedPgliteDataDir(path.join(dataDir, 'db'));
  server = await startChildServer({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: pgDatabase?.url ?? '',
    AUTH_SECRET: 'limits-test-secret-that-is-long-enough-0000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(signIn.status).toBe(200);
  adminCookie = sessionCookieFrom(signIn);
  // Warm: the first requests load code and fill caches, which is not what is measured.
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${server.url}/api/setup`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBeLessThan(500);
  }
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  if (server) await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  await pgDatabase?.drop();
});

/** A sign-in whose e-mail address is 150 MB long: `{"email":"aaaa…@x.test","password":"x"}`. */
const hugeSignIn = (declared: boolean): LargeBody => ({
  head: '{"email":"',
  tail: '@x.test","password":"x"}',
  size: HUGE,
  declared,
});

async function sendMeasured(route: string, body: LargeBody, headers: Record<string, string> = {}) {
  const pid = server.child.pid!;
  const before = residentBytes(pid);
  const started = performance.now();
  const { result, peak } = await withPeakMemory(pid, () =>
    sendLargeBody(`${server.url}${route}`, body, { origin: server.url, ...headers }),
  );
  return { ...result, grew: peak - before, seconds: (performance.now() - started) / 1000 };
}

function expectTooLarge(answer: { status: number; body: string }, limit: string) {
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({
    error: { code: 'PAYLOAD_TOO_LARGE', message: `Request body must be at most ${limit}` },
  });
}

describe('a 150 MB body to the real server', () => {
  it.each([
    ['chunked', false],
    ['with its Content-Length', true],
  ])(
    'POST /api/auth/sign-in/email %s: 413 at once, memory within 50 MB',
    { timeout: 120_000 },
    async (_how, declared) => {
      const answer = await sendMeasured('/api/auth/sign-in/email', hugeSignIn(declared));
      expectTooLarge(answer, '4 KB');
      expect(answer.grew).toBeLessThan(50 * MB);
      // The server stopped reading: the client never got to send anywhere near all of it.
      expect(answer.sent).toBeLessThan(HUGE / 2);
      expect(answer.seconds).toBeLessThan(5);
    },
  );

  const routes = [
    { route: '/api/setup', limit: '4 KB', admin: false },
    { route: '/api/auth/sign-up/email', limit: '4 KB', admin: false },
    { route: '/api/admin/invitations', limit: '4 KB', admin: true },
  ];
  for (const { route, limit, admin } of routes) {
    for (const declared of [false, true]) {
      it(
        `POST ${route} ${declared ? 'with its Content-Length' : 'chunked'}${admin ? ' (as an admin)' : ''}`,
        {
          timeout: 120_000,
        },
        async () => {
          const body: LargeBody = {
            head: '{"email":"',
            tail: '@x.test","role":"user"}',
            size: HUGE,
            declared,
          };
          const answer = await sendMeasured(route, body, admin ? { cookie: adminCookie } : {});
          expectTooLarge(answer, limit);
          expect(answer.grew).toBeLessThan(50 * MB);
          expect(answer.sent).toBeLessThan(HUGE / 2);
          expect(answer.seconds).toBeLessThan(5);
        },
      );
    }
  }

  it('still serves afterwards', async () => {
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
  });
});
