import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `fn` only if no other instance holds the PostgreSQL advisory lock named `key`, so a
 * periodic job runs once across instances sharing a database. The lock is transaction-scoped:
 * it is released when fn ends and dies with a crashed process's connection. PGlite has one
 * process by construction, so fn just runs.
 */
export async function withAdvisoryLock<T>(
  database: Pick<Database, 'db' | 'driver'>,
  key: string,
  fn: () => Promise<T>,
): Promise<LockedRun<T>> {
  if (database.driver === 'pglite') return { ran: true, value: await fn() };
  return database.db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${key})) as locked`);
    if (!(result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked)
      return { ran: false } as const;
    return { ran: true, value: await fn() } as const;
  });
}
