import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ProjectList } from '~/shared/schemas/public-projects';
import type { PublicStats } from '~/shared/schemas/stats';
import { withSignedIn } from '../../test/admin-context';
import { createTestContext, type TestContext } from '../../test/harness';
import {
  applicationChangeRequests,
  applicationProjects,
  decisionMailTemplates,
  heldDecisions,
  incubatedProjects,
  incubatorApplications,
  monitorAlerts,
  projectCapitalSourceHistory,
  projectCapitalSources,
} from '../schema/index';
import { seedDemo } from './demo';

let t: TestContext;
withSignedIn([], (ctx) => {
  t = ctx;
});

describe('seedDemo', () => {
  it('fills an empty database with every state the public screens show', async () => {
    const result = await seedDemo({ db: t.db });
    expect(result.seeded).toBe(true);

    const list = (await (await t.request('/api/projects')).json()) as ProjectList;
    const projects = list.projects;
    expect(projects.length).toBeGreaterThanOrEqual(9);
    for (const phase of ['documentation', 'development', 'testing', 'launch', 'capital_raising']) {
      expect(
        projects.some((p) => p.currentPhase === phase),
        phase,
      ).toBe(true);
    }
    expect(new Set(projects.map((p) => p.industry)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(projects.map((p) => p.companyType)).size).toBeGreaterThanOrEqual(4);
    expect(projects.some((p) => p.isFeatured)).toBe(true);
    expect(projects.some((p) => !p.isFeatured)).toBe(true);
    expect(projects.some((p) => p.logoUrl)).toBe(true);
    expect(projects.some((p) => !p.logoUrl)).toBe(true);
    expect(projects.some((p) => p.websiteUrl)).toBe(true);
    expect(projects.some((p) => !p.websiteUrl)).toBe(true);
    expect(projects.some((p) => p.tags.length > 3)).toBe(true);
    expect(projects.some((p) => p.capitalRaised === null)).toBe(true);
    expect(projects.some((p) => p.capitalRaised !== null && p.totalCapitalTarget !== null)).toBe(true);
    expect(projects.some((p) => p.linkedinUrl)).toBe(true);

    const [inactive] = await t.db
      .select({ n: count() })
      .from(incubatedProjects)
      .where(eq(incubatedProjects.isActive, false));
    expect(inactive!.n).toBeGreaterThan(0);

    const statuses = await t.db
      .select({ status: incubatorApplications.status, n: count() })
      .from(incubatorApplications)
      .groupBy(incubatorApplications.status);
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'approved',
      'changes_requested',
      'rejected',
      'submitted',
      'under_review',
    ]);
    // Issue 16's states: a request for changes waiting, a held decision, an edited template.
    expect(await t.db.select().from(applicationChangeRequests)).toHaveLength(1);
    expect((await t.db.select().from(heldDecisions)).map((h) => h.toStatus)).toEqual(['approved']);
    expect((await t.db.select().from(decisionMailTemplates)).map((m) => m.kind)).toEqual(['approved']);

    // The approved applications the demo projects came from open those projects: 'Create
    // incubated project' there would now be refused, a project of that name existing.
    const approved = await t.db
      .select({ name: incubatorApplications.name, project: incubatedProjects.name })
      .from(incubatorApplications)
      .leftJoin(applicationProjects, eq(applicationProjects.applicationId, incubatorApplications.id))
      .leftJoin(incubatedProjects, eq(incubatedProjects.id, applicationProjects.projectId))
      .where(eq(incubatorApplications.status, 'approved'));
    expect(approved.length).toBeGreaterThan(0);
    for (const a of approved) expect(a.project).toBe(a.name);

    const sources = await t.db
      .selectDistinct({ type: projectCapitalSources.sourceType })
      .from(projectCapitalSources);
    expect(sources.map((s) => s.type).sort()).toEqual(['other', 'token_sale', 'vip_nft']);

    // Capital sources as a sync leaves them: completed with history, failed with the error kept.
    const rows = await t.db.select().from(projectCapitalSources);
    const completed = rows.filter((r) => r.syncStatus === 'completed' && r.networkId !== null);
    expect(completed.length).toBeGreaterThan(0);
    expect(rows.find((r) => r.syncStatus === 'failed')?.lastError).toBeTruthy();
    const history = await t.db.select().from(projectCapitalSourceHistory);
    expect(history.filter((h) => h.sourceId === completed[0]!.id)).toHaveLength(6);
    const [withSources] = await t.db
      .select()
      .from(incubatedProjects)
      .where(eq(incubatedProjects.id, completed[0]!.projectId));
    const sum = rows
      .filter((r) => r.projectId === withSources!.id && r.syncStatus === 'completed')
      .reduce((total, r) => total + (r.usdConversion === 'none' ? 0 : r.totalRaised), 0);
    expect(withSources!.capitalRaised).toBe(sum);

    const stats = (await (await t.request('/api/stats/public')).json()) as PublicStats;
    expect(stats.projects_in_incubation).toBe(projects.length);
    expect(stats.capital_raised).toBeGreaterThan(0);
    expect(stats.vip_nft_revenue).toBeGreaterThan(0);
    expect(stats.token_vending_revenue).toBeGreaterThan(0);
  });

  it('dates follow the day the demo starts: joined years, charts and launch dates agree', async () => {
    const other = await createTestContext();
    try {
      // A start day in the past, not today: the dates must follow it. (Not in the future: the public
      // chart counts capital onboarded after the real today in the real current month.)
      const now = new Date('2024-03-10T12:00:00Z');
      await seedDemo({ db: other.db, now });
      const yearAgo = new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
      const today = now.toISOString().slice(0, 10);
      const projects = await other.db.select().from(incubatedProjects);
      const onboarded = projects.map((p) => p.onboardingDate).filter((d): d is string => !!d);
      expect(onboarded.length).toBeGreaterThan(5);
      for (const d of onboarded) expect(d >= yearAgo && d <= today, d).toBe(true);
      // The cards' 'Joined:' years are years the transparency charts show.
      const stats = (await (await other.request('/api/stats/transparency')).json()) as {
        capitalByMonth: Array<{ month: string }>;
        projectsByMonth: Array<{ month: string }>;
      };
      const months = [...stats.capitalByMonth, ...stats.projectsByMonth].map((m) => m.month);
      for (const m of months) expect(m >= yearAgo.slice(0, 7) && m <= today.slice(0, 7), m).toBe(true);
      const chartYears = new Set(months.map((m) => m.slice(0, 4)));
      for (const d of onboarded) expect(chartYears.has(d.slice(0, 4)), d).toBe(true);
      // An application's expected launch is ahead of the day it was sent.
      const launches = await other.db
        .select({ d: incubatorApplications.expectedLaunchDate })
        .from(incubatorApplications);
      const dated = launches.map((l) => l.d).filter((d): d is string => !!d);
      expect(dated.length).toBeGreaterThan(0);
      for (const d of dated) expect(d > today, d).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('does nothing the second time', async () => {
    const before = await t.db.select({ n: count() }).from(incubatedProjects);
    const apps = await t.db.select({ n: count() }).from(incubatorApplications);
    const result = await seedDemo({ db: t.db });
    expect(result).toEqual({ seeded: false, projects: 0, applications: 0 });
    expect(await t.db.select({ n: count() }).from(incubatedProjects)).toEqual(before);
    expect(await t.db.select({ n: count() }).from(incubatorApplications)).toEqual(apps);
  });

  it('leaves a database that already has projects untouched', async () => {
    const other = await createTestContext();
    try {
      await other.db.insert(incubatedProjects).values({ name: 'Real project' });
      expect((await seedDemo({ db: other.db })).seeded).toBe(false);
      const rows = await other.db
        .select({ n: count() })
        .from(incubatedProjects)
        .where(eq(incubatedProjects.isActive, true));
      expect(rows[0]!.n).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('seedDemo: monitors', () => {
  it('leaves monitors and alerts in every webhook state for /monitors and /alerts', async () => {
    const { signUpAs } = await import('../../test/auth');
    const admin = await signUpAs(t, { role: 'admin' });
    const monitors = (await (await t.request('/api/monitors', { headers: admin.headers })).json()) as Array<{
      kind: string;
    }>;
    expect(monitors.map((m) => m.kind).sort()).toEqual(['event', 'failed_tx']);
    const alerts = (await (await t.request('/api/alerts', { headers: admin.headers })).json()) as Array<{
      webhookStatus: string;
      txUrl: string | null;
    }>;
    expect(alerts.map((a) => a.webhookStatus).sort()).toEqual(['delivered', 'none', 'pending']);
    expect(alerts.every((a) => a.txUrl?.includes('/tx/0x'))).toBe(true);
  });

  it('makes no call it knows will fail: no public RPC read, no webhook to the made-up receiver', async () => {
    const { watchMonitors } = await import('../../features/monitors/service/index');
    const lines: Array<{ level: number; msg: string }> = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    // A day on, the retrying webhook would long be due and every active monitor read.
    const later = new Date(Date.now() + 24 * 3_600_000);
    const run = await watchMonitors({ ...t.deps, logger }, () => later);
    expect(run.ran).toBe(true);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    const [pending] = await t.db
      .select({ attempts: monitorAlerts.webhookAttempts, status: monitorAlerts.webhookStatus })
      .from(monitorAlerts)
      .where(eq(monitorAlerts.webhookStatus, 'pending'));
    expect(pending).toEqual({ attempts: 2, status: 'pending' });
  });
});
