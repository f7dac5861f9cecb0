import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPipedServer } from './test/child-server';
import { seedPgliteDataDir, testDriver } from './test/database';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-piped-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The process's own output, whatever database the suite runs on: once is enough.
describe.skipIf(testDriver === 'pg')('npm start | tee log', () => {
  it('prints the setup link as a plain line beside the JSON', { timeout: 60_000 }, async () => {
    await seedPgliteDataDir(path.join(dataDir, 'db'));
    const out = await readPipedServer(
      {
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: '',
      },
      [/^No super admin exists yet\..*\n/m, /"setupLink".*\n/, /sign-in works from.*\n/],
    );
    const lines = out.split('\n');
    const plain = lines.find((l) => l.startsWith('No super admin exists yet.'))!;
    expect(plain).toMatch(/Create one at http:\/\/localhost:\d+\/setup\?token=\S+ \(the link works/);
    // The JSON line is still there for a log collector, with the link as a field.
    const json = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(json.some((l) => typeof l.setupLink === 'string' && plain.includes(l.setupLink))).toBe(true);
    // Without PUBLIC_URL, how to open it from another address.
    expect(json.some((l) => String(l.msg).includes('PUBLIC_URL=http://<this machine'))).toBe(true);
  });
});
