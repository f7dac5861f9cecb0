import { expect, it } from 'vitest';
import type { AdminInvitation } from '~/shared/auth';
import type { InboxThread, MessageCounts } from '~/shared/schemas/messages';
import type { Milestone } from '~/shared/schemas/milestones';
import type { ProjectTeam } from '~/shared/schemas/project-members';
import type { ManagedProject, ManagedProjectSummary } from '~/shared/schemas/projects';
import type { CapitalAnalytics } from '~/shared/schemas/capital-sources';
import type { ProfitDistribution } from '~/shared/schemas/profit-distributions';
import type { RevenueTarget } from '~/shared/schemas/revenue-targets';
import { projectMilestones } from '../schema/index';
import type { SignedIn } from '../../test/auth';
import type { TestContext } from '../../test/harness';
import type { TeamDashboard } from '~/shared/schemas/team-dashboard';
import { DEMO_PASSWORD } from './demo-logins';
import { seedDemoProgramme } from './demo-programme';
import { withDemoSeeded } from './demo-test-context';

let t: TestContext;
let admin: SignedIn;
withDemoSeeded(
  (ctx) => seedDemoProgramme(ctx.db),
  (ctx, signedIn) => {
    t = ctx;
    admin = signedIn;
  },
);

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
  expect(counts).toMatchObject({ unread: 1, urgent: 1 });
  const { threads } = (await (await t.request('/api/admin/messages', { headers: admin.headers })).json()) as {
    threads: InboxThread[];
  };
  expect(threads).toHaveLength(2);
  expect(threads[0]!.topUnreadPriority).toBe('urgent');
  const archived = (await (
    await t.request('/api/admin/messages?status=archived', { headers: admin.headers })
  ).json()) as { threads: InboxThread[] };
  expect(archived.threads).toHaveLength(2);
  const replied = (await (
    await t.request('/api/admin/messages?status=replied', { headers: admin.headers })
  ).json()) as { threads: InboxThread[] };
  expect(replied.threads).toHaveLength(2);
});

it("leaves the second founder an admin reply they have not read but their team member has, and the member both founders' projects", async () => {
  const dashboardOf = async (email: string) => {
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: DEMO_PASSWORD },
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return (await (await t.request('/api/team-dashboard', { headers: { cookie } })).json()) as TeamDashboard;
  };
  const founder2 = await dashboardOf('founder2@demo.hatchery.local');
  expect(founder2.projects.map((p) => [p.role, p.unreadMessages])).toEqual([['owner', 1]]);
  const member = await dashboardOf('member@demo.hatchery.local');
  expect(member.projects.map((p) => p.role).sort()).toEqual(['advisor', 'developer']);
  // Each reads for themselves: the member read the reply on founder2's project, founder2 did not.
  expect(member.projects.map((p) => p.unreadMessages)).toEqual([0, 0]);
  expect(member.projects.map((p) => p.id)).toContain(founder2.projects[0]!.id);
});

it('gives the founders teams of every role, open invitations, and milestones ticked by an admin', async () => {
  const res = await t.request('/api/admin/projects?active=true', { headers: admin.headers });
  const { projects } = (await res.json()) as { projects: ManagedProjectSummary[] };
  const get = async <T>(path: string) =>
    (await (await t.request(path, { headers: admin.headers })).json()) as T;
  const teams = await Promise.all(projects.map((p) => get<ProjectTeam>(`/api/projects/${p.id}/team`)));
  const roles = new Set(teams.flatMap((team) => team.members.map((m) => m.role)));
  expect(roles).toEqual(new Set(['owner', 'co-founder', 'developer', 'designer', 'advisor', 'member']));
  expect(teams.filter((team) => team.invitations.length > 0).length).toBeGreaterThanOrEqual(2);
  const profiles = await Promise.all(
    projects.map((p) => get<ManagedProject>(`/api/projects/${p.id}/profile`)),
  );
  expect(profiles.some((p) => !p.owner && p.pendingOwnerEmail)).toBe(true);
  // The Users page has a platform invitation waiting and one lapsed, to send again.
  const { invitations } = await get<{ invitations: AdminInvitation[] }>('/api/admin/invitations');
  const platform = invitations.filter((i) => i.projectId === null);
  expect(platform.map((i) => i.status).sort()).toEqual(['expired', 'pending']);
  const milestones = (
    await Promise.all(
      projects.map((p) => get<{ milestones: Milestone[] }>(`/api/projects/${p.id}/milestones`)),
    )
  ).flatMap((m) => m.milestones);
  const tickers = new Set(milestones.filter((m) => m.done).map((m) => m.doneBy?.name));
  expect(tickers).toEqual(new Set(['Demo Super Admin', 'Demo Admin']));
  expect(milestones.some((m) => !m.done)).toBe(true);
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
