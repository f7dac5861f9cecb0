// The applicant list queries as they were before decision 0020 (commit bc8db6f), kept only as
// the benchmark's baseline: scripts/bench/applicants.mjs measures them beside today's in one run.
import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ApplicationFilters, ApplicationListQuery } from '~/shared/schemas/applicant-filters';
import type { ApplicationList, ApplicationListItem } from '~/shared/schemas/applicants';
import type { DbOrTx } from '../../../src/server/db/client';
import type { ChangeCache } from '../../../src/server/lib/change-cache';
import { applicationReads, incubatorApplications as apps } from '../../../src/server/db/schema/index';

/** `%`, `_` and `\` typed by the admin match themselves, not as wildcards. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

/**
 * lower(name || ' ' || contact_name || ' ' || contact_email), a generated column of migration
 * 0008 (trigram-indexed where pg_trgm exists). Not in the drizzle schema: nothing writes it.
 */
const searchText = sql`${apps}.search_text`;

/** True when the caller has a read row for the application (uses the reads primary key). */
export const isReadBy = (userId: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${applicationReads} r where r.application_id = ${apps.id} and r.user_id = ${userId})`;

/** The WHERE clause for the list and the CSV export: both must filter identically. */
export function applicationFilterWhere(filters: ApplicationFilters, userId: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(apps.status, filters.status));
  if (filters.industry) conditions.push(eq(apps.industry, filters.industry));
  if (filters.from) conditions.push(gte(apps.createdAt, new Date(`${filters.from}T00:00:00.000Z`)));
  if (filters.to) conditions.push(lt(apps.createdAt, nextDay(filters.to)));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(sql`${searchText} like lower(${pattern})`);
  }
  if (filters.read === 'read') conditions.push(isReadBy(userId));
  if (filters.read === 'unread') conditions.push(sql`not ${isReadBy(userId)}`);
  return conditions.length ? and(...conditions) : undefined;
}

const sortColumns = {
  createdAt: apps.createdAt,
  updatedAt: apps.updatedAt,
  name: apps.name,
  contactName: apps.contactName,
  status: apps.status,
  industry: apps.industry,
} as const;

export function applicationOrder(filters: Pick<ApplicationFilters, 'sort' | 'dir'>): SQL[] {
  const column = sortColumns[filters.sort];
  // Every sort column is NOT NULL, so the NULLS clause changes nothing but lets PostgreSQL walk
  // the DESC NULLS LAST indexes drizzle creates instead of sorting. The id tiebreak keeps pages stable.
  return filters.dir === 'asc'
    ? [sql`${column} asc nulls first`, sql`${apps.id} asc nulls first`]
    : [sql`${column} desc nulls last`, sql`${apps.id} desc nulls last`];
}

/** What the total depends on: the filters, and the caller only when filtering on read state. */
const totalKey = (query: ApplicationListQuery, userId: string) =>
  JSON.stringify([
    'applicants/total',
    query.status,
    query.industry,
    query.from,
    query.to,
    query.search,
    query.read,
    query.read ? userId : null,
  ]);

export async function listApplications({
  db,
  userId,
  query,
  cache,
}: {
  db: DbOrTx;
  userId: string;
  query: ApplicationListQuery;
  /** Keeps totals between changes to applications and reads; without it every page counts. */
  cache?: ChangeCache;
}): Promise<
  Omit<ApplicationList, 'nextCursor' | 'prevCursor' | 'totalCapped' | 'pageCount'> & { pageCount: number }
> {
  const where = applicationFilterWhere(query, userId);
  const order = applicationOrder(query);
  const countAll = async () => (await db.select({ total: count() }).from(apps).where(where))[0]?.total ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  const totalOf = () => (cache ? cache.get(totalKey(query, userId), countAll) : countAll());
  // Page 1 needs no total to find its rows, so both queries run at once; a later page asks the
  // total first and, past the middle, walks from the other end (the last page skips nothing).
  const pending = offset === 0 ? totalOf() : undefined;
  pending?.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
  const known = pending ? undefined : await totalOf();
  const pageIds =
    known === undefined
      ? pageIdsQuery(db, where, order, query.pageSize, 0)
      : pageIdsFor(db, where, query, offset, known);
  const rows = await db
    .select({
      id: apps.id,
      name: apps.name,
      contactName: apps.contactName,
      contactEmail: apps.contactEmail,
      companyType: apps.companyType,
      industry: apps.industry,
      projectStage: apps.projectStage,
      status: apps.status,
      totalCapitalTarget: apps.totalCapitalTarget,
      createdAt: apps.createdAt,
      updatedAt: apps.updatedAt,
    })
    .from(apps)
    .where(inArray(apps.id, pageIds))
    .orderBy(...order);
  const total = known ?? (await pending!);
  // Read flags for this page only: computing them in the paged query would do it for every row
  // skipped by OFFSET too.
  const read = new Set(
    rows.length
      ? (
          await db
            .select({ id: applicationReads.applicationId })
            .from(applicationReads)
            .where(
              and(
                eq(applicationReads.userId, userId),
                inArray(
                  applicationReads.applicationId,
                  rows.map((r) => r.id),
                ),
              ),
            )
        ).map((r) => r.id)
      : [],
  );
  const items: ApplicationListItem[] = rows.map((r) => ({
    ...r,
    totalCapitalTarget: r.totalCapitalTarget == null ? null : Number(r.totalCapitalTarget),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    isRead: read.has(r.id),
  }));
  return {
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

/** The page's ids: OFFSET then skips index entries only, not whole rows. */
function pageIdsQuery(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  return db
    .select({ id: apps.id })
    .from(apps)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

function pageIdsFor(
  db: DbOrTx,
  where: SQL | undefined,
  query: ApplicationListQuery,
  offset: number,
  total: number,
) {
  if (offset <= total / 2) return pageIdsQuery(db, where, applicationOrder(query), query.pageSize, offset);
  // The same rows counted from the end in the opposite order; the outer query restores the order.
  const reversed = applicationOrder({ sort: query.sort, dir: query.dir === 'asc' ? 'desc' : 'asc' });
  const end = Math.min(total, offset + query.pageSize);
  return pageIdsQuery(db, where, reversed, Math.max(0, end - offset), Math.max(0, total - end));
}
