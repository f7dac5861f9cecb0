import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamDashboard } from '~/shared/schemas/team-dashboard';
import { projectCommunications, projectMilestones, projectTeamMembers } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createProject } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

/* Issue 11: /team-dashboard's read answers a member with their projects only, an admin with all. */

let t: TestContext;
let owner: SignedIn;
let developer: SignedIn;
let outsider: SignedIn;
let admin: SignedIn;
let alpha: { id: string; name: string };
let beta: { id: string; name: string };
let hidden: { id: string; name: string };

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  [owner, developer, outsider, admin] = await Promise.all([
    signUpAs(t),
    signUpAs(t),
    signUpAs(t),
    signUpAs(t, { role: 'admin' }),
  ]);
  // Day 41 of 100 (Development) for alpha; beta has no programme start; hidden is inactive.
  alpha = await createProject(t.db, {
    name: 'Alpha Team',
    createdBy: owner.user.id,
    onboardingDate: isoDay(40),
  });
  beta = await createProject(t.db, { name: 'Beta Team', currentPhase: 'testing' });
  hidden = await createProject(t.db, { name: 'Gamma Hidden', createdBy: owner.user.id, isActive: false });
  await t.db.insert(projectTeamMembers).values([
    { projectId: alpha.id, userId: developer.user.id, role: 'developer' },
    { projectId: beta.id, userId: developer.user.id, role: 'designer' },
  ]);
  await t.db.insert(projectMilestones).values([
    { projectId: alpha.id, title: 'Audit', dueDay: 30, doneAt: new Date() },
    { projectId: alpha.id, title: 'Testnet', dueDay: 50 },
    { projectId: alpha.id, title: 'Mainnet', dueDay: 90 },
  ]);
  const message = { subject: 'Hello', messageContent: 'Text', deliveryStatus: 'delivered' as const };
  await t.db.insert(projectCommunications).values([
    { ...message, projectId: alpha.id, senderId: owner.user.id, messageType: 'message' },
    { ...message, projectId: alpha.id, senderId: owner.user.id, messageType: 'message', status: 'read' },
    { ...message, projectId: alpha.id, senderId: admin.user.id, messageType: 'reply' },
    { ...message, projectId: alpha.id, senderId: admin.user.id, messageType: 'reply' },
    { ...message, projectId: beta.id, senderId: developer.user.id, messageType: 'message' },
  ]);
});
afterAll(() => t.close());

async function dashboardOf(caller: SignedIn): Promise<TeamDashboard> {
  const res = await t.request('/api/team-dashboard', { headers: caller.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as TeamDashboard;
}

describe('GET /api/team-dashboard', () => {
  it('gives the owner their active projects with role, programme day, milestones and unread replies', async () => {
    const body = await dashboardOf(owner);
    expect(body.scope).toBe('member');
    expect(body.projects.map((p) => p.name)).toEqual(['Alpha Team']);
    const [p] = body.projects;
    expect(p).toMatchObject({
      id: alpha.id,
      role: 'owner',
      isActive: true,
      programme: { day: 41, state: 'running', phase: { label: 'Development' } },
      milestones: { done: 1, total: 3 },
      // The two admin replies are unread; the members' own messages do not count for them.
      unreadMessages: 2,
    });
    expect(p!.lastActivityAt).not.toBeNull();
  });

  it('gives a team member each project they belong to with their role there', async () => {
    const body = await dashboardOf(developer);
    expect(body.projects.map((p) => [p.name, p.role])).toEqual([
      ['Alpha Team', 'developer'],
      ['Beta Team', 'designer'],
    ]);
    const beta = body.projects[1]!;
    expect(beta.programme).toMatchObject({ day: null, state: 'unscheduled' });
    expect(beta.milestones).toEqual({ done: 0, total: 0 });
    expect(beta.unreadMessages).toBe(0);
  });

  it("never shows a user another team's project", async () => {
    const body = await dashboardOf(outsider);
    expect(body).toEqual({ scope: 'member', projects: [] });
  });

  it('gives admins every project, inactive ones too, counting the members’ unread messages', async () => {
    const body = await dashboardOf(admin);
    expect(body.scope).toBe('all');
    const names = body.projects.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Alpha Team', 'Beta Team', 'Gamma Hidden']));
    const byName = new Map(body.projects.map((p) => [p.name, p]));
    expect(byName.get('Alpha Team')).toMatchObject({ role: null, unreadMessages: 1 });
    expect(byName.get('Beta Team')).toMatchObject({ unreadMessages: 1, currentPhase: 'testing' });
    expect(byName.get('Gamma Hidden')).toMatchObject({ isActive: false, id: hidden.id });
  });

  it('answers 401 when signed out', async () => {
    const res = await t.request('/api/team-dashboard');
    expect(res.status).toBe(401);
  });
});
