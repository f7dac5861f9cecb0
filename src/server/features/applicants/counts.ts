import { sql } from 'drizzle-orm';
import { applicationStatusValues, type ApplicationStatusValue } from '~/shared/enums';
import {
  type ApplicationCounts,
  type ApplicationStatusCount,
  type Urgency,
} from '~/shared/schemas/applicants';
import { rowsOf, type DbOrTx } from '../../db/client';
import type { ChangeCache } from '../../lib/change-cache';

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

type CountsRow = {
  status: ApplicationStatusValue;
  total: number;
  unread: number;
  /** The latest unread application of the status, if any. */
  id: string | null;
  name: string | null;
  contact_name: string | null;
  created_at: string | Date | null;
  this_month: number;
  approved_this_month: number;
};

const isReadSql = (userId: string) =>
  sql`exists (select 1 from application_reads r where r.application_id = a.id and r.user_id = ${userId})`;

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
  const rows = rowsOf<CountsRow>(
    await (cache ? cache.get(`applicants/counts/${userId}/${monthStart.toISOString()}`, load) : load()),
  );
  const byStatus = new Map(rows.map((r) => [r.status, r]));
  const statuses: ApplicationStatusCount[] = applicationStatusValues.map((status) => {
    const r = byStatus.get(status);
    return {
      status,
      total_count: Number(r?.total ?? 0),
      unread_count: Number(r?.unread ?? 0),
      latest_application:
        r?.id != null
          ? {
              id: r.id,
              name: r.name!,
              contact_name: r.contact_name!,
              created_at: new Date(r.created_at!).toISOString(),
            }
          : null,
    };
  });
  const total = statuses.reduce((sum, s) => sum + s.total_count, 0);
  const approved = statuses.find((s) => s.status === 'approved')!.total_count;
  // No counter rows at all: no application was ever stored, so nothing this month either.
  const m = rows[0];
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

/**
 * The counts in one statement and one round trip, as rows (cached as they are: small and plain).
 * Totals and unread come from the counters the triggers keep (migration
 * applicant_counter_triggers): no group-by over every application, no anti-join over every read.
 */
function loadCounts(db: DbOrTx, userId: string, monthStart: Date) {
  return db.execute(sql`
    select s.status, s.total, s.unread, l.id, l.name, l.contact_name, l.created_at,
      -- Two index range scans instead of one pass over every row; computed once, not per status.
      (select count(*) from incubator_applications where created_at >= ${monthStart})::int as this_month,
      (select count(*) from incubator_applications
        where status = 'approved' and updated_at >= ${monthStart})::int as approved_this_month
    from (
      select t.status, t.total, t.total - coalesce(r.total, 0) as unread
      from application_status_totals t
      left join application_read_totals r on r.user_id = ${userId} and r.status = t.status
    ) s
    -- Per status with anything unread, walk the created_at index newest first and stop at the
    -- first unread row. NULLS LAST matches the index (drizzle's .desc()); without it PostgreSQL sorts.
    left join lateral (
      select a.id, a.name, a.contact_name, a.created_at
      from incubator_applications a
      where s.unread > 0 and a.status = s.status and not ${isReadSql(userId)}
      order by a.created_at desc nulls last
      limit 1
    ) l on true`);
}
