import type { z } from 'zod';
import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_TOTAL_CAP,
  type ApplicationFilters,
  type ApplicationListQuery,
} from '~/shared/schemas/applicant-filters';
import type { applicationListResponse } from '~/shared/schemas/applicants';
import { rowsOf, type DbOrTx } from '../../db/client';
import type { ChangeCache } from '../../lib/change-cache';
import {
  applicationReads,
  applicationReadTotals,
  applicationStatusTotals,
  incubatorApplications as apps,
  reviewAssignments,
} from '../../db/schema/index';
import {
  decodeCursor,
  encodeCursor,
  keysetCondition,
  sortColumn,
  sortKeyText,
  type PageCursor,
} from './keyset';

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
  sql<boolean>`exists (select 1 from ${applicationReads} r where r.application_id = ${apps}.id and r.user_id = ${userId})`;

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
  if (filters.assigned === 'me')
    conditions.push(
      sql`exists (select 1 from ${reviewAssignments} ra where ra.application_id = ${apps}.id and ra.reviewer_id = ${userId})`,
    );
  return conditions.length ? and(...conditions) : undefined;
}

export function applicationOrder(filters: Pick<ApplicationFilters, 'sort' | 'dir'>): SQL[] {
  const column = sortColumn(filters.sort);
  // Every sort column is NOT NULL, so the NULLS clause changes nothing but lets PostgreSQL walk
  // the DESC NULLS LAST indexes drizzle creates instead of sorting. The id tiebreak keeps pages stable.
  return filters.dir === 'asc'
    ? [sql`${column} asc nulls first`, sql`${apps.id} asc nulls first`]
    : [sql`${column} desc nulls last`, sql`${apps.id} desc nulls last`];
}

const reverse = (query: Pick<ApplicationFilters, 'sort' | 'dir'>) =>
  applicationOrder({ sort: query.sort, dir: query.dir === 'asc' ? 'desc' : 'asc' });

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

const listColumns = (sort: ApplicationListQuery['sort']) => ({
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
  /** The next and previous pages' cursors are made from it. */
  sortKey: sortKeyText(sort),
});
/**
 * With the caller's read flag: PostgreSQL computes a subquery in the select list after the sort
 * and limit, so for the page's rows only, and the page costs one round trip, not two. A scalar
 * subquery with LIMIT, not EXISTS: the planner would turn EXISTS into a hash of all the admin's
 * reads (some 30,000 rows read to flag 25).
 */
const listColumnsFor = (sort: ApplicationListQuery['sort'], userId: string, total: SQL | undefined) => ({
  ...listColumns(sort),
  isRead: sql<boolean>`coalesce((select true from ${applicationReads} r where r.application_id = ${apps.id} and r.user_id = ${userId} limit 1), false)`,
  /** The counters' total, when they answer it: computed once (an InitPlan), same round trip. */
  inlineTotal: total ? sql<number | null>`(${total})::int` : sql<number | null>`null::int`,
});
type ListRow = Awaited<ReturnType<typeof pageByOffset>>[number];

/** A list's total: exact, or the cap when more rows match (`capped`). */
export interface ListTotal {
  total: number;
  capped: boolean;
}

export async function listApplications({
  db,
  userId,
  query,
  cache,
}: {
  db: DbOrTx;
  userId: string;
  query: ApplicationListQuery;
  /** Keeps filtered totals between changes to applications and reads. */
  cache?: ChangeCache;
}): Promise<z.output<typeof applicationListResponse>> {
  const where = applicationFilterWhere(query, userId);
  const cursor = query.cursor ? decodeCursor(query.cursor, query) : undefined;
  const countAll = () => countApplications(db, query, userId, where);
  // Totals from the counters cost nothing to read; only other filters count (up to the cap), and
  // those are kept. Assignments are not among the cache's watched tables: `assigned=me` always counts.
  const totalOf = () =>
    cache && !countedByCounters(query) && !query.assigned
      ? cache.get(totalKey(query, userId), countAll)
      : countAll();
  const offset = (query.page - 1) * query.pageSize;
  // Pages read forward ask for one row more than they show: it says whether a next page exists
  // when a capped total cannot.
  const probe = query.pageSize + 1;
  let page = query.page;
  let rows: ListRow[];
  let total: ListTotal;
  let probed = true;
  if (cursor || offset === 0) {
    // These pages need no total to find their rows: a counters' total comes in the same
    // statement, a counted one runs beside it.
    const inline = countedByCounters(query) ? counterTotalSql(query, userId) : undefined;
    const pending = inline ? undefined : totalOf();
    pending?.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
    probed = cursor?.walk !== 'before';
    rows = cursor
      ? await pageByCursor(db, userId, where, query, cursor, probed ? probe : query.pageSize, inline)
      : await pageByOffset(db, userId, where, query, 0, probe, undefined, inline);
    if (cursor?.walk === 'before' && rows.length < query.pageSize) {
      // Back at the start (rows came or went since): show page 1 as it is now.
      rows = await pageByOffset(db, userId, where, query, 0, probe, undefined, inline);
      page = 1;
      probed = true;
    }
    total = pending
      ? await pending
      : rows.length
        ? { total: Number(rows[0]!.inlineTotal), capped: false }
        : await countAll();
  } else {
    total = await totalOf();
    // Past the middle of an exact total the page is read from the other end, without a probe.
    probed = total.capped || offset <= total.total / 2;
    rows = await pageByOffset(
      db,
      userId,
      where,
      query,
      offset,
      probed ? probe : query.pageSize,
      total.capped ? undefined : total.total,
    );
  }
  const more = probed ? rows.length > query.pageSize : rows.length === query.pageSize;
  rows = rows.slice(0, query.pageSize);
  const pageCount = total.capped ? null : Math.ceil(total.total / query.pageSize);
  const hasNext = pageCount === null ? more : more && page < pageCount;
  const first = rows[0];
  const last = rows.at(-1);
  const keyOf = (walk: PageCursor['walk'], row: ListRow) =>
    encodeCursor({ walk, sort: query.sort, dir: query.dir, value: row.sortKey, id: row.id });
  const items = rows.map(({ sortKey: _key, inlineTotal: _total, ...r }) => ({
    ...r,
    totalCapitalTarget: r.totalCapitalTarget == null ? null : Number(r.totalCapitalTarget),
    isRead: Boolean(r.isRead),
  }));
  return {
    items,
    total: total.total,
    totalCapped: total.capped,
    page,
    pageSize: query.pageSize,
    pageCount,
    nextCursor: last && hasNext ? keyOf('after', last) : null,
    prevCursor: first && page > 1 ? keyOf('before', first) : null,
  };
}

