import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { runScript } from '../test/child-server';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { createStorage } from './index';
import { createLocalStorage } from './local';
import { migrateUploads } from './migrate';

let s3: TestS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-migrate-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function writeUpload(key: string, content: string | Buffer) {
  const file = path.join(dataDir, 'uploads', ...key.split('/'));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const text = async (s: ReadableStream<Uint8Array>) => new Response(s).text();

describe('storage:migrate', () => {
  it('copies the embedded uploads into a bucket, verified, and skips what is already there', async () => {
    const env = await s3.newBucket();
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    writeUpload('applications/11111111-1111-4111-8111-111111111111/logo_a.png', 'png');
    writeUpload('applications/11111111-1111-4111-8111-111111111111/documents_b.pdf', big);
    writeUpload('projects/22222222-2222-4222-8222-222222222222/logo_a.png', 'png');
    writeUpload('staging/33333333-3333-4333-8333-333333333333/0-companyLogo', 'never committed');
    writeUpload('.tmp/x.part', 'half');
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(40), ...env });
    const source = createLocalStorage(config.uploadsDir);
    const target = createStorage(config);

    const first = await migrateUploads({ uploadsDir: config.uploadsDir, source, target });
    expect(first).toEqual({ copied: 3, copiedBytes: big.length + 6, skipped: 0, failed: [] });
    expect(await target.list('applications/')).toHaveLength(2);
    expect(await target.list('staging/')).toEqual([]);
    const copied = await target.get('applications/11111111-1111-4111-8111-111111111111/documents_b.pdf');
    expect(Buffer.from(await new Response(copied!.body).arrayBuffer()).equals(big)).toBe(true);

    // Resumed after a file was added: only the new one is copied.
    writeUpload('applications/44444444-4444-4444-8444-444444444444/logo_c.png', 'new');
    // A key that holds something else in the bucket is reported, never overwritten.
    await target.put('projects/55555555-5555-4555-8555-555555555555/logo_d.png', Buffer.from('theirs'), {
      contentType: 'image/png',
    });
    writeUpload('projects/55555555-5555-4555-8555-555555555555/logo_d.png', 'ours');

    const run = await runScript('scripts/storage-migrate.ts', { DATA_DIR: dataDir, ...env });
    expect(run.stdout).toContain('1 copied (0.0 MB), 3 already there, 1 failed');
    expect(run.stderr).toContain(
      'failed  projects/55555555-5555-4555-8555-555555555555/logo_d.png: a different object with this key',
    );
    expect(run.code).toBe(1);
    expect(
      await text((await target.get('applications/44444444-4444-4444-8444-444444444444/logo_c.png'))!.body),
    ).toBe('new');
    expect(
      await text((await target.get('projects/55555555-5555-4555-8555-555555555555/logo_d.png'))!.body),
    ).toBe('theirs');
  }, 60_000);

  it('refuses to run without a bucket configured', async () => {
    const run = await runScript('scripts/storage-migrate.ts', { DATA_DIR: dataDir, STORAGE_DRIVER: 'local' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('set STORAGE_DRIVER=s3');
  }, 30_000);
});

describe('storage:migrate against a target that fails', () => {
  it('copies nothing and says so in one line when the bucket cannot be read', async () => {
    const env = await s3.newBucket();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-migrate-dead-'));
    try {
      for (const n of [1, 2, 3, 4]) {
        const file = path.join(
          dir,
          'uploads',
          'applications',
          `6666666${n}-6666-4666-8666-666666666666`,
          'logo.png',
        );
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, `png ${n}`);
      }
      const missing = await runScript('scripts/storage-migrate.ts', {
        DATA_DIR: dir,
        ...env,
        S3_BUCKET: 'hatchery-no-such-bucket',
      });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('storage:migrate copied nothing: the target storage cannot be read');
      expect(missing.stderr).toContain('check S3_ENDPOINT, S3_BUCKET and the keys');
      expect(missing.stdout).not.toContain('failed');
      expect(missing.stderr).not.toContain('failed  ');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('stops once files keep failing for one reason, and counts a success between failures', async () => {
    const env = await s3.newBucket();
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(40), ...env });
    const bucket = createStorage(config);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-migrate-gone-'));
    try {
      const keys = [1, 2, 3, 4, 5, 6].map(
        (n) => `applications/7777777${n}-7777-4777-8777-777777777777/logo.png`,
      );
      for (const key of keys) {
        const file = path.join(dir, 'uploads', ...key.split('/'));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, key);
      }
      // The bucket answers the listing, then refuses every write: a bucket whose keys were
      // revoked mid-run. The second file alone goes through, so the run of failures restarts.
      const outcomes: string[] = [];
      const target = {
        ...bucket,
        put: async (
          key: string,
          ...rest: Parameters<typeof bucket.put> extends [string, ...infer R] ? R : never
        ) => {
          if (key !== keys[1]) throw new Error('Access Denied');
          return bucket.put(key, ...rest);
        },
      };
      const summary = await migrateUploads({
        uploadsDir: path.join(dir, 'uploads'),
        source: createLocalStorage(path.join(dir, 'uploads')),
        target,
        onObject: (_key, outcome) => outcomes.push(outcome),
      });
      expect(outcomes).toEqual(['failed', 'copied', 'failed', 'failed', 'failed']);
      expect(summary.copied).toBe(1);
      expect(summary.failed.map((f) => f.key)).toEqual([keys[0], keys[2], keys[3], keys[4]]);
      expect(summary.stopped).toBe('the last 3 files failed the same way: Access Denied');
      expect(await bucket.list('applications/')).toEqual([keys[1]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
