import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './client';
import { createTestDatabase, testDriver } from '../test/database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function until(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('delivers NOTIFY payloads to listeners', async () => {
  const got: string[] = [];
  const off = await database.listen('listen_test', (p) => got.push(p));
  await database.db.execute(sql`select pg_notify('listen_test', 'hello')`);
  await until(() => got.length === 1);
  expect(got).toEqual(['hello']);
  await off();
});

// PGlite lives in this process; only a server connection can be cut from outside.
it.skipIf(testDriver !== 'pg')(
  're-LISTENs after the listening connection is killed and says so',
  async () => {
    const got: string[] = [];
    let reconnects = 0;
    const off = await database.listen(
      'listen_drop',
      (p) => got.push(p),
      () => reconnects++,
    );
    await database.db.execute(sql`
    select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
    await until(() => reconnects === 1);
    await database.db.execute(sql`select pg_notify('listen_drop', 'after')`);
    await until(() => got.includes('after'));
    await off();
  },
);
