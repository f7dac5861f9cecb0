import { and, desc, eq, sql } from 'drizzle-orm';
import { TRANSPARENCY_MONTHS, type MonthKey, type TransparencyStats } from '~/shared/schemas/stats';
import { rowsOf, type DbOrTx } from '../../db/client';
import { capitalSumSql } from '../../db/capital-value';
import { incubatedProjects } from '../../db/schema/index';
import { toPublicProject } from '../projects/service';

type Row = Record<string, unknown>;

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

const nextMonth = (month: MonthKey): MonthKey => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** Every month from the first to the last key, so charts show quiet months as zero. */
export function monthRange(first: MonthKey, last: MonthKey): MonthKey[] {
  const months: MonthKey[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) months.push(m);
  return months;
}

/** Approved / total x 100, rounded to one decimal (spec section 9); 0 when nothing was submitted. */
export function successRate(approved: number, total: number): number {
  return total > 0 ? Math.round((approved / total) * 1000) / 10 : 0;
}

/**
 * Everything on /transparency that real rows can answer. Months are UTC calendar months; a
 * project's capital counts in the month it was onboarded (its creation month when it has no
 * onboarding date; the current month when that date is still to come).
 */
export async function getTransparencyStats({ db }: { db: DbOrTx }): Promise<TransparencyStats> {
  const [totals, capital, projects, industries, sources, featured] = await Promise.all([
    db.execute(sql`
      select
        (select coalesce(sum(capital_raised), 0) from incubated_projects where is_active) as capital_raised,
        (select coalesce(sum(total_capital_target), 0) from incubated_projects where is_active)
          as capital_target,
        (select count(*) from incubated_projects where is_active) as projects,
        (select count(*) from incubated_projects where is_active and is_featured) as featured,
        (select count(*) from incubator_applications) as applications,
        (select count(*) from incubator_applications where status = 'approved') as approved,
        (select count(*) from project_capital_sources s join incubated_projects p on p.id = s.project_id
          where p.is_active and s.sync_status <> 'failed') as sources
    `),
    db.execute(sql`
      -- An onboarding date still to come counts this month: the capital is raised already.
      select to_char(least(coalesce(onboarding_date, (created_at at time zone 'UTC')::date),
          (now() at time zone 'UTC')::date), 'YYYY-MM') as month,
        coalesce(sum(capital_raised), 0) as raised
      from incubated_projects where is_active group by 1 order by 1
    `),
    db.execute(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as count
      from incubated_projects where is_active group by 1 order by 1
    `),
    db.execute(sql`
      select coalesce(nullif(industry, ''), 'other') as industry, count(*) as count
      from incubated_projects where is_active group by 1 order by 2 desc, 1
    `),
    db.execute(sql`
      select s.source_type, ${capitalSumSql('s')} as total
      from project_capital_sources s join incubated_projects p on p.id = s.project_id
      where p.is_active and s.last_synced_at is not null group by 1 order by 2 desc, 1
    `),
    db
      .select()
      .from(incubatedProjects)
      .where(and(eq(incubatedProjects.isActive, true), eq(incubatedProjects.isFeatured, true)))
      .orderBy(desc(incubatedProjects.createdAt), incubatedProjects.id)
      .limit(3),
  ]);

  const t = rowsOf(totals)[0] ?? {};
  const applications = num(t.applications);
  const approved = num(t.approved);

  return {
    totals: {
      capitalRaised: num(t.capital_raised),
      capitalTarget: num(t.capital_target),
      projectsIncubated: num(t.projects),
      featuredProjects: num(t.featured),
      totalApplications: applications,
      approvedApplications: approved,
      successRate: successRate(approved, applications),
      activeCapitalSources: num(t.sources),
    },
    capitalByMonth: capitalSeries(rowsOf(capital)),
    projectsByMonth: countSeries(rowsOf(projects)),
    industries: rowsOf(industries).map((r) => ({ industry: String(r.industry), count: num(r.count) })),
    capitalSources: rowsOf(sources).map((r) => ({ sourceType: String(r.source_type), total: num(r.total) })),
    featured: featured.map(toPublicProject),
    lastUpdated: new Date().toISOString(),
  };
}

function capitalSeries(rows: Row[]): TransparencyStats['capitalByMonth'] {
  if (rows.length === 0) return [];
  const byMonth = new Map(rows.map((r) => [String(r.month), num(r.raised)]));
  let cumulative = 0;
  const series = monthRange(String(rows[0]!.month), String(rows.at(-1)!.month)).map((month) => {
    const raised = byMonth.get(month) ?? 0;
    cumulative += raised;
    return { month, raised, cumulative };
  });
  // The running total keeps everything before the window; only the shown months are cut.
  return series.slice(-TRANSPARENCY_MONTHS);
}

function countSeries(rows: Row[]): TransparencyStats['projectsByMonth'] {
  if (rows.length === 0) return [];
  const byMonth = new Map(rows.map((r) => [String(r.month), num(r.count)]));
  return monthRange(String(rows[0]!.month), String(rows.at(-1)!.month))
    .map((month) => ({ month, count: byMonth.get(month) ?? 0 }))
    .slice(-TRANSPARENCY_MONTHS);
}
