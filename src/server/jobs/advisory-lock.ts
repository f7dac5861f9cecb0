import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `fn` only if no other instance sharing this PostgreSQL database is running the job `name`
 * (pg_try_advisory_xact_lock, held by a transaction for as long as `fn` runs and released by its
 * end, even if the process dies). PGlite is one process by construction, so it just runs.
 */
export async function withAdvisoryLock<T>({
  database,
  name,
  fn,
}: {
  database: Pick<Database, 'db' | 'driver'>;
  name: string;
  fn: () => Promise<T>;
}): Promise<LockedRun<T>> {
  if (database.driver === 'pglite') return { ran: true, value: await fn() };
  return database.db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`);
    const locked = rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
    if (!locked) return { ran: false };
    // fn uses its own connections; this transaction only holds the lock.
    return { ran: true, value: await fn() };
  });
}
