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
