import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../boot';
import { loadConfig } from '../config';
import { users } from '../db/schema/index';
import { createLogger } from '../logger';
import { seedPgliteDataDir, testDriver } from '../test/database';
import { createTestContext, type TestContext } from '../test/harness';
import { bootstrapAdmin } from './create-user';

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
/**
 * A data directory whose database already has the run's migrations (a first boot migrating an
 * empty one is the start-up tests' concern; here it would repeat ~10 CPU-s per directory).
 */
const migratedDataDir = async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-user-create-'));
  dirs.push(dir);
  await seedPgliteDataDir(path.join(dir, 'db'));
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Boots a real server on DATA_DIR and signs in over HTTP, as a person would after installing. */
async function signInOnServer(
  dataDir: string,
  email: string,
  password: string,
  env: Record<string, string> = {},
) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', ...env });
  const running = await boot({ config, logger: createLogger('silent'), webRoot: undefined });
  try {
    const res = await fetch(`${running.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(config.PUBLIC_URL).origin },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) return { status: res.status, role: null };
    const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    const me = await (await fetch(`${running.url}/api/me`, { headers: { cookie } })).json();
    return { status: res.status, role: me.user.role as string };
  } finally {
    await running.stop();
  }
}

describe.skipIf(testDriver === 'pg')(
  'npm run user:create and the first-boot admin (embedded database)',
  () => {
    it(
      'creates a verified account from a password on stdin, refusing duplicates',
      { timeout: 120_000 },
      async () => {
        const dataDir = await migratedDataDir();
        const run = (args: string[], input: string) =>
          spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/user-create.ts', ...args], {
            cwd: root,
            input,
            // The child needs PATH and friends; its configuration is the two variables after them.
            // eslint-disable-next-line no-restricted-properties
            env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
            encoding: 'utf8',
          });
        const created = run(['--email', 'Owner@Example.com', '--role', 'super_admin'], 'long-enough-pw\n');
        expect(created.stderr).toBe('');
        expect(created.status).toBe(0);
        expect(created.stdout).toContain('Created super_admin owner@example.com');
        expect(created.stdout).not.toContain('long-enough-pw');

        const again = run(['--email', 'owner@example.com', '--role', 'user'], 'other-password\n');
        expect(again.status).toBe(1);
        expect(again.stderr).toContain('already exists');
        const badRole = run(['--email', 'x@example.com', '--role', 'owner'], 'long-enough-pw\n');
        expect(badRole.status).toBe(1);
        expect(badRole.stderr).toContain('--role must be one of user, admin, super_admin');
        const typo = run(['--email', 'x@example.com', '--rol', 'admin'], 'long-enough-pw\n');
        expect(typo.status).toBe(1);
        expect(typo.stderr.trim().split('\n')).toEqual([
          "Unknown option '--rol'",
          expect.stringMatching(/^Usage: npm run user:create/),
        ]);
        const short = run(['--email', 'x@example.com'], '12345\n');
        expect(short.status).toBe(1);
        expect(short.stderr).toContain('at least 6 characters');

        expect(await signInOnServer(dataDir, 'owner@example.com', 'long-enough-pw')).toEqual({
          status: 200,
          role: 'super_admin',
        });
        expect((await signInOnServer(dataDir, 'owner@example.com', 'other-password')).status).toBe(401);
      },
    );

    it(
      'boots a fresh install with ADMIN_EMAIL/ADMIN_PASSWORD once, never overwriting',
      { timeout: 120_000 },
      async () => {
        const dataDir = await migratedDataDir();
        const env = { ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'first-password' };
        expect(await signInOnServer(dataDir, 'root@example.com', 'first-password', env)).toEqual({
          status: 200,
          role: 'super_admin',
        });
        const changed = { ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'second-password' };
        expect((await signInOnServer(dataDir, 'root@example.com', 'second-password', changed)).status).toBe(
          401,
        );
        expect((await signInOnServer(dataDir, 'root@example.com', 'first-password', changed)).status).toBe(
          200,
        );
      },
    );
  },
);

describe('bootstrapAdmin', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      env: { ADMIN_EMAIL: 'Boot@Example.com', ADMIN_PASSWORD: 'boot-password' },
    });
  });
  afterAll(async () => t?.close());

  it('creates a verified super admin once', async () => {
    expect(await bootstrapAdmin(t.deps)).toBe('created');
    expect(await bootstrapAdmin(t.deps)).toBe('exists');
    const rows = await t.db.select().from(users).where(eq(users.email, 'boot@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'super_admin', emailVerified: true, isActive: true });
  });
});
