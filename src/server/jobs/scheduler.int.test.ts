import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../db/client';
import { createLogger } from '../logger';
import { createTestDatabase } from '../test/database';
import { createScheduler, jobRunCounts } from './scheduler';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const logger = createLogger('silent');

describe('scheduler', () => {
  it('runs a job once per interval however many instances tick it at once', async () => {
    let runs = 0;
    const instances = ['a', 'b', 'c'].map((instanceId) => {
      const scheduler = createScheduler({ database, logger, instanceId });
      scheduler.register({
        name: 'count-once',
        intervalMs: 60_000,
        run: async () => {
          runs++;
          await new Promise((r) => setTimeout(r, 20));
        },
      });
      return scheduler;
    });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => instances.map((s) => s.runIfDue('count-once'))).flat(),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect((await jobRunCounts(database))['count-once']).toBe(1);
    // Later ticks inside the interval do nothing either.
    expect(await instances[1]!.runIfDue('count-once')).toBe(false);
    await Promise.all(instances.map((s) => s.stop()));
  });

  it('runs again once the interval has passed, and records failures', async () => {
    const scheduler = createScheduler({ database, logger, instanceId: 'x' });
    let calls = 0;
    scheduler.register({
      name: 'flaky',
      intervalMs: 1,
      run: async () => {
        calls++;
        if (calls === 2) throw new Error('smtp down');
      },
    });
    expect(await scheduler.runIfDue('flaky')).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(await scheduler.runIfDue('flaky')).toBe(true);
    const result = await database.db.execute(
      sql`select runs, failures, last_error, last_instance from scheduled_jobs where name = 'flaky'`,
    );
    expect(rowsOf(result)[0]).toMatchObject({
      runs: 2,
      failures: 1,
      last_error: 'smtp down',
      last_instance: 'x',
    });
    await scheduler.stop();
    expect(await scheduler.runIfDue('flaky')).toBe(false);
  });
});
