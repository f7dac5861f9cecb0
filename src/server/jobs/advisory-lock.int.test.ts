import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { withAdvisoryLock } from './advisory-lock';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('withAdvisoryLock', () => {
  it('runs a job on one holder at a time on PostgreSQL, and always on PGlite', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const first = withAdvisoryLock({
      database,
      name: 'test:job',
      fn: async () => {
        entered();
        await held;
        return 'first';
      },
    });
    await inside;
    // Another pool connection plays a second instance of the server.
    const second = await withAdvisoryLock({ database, name: 'test:job', fn: async () => 'second' });
    const other = await withAdvisoryLock({ database, name: 'test:other-job', fn: async () => 'other' });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(other).toEqual({ ran: true, value: 'other' });
    if (database.driver === 'pg') expect(second).toEqual({ ran: false });
    else expect(second).toEqual({ ran: true, value: 'second' });
    // Released with the first run's end.
    expect(await withAdvisoryLock({ database, name: 'test:job', fn: async () => 'again' })).toEqual({
      ran: true,
      value: 'again',
    });
  });

  it('releases the lock when the job throws', async () => {
    await expect(
      withAdvisoryLock({
        database,
        name: 'test:throws',
        fn: async () => {
          throw new Error('boom');
        },
      }),
    ).rejects.toThrow('boom');
    expect(await withAdvisoryLock({ database, name: 'test:throws', fn: async () => 1 })).toEqual({
      ran: true,
      value: 1,
    });
  });
});
