import { sql, type SQL } from 'drizzle-orm';
import { applicationStatusValues, type ApplicationStatusValue } from '~/shared/enums';
import type { ApplicationAnalytics } from '~/shared/schemas/applicants';
import {
  addDays,
  daysBetween,
  isLegacyRange,
  resolveAnalyticsRange,
  type AnalyticsRange,
  type analyticsRangeQuery,
} from '~/shared/schemas/analytics-range';
import type { z } from 'zod';
import { rowsOf, type DbOrTx } from '../../db/client';
import { rangeDays, type AnalyticsRead } from '../../db/range-days';
import { conversionRate } from './counts';

type Split = { value: string; count: number };
type TrendUnit = ApplicationAnalytics['trendUnit'];

/** Start of a UTC day as a timestamptz literal, so the session's time zone never moves it. */
const dayStart = (day: string) => `${day}T00:00:00.000Z`;

/** `where created_at` within the range's days (UTC, both ends included); nothing for an open range. */
export function createdWithin(range: AnalyticsRange, column: SQL = sql`created_at`): SQL {
  const conds: SQL[] = [];
  if (range.from) conds.push(sql`${column} >= ${dayStart(range.from)}::timestamptz`);
  if (range.to) conds.push(sql`${column} < ${dayStart(addDays(range.to, 1))}::timestamptz`);
  return conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
}

/** Days for up to a quarter, weeks for up to two years, months beyond: a chart of at most ~100 points. */
function trendUnitFor(days: number): TrendUnit {
  if (days <= 92) return 'day';
  return days <= 731 ? 'week' : 'month';
}

const steps: Record<TrendUnit, string> = { day: '1 day', week: '7 days', month: '1 month' };

/**
 * /admin/analytics: every figure from real rows. Days are UTC. Each figure counts the applications
 * submitted within the range (at their status now); no range at all keeps the old answer:
 * all-time figures and a 30-day daily chart.
 */
export async function getApplicationAnalytics({
  db,
  query = {},
  now = new Date(),
}: AnalyticsRead): Promise<ApplicationAnalytics> {
  const today = now.toISOString().slice(0, 10);
  const range = resolveAnalyticsRange(query, today);
  const where = createdWithin(range);
  const trend = await trendWindow(db, query, range, today);
  const start = trend.unit === 'month' ? `${trend.from.slice(0, 7)}-01` : trend.from;
  const step = steps[trend.unit];
  const [statuses, days, industries, companyTypes, stages, capital] = await Promise.all([
    db.execute(
      sql`select status, count(*)::int as count from incubator_applications ${where} group by status`,
    ),
    db.execute(sql`
      select to_char(greatest(d.day, ${trend.from}::date), 'YYYY-MM-DD') as date, count(a.id)::int as count
      from generate_series(${start}::date, ${trend.to}::date, ${step}::interval) as d(day)
      left join incubator_applications a
        on a.created_at >= (greatest(d.day, ${trend.from}::date) at time zone 'UTC')
        and a.created_at < (least(d.day + ${step}::interval, ${trend.to}::date + 1) at time zone 'UTC')
      group by d.day
      order by d.day`),
    db.execute(
      sql`select industry as value, count(*)::int as count from incubator_applications ${where} group by 1 order by 2 desc, 1`,
    ),
    db.execute(
      sql`select company_type as value, count(*)::int as count from incubator_applications ${where} group by 1 order by 2 desc, 1`,
    ),
    db.execute(sql`select coalesce(project_stage, 'unspecified') as value, count(*)::int as count
      from incubator_applications ${where} group by 1 order by 2 desc, 1`),
    db.execute(sql`select id, name, capital_raised, total_capital_target from incubated_projects
      where is_active and capital_raised is not null order by capital_raised desc, name limit 10`),
  ]);

  const counts = new Map(
    rowsOf<{ status: ApplicationStatusValue; count: number }>(statuses).map((r) => [
      r.status,
      Number(r.count),
    ]),
  );
  const byStatus = applicationStatusValues.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  const total = byStatus.reduce((sum, s) => sum + s.count, 0);
  const count = (s: ApplicationStatusValue) => counts.get(s) ?? 0;
  const split = (r: unknown) => rowsOf<Split>(r).map((x) => ({ value: x.value, count: Number(x.count) }));
  return {
    range,
    trendUnit: trend.unit,
    total,
    byStatus,
    funnel: [
      { stage: 'submitted', count: total },
      {
        stage: 'reviewed',
        count: count('under_review') + count('changes_requested') + count('approved') + count('rejected'),
      },
      { stage: 'approved', count: count('approved') },
    ],
    conversionRate: conversionRate(count('approved'), total),
    perDay: rowsOf<{ date: string; count: number }>(days).map((d) => ({
      date: d.date,
      count: Number(d.count),
    })),
    industries: split(industries),
    companyTypes: split(companyTypes),
    stages: split(stages),
    capitalByProject: rowsOf<{
      id: string;
      name: string;
      capital_raised: string;
      total_capital_target: string | null;
    }>(capital).map((p) => ({
      id: p.id,
      name: p.name,
      capitalRaised: Number(p.capital_raised),
      totalCapitalTarget: p.total_capital_target == null ? null : Number(p.total_capital_target),
    })),
  };
}

/**
 * The days the trend chart spans: the last 30 for the old answer; otherwise the range, its open
 * start at the first application, its end at today at the latest (the future holds no rows).
 */
async function trendWindow(
  db: DbOrTx,
  query: z.output<typeof analyticsRangeQuery>,
  range: AnalyticsRange,
  today: string,
): Promise<{ from: string; to: string; unit: TrendUnit }> {
  if (isLegacyRange(query)) return { from: addDays(today, -29), to: today, unit: 'day' };
  const { from, to } = await rangeDays(db, range, today, {
    table: 'incubator_applications',
    firstAt: 'created_at',
  });
  return { from, to, unit: trendUnitFor(daysBetween(from, to) + 1) };
}
