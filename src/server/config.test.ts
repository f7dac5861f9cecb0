import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = () => ({
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hatchery-config-')),
  AUTH_SECRET: 'a-secret-that-is-long-enough-for-the-schema-000',
});

describe('CAPITAL_SYNC_SCHEDULER', () => {
  it('is on in production, off under tests and in the demo unless set', () => {
    expect(loadConfig({ ...base(), NODE_ENV: 'production' }).capitalSyncScheduler).toBe(true);
    expect(loadConfig({ ...base(), NODE_ENV: 'test' }).capitalSyncScheduler).toBe(false);
    expect(loadConfig({ ...base(), DEMO_SEED: 'true' }).capitalSyncScheduler).toBe(false);
    expect(
      loadConfig({ ...base(), NODE_ENV: 'test', CAPITAL_SYNC_SCHEDULER: 'true' }).capitalSyncScheduler,
    ).toBe(true);
    expect(loadConfig({ ...base(), CAPITAL_SYNC_SCHEDULER: 'false' }).capitalSyncScheduler).toBe(false);
  });

  it('names a bad reads-per-minute value', () => {
    expect(() => loadConfig({ ...base(), CAPITAL_SYNC_READS_PER_MINUTE: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), CAPITAL_SYNC_READS_PER_MINUTE: 'many' })).toThrow(
      /CAPITAL_SYNC_READS_PER_MINUTE/,
    );
  });
});

/** The message an operator sees for `env`: one line, naming the variable. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig({ ...base(), ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('configuration mistakes an operator makes', () => {
  it('gives one line naming the variable', () => {
    const message = refusal({ AUTH_SECRET: 'too-short-secret' });
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(/^Invalid configuration: AUTH_SECRET: /);
    expect(message).not.toContain('too-short-secret');
  });

  it('refuses a PUBLIC_URL that is not an http(s) origin', () => {
    for (const value of ['localhost:3000', 'ftp://files.example.org', 'https://example.org/hatchery/']) {
      expect(refusal({ PUBLIC_URL: value })).toMatch(/^Invalid configuration: PUBLIC_URL: /);
    }
    expect(loadConfig({ ...base(), PUBLIC_URL: 'https://example.org/' }).PUBLIC_URL).toBe(
      'https://example.org',
    );
    expect(loadConfig({ ...base(), PUBLIC_URL: 'http://127.0.0.1:3540' }).PUBLIC_URL).toBe(
      'http://127.0.0.1:3540',
    );
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(refusal({ DATABASE_URL: 'mysql://root@127.0.0.1/hatchery' })).toMatch(
      /^Invalid configuration: DATABASE_URL: /,
    );
    expect(refusal({ DATABASE_URL: 'postgres//127.0.0.1/hatchery' })).toMatch(/DATABASE_URL/);
    const url = 'postgresql://u:p@127.0.0.1:5432/hatchery';
    expect(loadConfig({ ...base(), DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });

  it('refuses half an S3 key pair instead of falling back to other credentials', () => {
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads' };
    expect(refusal({ ...s3, S3_ACCESS_KEY_ID: 'AKIA' })).toMatch(
      /^Invalid configuration: S3_SECRET_ACCESS_KEY: /,
    );
    expect(refusal({ ...s3, S3_SECRET_ACCESS_KEY: 'secret' })).toMatch(
      /^Invalid configuration: S3_ACCESS_KEY_ID: /,
    );
    expect(refusal({ STORAGE_DRIVER: 's3' })).toMatch(/^Invalid configuration: S3_BUCKET: /);
  });

  it('refuses a bucket named while files would still go to the local disk', () => {
    // Each host would keep its own uploads: the other instances could not serve them.
    expect(refusal({ S3_BUCKET: 'uploads' })).toMatch(/^Invalid configuration: STORAGE_DRIVER: .*S3_BUCKET/);
    expect(loadConfig({ ...base(), STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads' }).STORAGE_DRIVER).toBe('s3');
  });
});
