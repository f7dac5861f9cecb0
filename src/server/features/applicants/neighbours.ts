import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { ApplicationFilters } from '~/shared/schemas/applicant-filters';
import type { z } from 'zod';
import type { applicantNeighboursResponse } from '~/shared/schemas/applicant-triage';
import type { DbOrTx } from '../../db/client';
import { incubatorApplications as apps } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { applicationFilterWhere, applicationOrder } from './list';

/**
 * The applications just before and after `id` in the list with these filters and this order
 * (`applicationFilterWhere` and `applicationOrder` of the list, so both always agree). Compared
 * by (sort column, id) against the application's own row, so it works even when the application
 * itself no longer matches: under 'Unread', opening it reads it, and 'next' is still the next
 * unread one after it.
 */
export async function getApplicationNeighbours({
  db,
  userId,
  id,
  filters,
}: {
  db: DbOrTx;
  userId: string;
  id: string;
  filters: ApplicationFilters;
}): Promise<z.output<typeof applicantNeighboursResponse>> {
  const [self] = await db.select({ id: apps.id }).from(apps).where(eq(apps.id, id));
  if (!self) throw new AppError('NOT_FOUND', 'Application not found');

  const where = applicationFilterWhere(filters, userId);
  // Row comparison against the application's own values, read in SQL: a JavaScript Date would
  // drop the microseconds of created_at and misplace rows created in the same millisecond.
  const column = sql.identifier(apps[filters.sort].name);
  const own = sql`(select c.${column}, c.id from ${apps} c where c.id = ${id})`;
  const key = sql`(${apps[filters.sort]}, ${apps.id})`;
  const after = filters.dir === 'asc' ? sql`${key} > ${own}` : sql`${key} < ${own}`;
  const before = filters.dir === 'asc' ? sql`${key} < ${own}` : sql`${key} > ${own}`;
  const reversed = { sort: filters.sort, dir: filters.dir === 'asc' ? 'desc' : 'asc' } as const;

  const first = (condition: SQL, order: SQL[]) =>
    db
      .select({ id: apps.id })
      .from(apps)
      .where(and(where, condition))
      .orderBy(...order)
      .limit(1)
      .then((rows) => rows[0]?.id ?? null);

  const [nextId, previousId, counted, matching] = await Promise.all([
    first(after, applicationOrder(filters)),
    first(before, applicationOrder(reversed)),
    // One pass for both: how many match, and how many of those come before this one.
    db
      .select({ total: count(), before: sql<number>`count(*) filter (where ${before})`.mapWith(Number) })
      .from(apps)
      .where(where),
    db
      .select({ id: apps.id })
      .from(apps)
      .where(and(where, eq(apps.id, id))),
  ]);
  const { total = 0, before: earlier = 0 } = counted[0] ?? {};
  return { previousId, nextId, position: matching.length ? earlier + 1 : null, total };
}
