import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnalyticsRange, analyticsRangeQuery } from '~/shared/schemas/analytics-range';
import { rowsOf, type DbOrTx } from './client';

/** What each /admin/analytics read takes: its range query (none: the answer from before ranges) and now. */
export type AnalyticsRead = { db: DbOrTx; query?: z.output<typeof analyticsRangeQuery>; now?: Date };

/**
 * The days an analytics chart spans for a resolved range (UTC days, both ends included): its end
 * at today at the latest (the future holds no rows), an open start at the first day `firstAt`
 * (a timestamptz column of `table`) holds, today when the table is empty. `to` is never before
 * `from`.
 */
export async function rangeDays(
  db: DbOrTx,
  range: AnalyticsRange,
  today: string,
  { table, firstAt }: { table: string; firstAt: string },
): Promise<{ from: string; to: string }> {
  const to = range.to && range.to < today ? range.to : today;
  let from = range.from;
  if (!from) {
    const firstDay: SQL = sql`select to_char(min(${sql.identifier(firstAt)}) at time zone 'UTC', 'YYYY-MM-DD') as day from ${sql.identifier(table)}`;
    const [first] = rowsOf<{ day: string | null }>(await db.execute(firstDay));
    from = first?.day && first.day < to ? first.day : to;
  }
  return { from, to: to < from ? from : to };
}
