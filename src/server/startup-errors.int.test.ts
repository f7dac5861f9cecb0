import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServer } from './test/child-server';
import { seedPgliteDataDir, testDriver } from './test/database';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const listening = async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as net.AddressInfo).port };
};

/** `npm start` as an operator sees it fail: exit 1 and one line on stderr, no stack trace. */
async function startFails(env: Record<string, string>) {
  const result = await runServer({
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    ...env,
  });
  expect(result.code).toBe(1);
  const lines = result.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

// The process's own start-up, whatever database the suite runs on: once is enough.
describe.skipIf(testDriver === 'pg')('start-up failures name the variable to fix', () => {
  it('PORT already in use', { timeout: 60_000 }, async () => {
    // Migrated already: the boot gets to the port without running every migration first.
    await seedPgliteDataDir(path.join(dataDir, 'db'));
    const taken = await listening();
    try {
      const line = await startFails({ PORT: String(taken.port) });
      expect(line).toMatch(new RegExp(`^PORT: 127\\.0\\.0\\.1:${taken.port} is already in use`));
    } finally {
      taken.server.close();
    }
  });

  it('DATABASE_URL that cannot be reached, without echoing its password', { timeout: 60_000 }, async () => {
    const closed = await listening();
    closed.server.close();
    const line = await startFails({
      PORT: '0',
      DATABASE_URL: `postgres://hatchery:pw-not-to-print@127.0.0.1:${closed.port}/hatchery`,
    });
    expect(line).toMatch(/^DATABASE_URL: /);
    expect(line).toContain(`127.0.0.1:${closed.port}`);
    expect(line).not.toContain('pw-not-to-print');
  });

  it('DATA_DIR that is a file, with and without AUTH_SECRET', { timeout: 60_000 }, async () => {
    const file = path.join(dataDir, 'not-a-directory');
    writeFileSync(file, '');
    expect(await startFails({ PORT: '0', DATA_DIR: file })).toMatch(/DATA_DIR: .*not-a-directory/);
    const secret = 'a-secret-that-is-long-enough-for-the-schema-000';
    expect(await startFails({ PORT: '0', DATA_DIR: file, AUTH_SECRET: secret })).toMatch(
      /^DATA_DIR: .*not-a-directory/,
    );
  });
});
