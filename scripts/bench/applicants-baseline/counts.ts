// The applicant counts queries as they were before decision 0020 (commit bc8db6f), kept only as
// the benchmark's baseline: scripts/bench/applicants.mjs measures them beside today's in one run.
import { sql } from 'drizzle-orm';
import { applicationStatusValues, type ApplicationStatusValue } from '~/shared/enums';
import {
  type ApplicationCounts,
  type ApplicationStatusCount,
  type Urgency,
} from '~/shared/schemas/applicants';
import type { DbOrTx } from '../../../src/server/db/client';
import type { ChangeCache } from '../../../src/server/lib/change-cache';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec sections 4 and 9: 'urgent' if any status group's latest unread application is over 24 hours
 * old, 'high' with 5 or more unread, otherwise 'normal'.
 */
export function unreadUrgency(statuses: readonly ApplicationStatusCount[], now: Date): Urgency {
  const stale = statuses.some(
    (s) => s.latest_application && now.getTime() - Date.parse(s.latest_application.created_at) > DAY_MS,
  );
  if (stale) return 'urgent';
  const unread = statuses.reduce((sum, s) => sum + s.unread_count, 0);
  return unread >= 5 ? 'high' : 'normal';
}

/** approved / total as a percentage with one decimal; 0 with no applications. */
export function conversionRate(approved: number, total: number): number {
  return total === 0 ? 0 : Math.round((approved / total) * 1000) / 10;
}

type Rows<T> = { rows: T[] };
type LatestRow = {
  status: ApplicationStatusValue;
  id: string;
  name: string;
  contact_name: string;
  created_at: string | Date;
};

const statusArray = sql.raw(`array['${applicationStatusValues.join("','")}']::text[]`);
const isReadSql = (userId: string) =>
  sql`exists (select 1 from application_reads r where r.application_id = a.id and r.user_id = ${userId})`;
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** get_application_counts_by_status for one admin, plus the dashboard figures. */
export async function getApplicationCounts({
  db,
  userId,
  now = new Date(),
  cache,
}: {
  db: DbOrTx;
  userId: string;
  now?: Date;
  /** Keeps the figures between changes to applications and reads; urgency is still worked out now. */
  cache?: ChangeCache;
}): Promise<ApplicationCounts> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const load = () => loadCounts(db, userId, monthStart);
  const [groups, latest, month] = await (cache
    ? cache.get(`applicants/counts/${userId}/${monthStart.toISOString()}`, load)
    : load());

  const byStatus = new Map(
    rowsOf<{ status: ApplicationStatusValue; total: number; unread: number }>(groups).map((g) => [
      g.status,
      g,
    ]),
  );
  const latestByStatus = new Map(rowsOf<LatestRow>(latest).map((l) => [l.status, l]));
  const statuses: ApplicationStatusCount[] = applicationStatusValues.map((status) => {
    const g = byStatus.get(status);
    const l = latestByStatus.get(status);
    return {
      status,
      total_count: Number(g?.total ?? 0),
      unread_count: Number(g?.unread ?? 0),
      latest_application: l
        ? {
            id: l.id,
            name: l.name,
            contact_name: l.contact_name,
            created_at: new Date(l.created_at).toISOString(),
          }
        : null,
    };
  });
  const total = statuses.reduce((sum, s) => sum + s.total_count, 0);
  const approved = statuses.find((s) => s.status === 'approved')!.total_count;
  const m = rowsOf<{ this_month: number; approved_this_month: number }>(month)[0];
  return {
    statuses,
    total,
    unread: statuses.reduce((sum, s) => sum + s.unread_count, 0),
    urgency: unreadUrgency(statuses, now),
    this_month: Number(m?.this_month ?? 0),
    approved_this_month: Number(m?.approved_this_month ?? 0),
    conversion_rate: conversionRate(approved, total),
  };
}

/** The three queries behind the counts, as rows (cached as they are: small and plain). */
function loadCounts(db: DbOrTx, userId: string, monthStart: Date) {
  return Promise.all([
    db.execute(sql`
      select a.status, count(*)::int as total, (count(*) filter (where r.application_id is null))::int as unread
      from incubator_applications a
      left join application_reads r on r.application_id = a.id and r.user_id = ${userId}
      group by a.status`),
    // Per status, walk the created_at index newest first and stop at the first unread row.
    // NULLS LAST matches the index (drizzle's .desc()); without it PostgreSQL sorts instead.
    db.execute(sql`
      select s.status, l.id, l.name, l.contact_name, l.created_at
      from unnest(${statusArray}) as s(status)
      cross join lateral (
        select a.id, a.name, a.contact_name, a.created_at
        from incubator_applications a
        where a.status = s.status and not ${isReadSql(userId)}
        order by a.created_at desc nulls last
        limit 1
      ) l`),
    // Two index range scans instead of one pass over every row.
    db.execute(sql`
      select
        (select count(*) from incubator_applications where created_at >= ${monthStart})::int as this_month,
        (select count(*) from incubator_applications
          where status = 'approved' and updated_at >= ${monthStart})::int as approved_this_month`),
  ]);
}