/** The page after (or before) the cursor's row: an index range read, however deep. */
async function pageByCursor(
  db: DbOrTx,
  userId: string,
  where: SQL | undefined,
  query: ApplicationListQuery,
  cursor: PageCursor,
  limit: number,
  inlineTotal?: SQL,
): Promise<ListRow[]> {
  const rows = await db
    .select(listColumnsFor(query.sort, userId, inlineTotal))
    .from(apps)
    .where(and(where, keysetCondition(cursor)))
    .orderBy(...(cursor.walk === 'after' ? applicationOrder(query) : reverse(query)))
    .limit(limit);
  return cursor.walk === 'after' ? rows : rows.reverse();
}

/**
 * A page by its number (`limit` rows from `offset`), for links without a cursor (a typed URL, a
 * jump). The ids come first: OFFSET then skips index entries only, not whole rows. Past the
 * middle (when the exact total is known) it walks from the other end, so the last page skips
 * nothing.
 */
async function pageByOffset(
  db: DbOrTx,
  userId: string,
  where: SQL | undefined,
  query: ApplicationListQuery,
  offset: number,
  limit: number,
  total?: number,
  inlineTotal?: SQL,
) {
  const fromEnd = total !== undefined && offset > total / 2;
  const end = total === undefined ? 0 : Math.min(total, offset + query.pageSize);
  const ids = db
    .select({ id: apps.id })
    .from(apps)
    .where(where)
    .orderBy(...(fromEnd ? reverse(query) : applicationOrder(query)))
    .limit(fromEnd ? Math.max(0, end - offset) : limit)
    .offset(fromEnd ? Math.max(0, (total ?? 0) - end) : offset);
  return db
    .select(listColumnsFor(query.sort, userId, inlineTotal))
    .from(apps)
    .where(inArray(apps.id, ids))
    .orderBy(...applicationOrder(query));
}

/** Query keys that choose rows; every other one (sort, dir, page, pageSize, cursor) only orders or pages. */
const pagingKeys = new Set(['sort', 'dir', 'page', 'pageSize', 'cursor']);
const counterKeys = new Set(['status', 'read']);

/**
 * Whether the counters answer the total: status and read state are all the filters (a filter
 * added later, unknown here, counts rows like search and dates do).
 */
export function countedByCounters(query: ApplicationListQuery): boolean {
  return Object.entries(query).every(
    ([key, value]) => pagingKeys.has(key) || counterKeys.has(key) || value === undefined || value === '',
  );
}

/**
 * The number of rows the filters match. By status and read state it is read, exactly, from the
 * counters the triggers keep (migration applicant_counter_triggers); other filters count rows up
 * to `cap` + 1 and, past it, answer the cap, `capped`.
 */
export async function countApplications(
  db: DbOrTx,
  query: ApplicationListQuery,
  userId: string,
  where = applicationFilterWhere(query, userId),
  cap = APPLICATION_TOTAL_CAP,
): Promise<ListTotal> {
  if (!countedByCounters(query)) {
    const matching = db
      .select({ one: sql`1`.as('one') })
      .from(apps)
      .where(where)
      .limit(cap + 1)
      .as('matching');
    const counted = (await db.select({ total: count() }).from(matching))[0]?.total ?? 0;
    return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
  }
  const result = await db.execute(sql`select (${counterTotalSql(query, userId)})::int as total`);
  return { total: Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0), capped: false };
}

/** The total by status and read state, from the counters (a handful of rows, no count). */
function counterTotalSql(query: ApplicationListQuery, userId: string): SQL {
  const status = query.status ? sql`and status = ${query.status}` : sql``;
  const all = sql`(select coalesce(sum(total), 0) from ${applicationStatusTotals} where true ${status})`;
  const read = sql`(select coalesce(sum(total), 0) from ${applicationReadTotals} where user_id = ${userId} ${status})`;
  return query.read === 'read' ? read : query.read === 'unread' ? sql`${all} - ${read}` : all;
}
