import { sql, type SQL } from 'drizzle-orm';
import type { ApplicationFilters, ApplicationSortField } from '~/shared/schemas/applicant-filters';
import { incubatorApplications as apps } from '../../db/schema/index';
import { validationError } from '../../http/app-error';

/**
 * Keyset pages (decision 0020): a cursor names the row a page starts after (or ends before) by
 * its sort value and id, so the page is an index range read from that row on, however deep.
 */
export interface PageCursor {
  /** 'after': the rows following the key in the list's order; 'before': the rows preceding it. */
  walk: 'after' | 'before';
  sort: ApplicationSortField;
  dir: 'asc' | 'desc';
  /** The sort column's value as PostgreSQL prints it (timestamps keep their microseconds). */
  value: string;
  id: string;
}

const sortColumns = {
  createdAt: apps.createdAt,
  updatedAt: apps.updatedAt,
  name: apps.name,
  contactName: apps.contactName,
  status: apps.status,
  industry: apps.industry,
} as const;

const timestampSorts = new Set<ApplicationSortField>(['createdAt', 'updatedAt']);

export const sortColumn = (sort: ApplicationSortField) => sortColumns[sort];

/**
 * The sort column as text, exactly: a JavaScript Date would drop the microseconds. Timestamps in
 * one fixed UTC form, whatever the session's DateStyle and TimeZone.
 */
export const sortKeyText = (sort: ApplicationSortField): SQL<string> =>
  timestampSorts.has(sort)
    ? sql<string>`to_char(${sortColumns[sort]} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string>`${sortColumns[sort]}::text`;

const timestampKey = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: PageCursor): string {
  const { walk, sort, dir, value, id } = cursor;
  return Buffer.from(JSON.stringify([walk, sort, dir, value, id])).toString('base64url');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalid = () => validationError({ cursor: 'is not a valid page cursor' });

/**
 * The cursor of `text`, which must have been made for the same sort; a cursor from another sort
 * (an edited or stale link) is refused rather than silently giving the wrong rows.
 */
export function decodeCursor(text: string, filters: Pick<ApplicationFilters, 'sort' | 'dir'>): PageCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== 5) throw invalid();
  const [walk, sort, dir, value, id] = parts as unknown[];
  if (walk !== 'after' && walk !== 'before') throw invalid();
  if (typeof value !== 'string' || typeof id !== 'string' || !uuidPattern.test(id)) throw invalid();
  if (sort !== filters.sort || dir !== filters.dir) {
    throw validationError({ cursor: 'belongs to another sort order; start again from page 1' });
  }
  // Checked here: a malformed timestamp would otherwise fail in PostgreSQL's cast, a 500.
  const badTimestamp = !timestampKey.test(value) || Number.isNaN(Date.parse(value));
  if (timestampSorts.has(filters.sort) ? badTimestamp : value.includes('\0')) throw invalid();
  return { walk, sort: filters.sort, dir: filters.dir, value, id };
}

/**
 * The rows after (or before) the cursor's row in the list's order, as one row comparison that
 * walks the (column, id) indexes. Exported for other readers of the list's order (neighbours).
 */
export function keysetCondition(cursor: PageCursor): SQL {
  const column = sortColumns[cursor.sort];
  const value = timestampSorts.has(cursor.sort)
    ? sql`${cursor.value}::timestamptz`
    : sql`${cursor.value}::text`;
  // Descending lists go on to smaller keys; walking back reverses the comparison.
  const forwardIsLess = cursor.dir === 'desc';
  const less = cursor.walk === 'after' ? forwardIsLess : !forwardIsLess;
  return less
    ? sql`(${column}, ${apps.id}) < (${value}, ${cursor.id}::uuid)`
    : sql`(${column}, ${apps.id}) > (${value}, ${cursor.id}::uuid)`;
}
