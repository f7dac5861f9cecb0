import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '~/shared/errors';
import { createStorage } from '../../storage/index';
import type { Storage } from '../../storage/types';
import { createTestContext, type TestContext } from '../../test/harness';
import {
  applicationCount,
  auditRows,
  buildForm,
  refuseApplicationInserts,
  storedFiles,
  submissionEnv,
  submit,
  validFiles,
  validValues,
} from './test-support';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('a failure part-way leaves no row and no file', () => {
  it('storage failing on the second file', async () => {
    let puts = 0;
    // The real disk storage of this context, known once the context (and its DATA_DIR) exists.
    const disk: { storage?: Storage } = {};
    const flaky: Storage = {
      driver: 'local',
      put: async (key, body, options) => {
        if (++puts === 2) throw new Error('disk full');
        return disk.storage!.put(key, body, options);
      },
      get: (key) => disk.storage!.get(key),
      list: (prefix) => disk.storage!.list(prefix),
      delete: (key) => disk.storage!.delete(key),
      deletePrefix: (prefix) => disk.storage!.deletePrefix(prefix),
    };
    t = await createTestContext({ env: submissionEnv, deps: { storage: flaky } });
    disk.storage = createStorage(t.config);

    const res = await submit(t, buildForm(validValues(), validFiles()));
    expect(res.status).toBe(503);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.error.code).toBe('UPLOAD_ERROR');
    // The first file was written and then removed again.
    expect(puts).toBe(2);
    expect(body.error.message).toMatch(/^Documents upload failed: /);
    expect(body.error.fields).toHaveProperty('companyDocuments');
    expect(body.error.message).not.toContain('disk full');
    expect(await applicationCount(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
    expect((await auditRows(t)).at(-1)!.securityFlags.event_type).toBe('failed');

    // The same submission goes through once storage works again.
    puts = 10;
    const retry = await submit(t, buildForm(validValues(), validFiles()));
    expect(retry.status).toBe(201);
    expect(storedFiles(t)).toHaveLength(3);
  });

  it('the database refusing the insert', async () => {
    t = await createTestContext({ env: submissionEnv });
    await refuseApplicationInserts(t);

    const res = await submit(t, buildForm(validValues(), validFiles()));
    expect(res.status).toBe(503);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.error.code).toBe('DATABASE_ERROR');
    expect(body.error.message).toMatch(/^DATABASE_ERROR: /);
    expect(body.error.message).not.toContain('secret');
    expect(await applicationCount(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
  });
});
