import { sql } from 'drizzle-orm';
import {
  applicationStatusValues,
  type ApplicationAnalytics,
  type ApplicationStatusValue,
} from '~/shared/applicants';
import type { DbOrTx } from '../../db/client';
import { conversionRate } from './counts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
type Split = { value: string; count: number };

/** /admin/analytics: every figure from real rows. Days are UTC. */
export async function getApplicationAnalytics({
  db,
  now = new Date(),
}: {
  db: DbOrTx;
  now?: Date;
}): Promise<ApplicationAnalytics> {
  const today = now.toISOString().slice(0, 10);
  const [statuses, days, industries, companyTypes, stages, capital] = await Promise.all([
    db.execute(sql`select status, count(*)::int as count from incubator_applications group by status`),
    db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as date, count(a.id)::int as count
      from generate_series(${today}::date - 29, ${today}::date, interval '1 day') as d(day)
      left join incubator_applications a
        on a.created_at >= (d.day at time zone 'UTC') and a.created_at < ((d.day + interval '1 day') at time zone 'UTC')
      group by d.day
      order by d.day`),
    db.execute(
      sql`select industry as value, count(*)::int as count from incubator_applications group by 1 order by 2 desc, 1`,
    ),
    db.execute(
      sql`select company_type as value, count(*)::int as count from incubator_applications group by 1 order by 2 desc, 1`,
    ),
    db.execute(sql`select coalesce(project_stage, 'unspecified') as value, count(*)::int as count
      from incubator_applications group by 1 order by 2 desc, 1`),
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
