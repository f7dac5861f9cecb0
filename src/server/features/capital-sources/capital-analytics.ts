import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  capitalSourceTypes,
  capitalSyncStatuses,
  type capitalAnalyticsResponse,
  type CapitalSourceType,
  type CapitalSyncStatus,
} from '~/shared/schemas/capital-sources';
import {
  addDays,
  isLegacyRange,
  resolveAnalyticsRange,
  type analyticsRangeQuery,
} from '~/shared/schemas/analytics-range';
import { rowsOf, type DbOrTx } from '../../db/client';
import { rangeDays, type AnalyticsRead } from '../../db/range-days';
import { capitalSumSql, historyUsdSql } from '../../db/capital-value';

type CapitalAnalytics = z.output<typeof capitalAnalyticsResponse>;

const DAY = 86_400_000;
/** How far back the weekly series reaches. */
export const CAPITAL_WEEKS = 12;

/** Monday 00:00 UTC of the week holding `d`. */
function weekStart(d: Date): Date {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

const zeroTypes = () =>
  Object.fromEntries(capitalSourceTypes.map((t) => [t, 0])) as Record<CapitalSourceType, number>;

/**
 * Capital analytics for /admin/analytics: raised per project (capital_raised), per source type
 * today (every source's last good read) and week by week from the history rows, and the sources' sync health.
 */
export async function getCapitalAnalytics({
  db,
  query = {},
  now = new Date(),
}: AnalyticsRead): Promise<CapitalAnalytics> {
  const { firstWeek, weeks, until } = await weekWindow(db, query, now);
  const [projects, types, health, readings, before] = await Promise.all([
    db.execute(sql`select id, name, capital_raised, total_capital_target, is_active from incubated_projects
      where capital_raised is not null order by capital_raised desc, name`),
    db.execute(sql`select s.source_type as type, ${capitalSumSql('s')}::float8 as raised, count(*)::int as sources
      from project_capital_sources s where s.last_synced_at is not null group by s.source_type`),
    db.execute(sql`select sync_status as status, count(*)::int as n, max(last_synced_at) as last
      from project_capital_sources group by sync_status`),
    db.execute(sql`select h.source_id, s.source_type as type, coalesce(${historyUsdSql('h', 's')}, 0)::float8 as value, h.at
      from project_capital_source_history h join project_capital_sources s on s.id = h.source_id
      where h.at >= ${firstWeek.toISOString()}::timestamptz and h.at <= ${until.toISOString()}::timestamptz
      order by h.at, h.id`),
    // Each source's last reading before the window, carried into its first week.
    db.execute(sql`select distinct on (h.source_id) h.source_id, s.source_type as type,
        coalesce(${historyUsdSql('h', 's')}, 0)::float8 as value, h.at
      from project_capital_source_history h join project_capital_sources s on s.id = h.source_id
      where h.at < ${firstWeek.toISOString()}::timestamptz
      order by h.source_id, h.at desc, h.id desc`),
  ]);

  type Reading = { source_id: string; type: CapitalSourceType; value: number; at: Date | string };
  const latest = new Map<string, Reading>();
  for (const r of rowsOf<Reading>(before)) latest.set(r.source_id, r);
  const series = rowsOf<Reading>(readings);
  const weekly: CapitalAnalytics['weekly'] = [];
  let i = 0;
  for (let w = 0; w < weeks; w++) {
    const start = new Date(firstWeek.getTime() + w * 7 * DAY);
    const end = start.getTime() + 7 * DAY;
    while (i < series.length && new Date(series[i]!.at).getTime() < end) {
      latest.set(series[i]!.source_id, series[i]!);
      i++;
    }
    const sums = zeroTypes();
    for (const r of latest.values()) sums[r.type] += Number(r.value);
    for (const t of capitalSourceTypes) sums[t] = Math.round(sums[t] * 100) / 100;
    weekly.push({ week: start.toISOString().slice(0, 10), ...sums });
  }

  const byProject = rowsOf<{
    id: string;
    name: string;
    capital_raised: string | number;
    total_capital_target: string | number | null;
    is_active: boolean;
  }>(projects).map((p) => ({
    id: p.id,
    name: p.name,
    raised: Number(p.capital_raised),
    target: p.total_capital_target == null ? null : Number(p.total_capital_target),
    published: p.is_active,
  }));
  const sumRaised = (list: typeof byProject) =>
    Math.round(list.reduce((s, p) => s + p.raised, 0) * 100) / 100;
  const typeRows = new Map(
    rowsOf<{ type: CapitalSourceType; raised: number; sources: number }>(types).map((r) => [r.type, r]),
  );
  const healthRows = rowsOf<{ status: CapitalSyncStatus; n: number; last: Date | string | null }>(health);
  const syncHealth = Object.fromEntries(capitalSyncStatuses.map((s) => [s, 0])) as Record<
    CapitalSyncStatus,
    number
  >;
  let last: number | null = null;
  for (const r of healthRows) {
    syncHealth[r.status] = Number(r.n);
    if (r.last) last = Math.max(last ?? 0, new Date(r.last).getTime());
  }
  return {
    range: resolveAnalyticsRange(query, now.toISOString().slice(0, 10)),
    totalRaised: sumRaised(byProject),
    publicRaised: sumRaised(byProject.filter((p) => p.published)),
    byProject,
    byType: capitalSourceTypes.map((type) => ({
      type,
      raised: Math.round(Number(typeRows.get(type)?.raised ?? 0) * 100) / 100,
      sources: Number(typeRows.get(type)?.sources ?? 0),
    })),
    weekly,
    syncHealth,
    lastSyncedAt: last == null ? null : new Date(last),
  };
}

/**
 * The weeks the series spans: the last CAPITAL_WEEKS without a range; with one, the weeks holding
 * its days up to today (an open start from the first reading), read up to the end of its last day.
 */
async function weekWindow(
  db: DbOrTx,
  query: z.output<typeof analyticsRangeQuery>,
  now: Date,
): Promise<{ firstWeek: Date; weeks: number; until: Date }> {
  if (isLegacyRange(query)) {
    return {
      firstWeek: new Date(weekStart(now).getTime() - (CAPITAL_WEEKS - 1) * 7 * DAY),
      weeks: CAPITAL_WEEKS,
      until: now,
    };
  }
  const today = now.toISOString().slice(0, 10);
  const range = resolveAnalyticsRange(query, today);
  const { from, to } = await rangeDays(db, range, today, {
    table: 'project_capital_source_history',
    firstAt: 'at',
  });
  const firstWeek = weekStart(new Date(`${from}T00:00:00Z`));
  const lastWeek = weekStart(new Date(`${to}T00:00:00Z`));
  const endOfTo = new Date(Date.parse(`${addDays(to, 1)}T00:00:00Z`) - 1);
  return {
    firstWeek,
    weeks: Math.round((lastWeek.getTime() - firstWeek.getTime()) / (7 * DAY)) + 1,
    until: endOfTo < now ? endOfTo : now,
  };
}
