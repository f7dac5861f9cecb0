import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InboxThread, MessageCounts } from '~/shared/schemas/messages';
import type { CapitalAnalytics } from '~/shared/schemas/capital-sources';
import type { ProfitDistribution } from '~/shared/schemas/profit-distributions';
import type { ManagedProjectSummary } from '~/shared/schemas/projects';
import type { RevenueTarget } from '~/shared/schemas/revenue-targets';
import { projectMilestones } from '../schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { seedDemo } from './demo';
import { seedDemoLogins } from './demo-logins';
import { seedDemoProgramme } from './demo-programme';

let t: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo({ db: t.db });
  await seedDemoLogins(t.deps);
  await seedDemoProgramme(t.db);
  admin = await signUpAs(t, { role: 'admin' });
});
afterAll(() => t.close());

it('puts the demo projects at different days of the programme, with milestones ticked up to today', async () => {
  const res = await t.request('/api/admin/projects?active=true', { headers: admin.headers });
  const { projects } = (await res.json()) as { projects: ManagedProjectSummary[] };
  const states = new Set(projects.map((p) => p.programme.state));
  expect(states).toEqual(new Set(['running', 'completed', 'not_started']));
  const phases = new Set(projects.map((p) => p.programme.phase?.label).filter(Boolean));
  expect(phases).toEqual(new Set(['Foundation', 'Development', 'Launch']));
  expect(projects.map((p) => p.milestonesTotal)).toEqual(projects.map(() => 5));
  expect(projects.some((p) => p.milestonesDone > 0 && p.milestonesDone < 5)).toBe(true);
});

it('gives the founders threads with unread, urgent, replied and archived messages', async () => {
  const counts = (await (
    await t.request('/api/admin/messages/counts', { headers: admin.headers })
  ).json()) as MessageCounts;
  expect(counts).toMatchObject({ unread: 2, urgent: 1 });
  const { threads } = (await (await t.request('/api/admin/messages', { headers: admin.headers })).json()) as {
    threads: InboxThread[];
  };
  expect(threads).toHaveLength(2);
  expect(threads[0]!.topUnreadPriority).toBe('urgent');
  const archived = (await (
    await t.request('/api/admin/messages?status=archived', { headers: admin.headers })
  ).json()) as { threads: InboxThread[] };
  expect(archived.threads).toHaveLength(2);
});

it('gives several projects revenue targets and distributions, and capital analytics every status and weeks of history', async () => {
  const get = async <T>(path: string) =>
    (await (await t.request(path, { headers: admin.headers })).json()) as T;
  const targets = await get<RevenueTarget[]>('/api/revenue-targets');
  expect(new Set(targets.map((r) => r.projectId)).size).toBeGreaterThanOrEqual(4);
  expect(new Set(targets.map((r) => r.status))).toEqual(new Set(['active', 'achieved']));
  const paid = await get<ProfitDistribution[]>('/api/profit-distributions');
  expect(new Set(paid.map((d) => d.projectId)).size).toBeGreaterThanOrEqual(3);
  const capital = await get<CapitalAnalytics>('/api/admin/analytics/capital');
  expect(capital.syncHealth.completed).toBeGreaterThan(0);
  expect(capital.syncHealth.failed).toBeGreaterThan(0);
  expect(capital.syncHealth.pending).toBeGreaterThan(0);
  const weeksWithCapital = capital.weekly.filter((w) => w.vip_nft + w.token_sale + w.other > 0);
  expect(weeksWithCapital.length).toBeGreaterThanOrEqual(5);
  expect(capital.byProject.filter((p) => p.raised > 0).length).toBeGreaterThanOrEqual(3);
});

it('runs once: a second start adds nothing', async () => {
  const before = await t.db.$count(projectMilestones);
  await seedDemoProgramme(t.db);
  expect(await t.db.$count(projectMilestones)).toBe(before);
});
