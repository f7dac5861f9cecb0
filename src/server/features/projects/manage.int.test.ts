import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectAccessEntry } from '~/shared/auth';
import type { Milestone } from '~/shared/schemas/milestones';
import type { MemberAddResult, ProjectTeam } from '~/shared/schemas/project-members';
import type { ManagedProject, ManagedProjectSummary, ProjectOverview } from '~/shared/schemas/projects';
import { incubatedProjects } from '../../db/schema/index';
import { sessionCookieFrom, signUpAs, type SignedIn } from '../../test/auth';
import { createApplication, createCapitalSource } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { invitationLinkMailedTo, lastMailTo } from '../../test/mail';

let t: TestContext;
let admin: SignedIn;
let owner: SignedIn;
let teammate: SignedIn;
let stranger: SignedIn;
let project: ManagedProject;

const json = <T>(res: Response) => res.json() as Promise<T>;
const send = (method: string, path: string, who: SignedIn, body?: unknown) =>
  t.request(path, { method, headers: who.headers, ...(body === undefined ? {} : { json: body }) });

/** Signs up through the real endpoint with the token from the mailed invitation link. */
async function acceptInvitationMailedTo(email: string) {
  const token = (await invitationLinkMailedTo(t.db, email)).searchParams.get('token')!;
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: 'founder-pass', name: 'Invited Founder', invitationToken: token },
  });
  expect(res.status).toBe(200);
  const cookie = sessionCookieFrom(res);
  return { cookie, origin: new URL(t.config.PUBLIC_URL).origin };
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await signUpAs(t, { role: 'admin' });
  owner = await signUpAs(t, { name: 'Olga Owner' });
  teammate = await signUpAs(t, { name: 'Tom Teammate' });
  stranger = await signUpAs(t);
});
afterAll(() => t.close());

describe('admins create and list projects', () => {
  it('creates a project with every profile field, normalised', async () => {
    const res = await send('POST', '/api/admin/projects', admin, {
      name: '  Summit   Lend ',
      description: 'Lending for climbers.\n\nOn Avalanche.',
      websiteUrl: 'summit.example',
      linkedinUrl: 'https://linkedin.com/company/summit',
      industry: 'defi',
      companyType: 'startup',
      projectStage: 'development',
      tags: ['defi', 'lending'],
      totalCapitalTarget: 400000,
      capitalRaised: 100000,
      currentPhase: 'development',
      onboardingDate: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10),
      isActive: true,
    });
    expect(res.status).toBe(201);
    project = await json<ManagedProject>(res);
    expect(project).toMatchObject({
      name: 'Summit Lend',
      description: 'Lending for climbers.\n\nOn Avalanche.',
      websiteUrl: 'https://summit.example',
      linkedinUrl: 'https://linkedin.com/company/summit',
      isActive: true,
      isFeatured: false,
      owner: null,
      programme: { day: 41, state: 'running', phase: { label: 'Development' } },
    });
    await t.db
      .update(incubatedProjects)
      .set({ createdBy: owner.user.id })
      .where(eq(incubatedProjects.id, project.id));
  });

  it('refuses bad fields naming them, and stores nothing', async () => {
    const res = await send('POST', '/api/admin/projects', admin, {
      name: 'x',
      websiteUrl: 'not a url',
      totalCapitalTarget: -1,
      currentPhase: 'orbit',
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(Object.keys(error.fields).sort()).toEqual([
      'currentPhase',
      'name',
      'totalCapitalTarget',
      'websiteUrl',
    ]);
    expect(error.fields.name).toBe('Project name must be at least 2 characters long');
    expect(await t.db.$count(incubatedProjects)).toBe(1);
    expect((await send('POST', '/api/admin/projects', owner, { name: 'Mine' })).status).toBe(403);
  });

  it('lists every project with its figures and filters', async () => {
    await send('POST', '/api/admin/projects', admin, {
      name: 'Hidden Draft',
      isActive: false,
      industry: 'nft',
    });
    const all = (
      await json<{ projects: ManagedProjectSummary[] }>(await send('GET', '/api/admin/projects', admin))
    ).projects;
    expect(all.map((p) => p.name)).toEqual(['Summit Lend', 'Hidden Draft']);
    expect(all[0]).toMatchObject({
      teamSize: 1,
      unreadMessages: 0,
      milestonesTotal: 0,
      capitalRaised: 100000,
    });
    const drafts = await json<{ projects: ManagedProjectSummary[] }>(
      await send('GET', '/api/admin/projects?active=false', admin),
    );
    expect(drafts.projects.map((p) => p.name)).toEqual(['Hidden Draft']);
    const search = await json<{ projects: ManagedProjectSummary[] }>(
      await send('GET', '/api/admin/projects?search=climb', admin),
    );
    expect(search.projects.map((p) => p.name)).toEqual(['Summit Lend']);
    const bad = await send('GET', '/api/admin/projects?active=maybe&industry=space', admin);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      active: 'Active must be true or false',
      industry: 'Industry is not one of the listed industries',
    });
  });
});

describe('the owner edits the profile', () => {
  it('lets the owner change the public profile but not publication, featuring, phase or the capital figures', async () => {
    const ok = await send('PATCH', `/api/projects/${project.id}`, owner, {
      shortDescription: 'Loans at altitude',
      tags: ['defi'],
    });
    expect(ok.status).toBe(200);
    expect(await json<ManagedProject>(ok)).toMatchObject({
      shortDescription: 'Loans at altitude',
      tags: ['defi'],
      owner: { id: owner.user.id },
    });
    const refused = await send('PATCH', `/api/projects/${project.id}`, owner, {
      isFeatured: true,
      currentPhase: 'launch',
    });
    expect(refused.status).toBe(403);
    expect(Object.keys((await refused.json()).error.fields).sort()).toEqual(['currentPhase', 'isFeatured']);
    expect((await send('PATCH', `/api/projects/${project.id}`, stranger, { name: 'Taken' })).status).toBe(
      403,
    );
    // The capital figures are the admins' (design: money fields are in their projects CRUD).
    const money = await send('PATCH', `/api/projects/${project.id}`, owner, {
      totalCapitalTarget: 9_000_000,
      capitalRaised: 5_000_000,
      shortDescription: 'Sneaked in',
    });
    expect(money.status).toBe(403);
    expect((await money.json()).error.fields).toEqual({
      totalCapitalTarget: 'Only admins can change this',
      capitalRaised: 'Only admins can change this',
    });
    const unchanged = await json<ManagedProject>(
      await send('GET', `/api/projects/${project.id}/profile`, owner),
    );
    expect(unchanged).toMatchObject({
      totalCapitalTarget: 400000,
      capitalRaised: 100000,
      shortDescription: 'Loans at altitude',
    });
    const featured = await send('PATCH', `/api/projects/${project.id}`, admin, { isFeatured: true });
    expect((await json<ManagedProject>(featured)).isFeatured).toBe(true);
  });
});

describe('tags', () => {
  it('keeps each tag once, however often it was sent', async () => {
    const res = await send('PATCH', `/api/projects/${project.id}`, admin, {
      tags: ['defi', 'lending', ' defi ', 'defi'],
    });
    expect(res.status).toBe(200);
    expect((await json<ManagedProject>(res)).tags).toEqual(['defi', 'lending']);
  });
});

describe('the team', () => {
  it('invites an existing user by e-mail, who joins on accepting; a second add is refused', async () => {
    const res = await send('POST', `/api/projects/${project.id}/team`, owner, {
      email: teammate.email.toUpperCase(),
      role: 'developer',
    });
    expect(res.status).toBe(201);
    const { invitation } = await json<MemberAddResult>(res);
    expect(invitation).toMatchObject({ email: teammate.email, role: 'developer' });
    const accepted = await send('POST', `/api/me/project-invitations/${invitation.id}/accept`, teammate);
    expect(accepted.status).toBe(200);
    const again = await send('POST', `/api/projects/${project.id}/team`, owner, { email: teammate.email });
    expect(again.status).toBe(409);
    expect(
      (await send('POST', `/api/projects/${project.id}/team`, teammate, { email: stranger.email })).status,
    ).toBe(403);
  });

  it('invites a new address into the project; signing up with the link makes the membership', async () => {
    const email = 'new.designer@example.com';
    const res = await send('POST', `/api/projects/${project.id}/team`, owner, { email, role: 'designer' });
    expect(await json<MemberAddResult>(res)).toMatchObject({ invitation: { email, role: 'designer' } });
    const mail = await lastMailTo(t.db, email);
    expect(mail?.subject).toBe('Join “Summit Lend” on Hatchery');
    const invitee = await acceptInvitationMailedTo(email);
    const me = await json<{ projects: ProjectAccessEntry[] }>(
      await t.request('/api/me', { headers: { cookie: invitee.cookie } }),
    );
    expect(me.projects).toEqual([
      expect.objectContaining({ id: project.id, role: 'designer', isOwner: false }),
    ]);
    const team = await json<ProjectTeam>(await send('GET', `/api/projects/${project.id}/team`, teammate));
    expect(team.members.map((m) => [m.name, m.role])).toEqual([
      ['Olga Owner', 'owner'],
      ['Tom Teammate', 'developer'],
      ['Invited Founder', 'designer'],
    ]);
    expect(team.invitations).toEqual([]);
  });

  it('changes a role, hands over ownership only to a member, and removes members', async () => {
    const team = await json<ProjectTeam>(await send('GET', `/api/projects/${project.id}/team`, owner));
    const tom = team.members.find((m) => m.userId === teammate.user.id)!;
    const changed = await json<ProjectTeam>(
      await send('PATCH', `/api/projects/${project.id}/team/${tom.memberId}`, owner, { role: 'co-founder' }),
    );
    expect(changed.members.find((m) => m.userId === teammate.user.id)?.role).toBe('co-founder');
    const refused = await send('POST', `/api/projects/${project.id}/owner`, owner, {
      userId: stranger.user.id,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.userId).toBe('The new owner must be a member of the team');
    const handed = await json<ProjectTeam>(
      await send('POST', `/api/projects/${project.id}/owner`, owner, { userId: teammate.user.id }),
    );
    expect(handed.members.slice(0, 1).map((m) => [m.userId, m.role])).toEqual([[teammate.user.id, 'owner']]);
    expect(handed.members.find((m) => m.userId === owner.user.id)?.role).toBe('co-founder');
    const olga = handed.members.find((m) => m.userId === owner.user.id)!;
    const removed = await json<ProjectTeam>(
      await send('DELETE', `/api/projects/${project.id}/team/${olga.memberId}`, teammate),
    );
    expect(removed.members.some((m) => m.userId === owner.user.id)).toBe(false);
    expect((await send('GET', `/api/projects/${project.id}/team`, owner)).status).toBe(403);
  });
});

describe('milestones and the project dashboard', () => {
  it('lets admins set and tick milestones, and shows real figures on the overview', async () => {
    const first = await json<Milestone>(
      await send('POST', `/api/projects/${project.id}/milestones`, admin, {
        title: 'Audit booked',
        dueDay: 30,
      }),
    );
    await send('POST', `/api/projects/${project.id}/milestones`, admin, {
      title: 'Mainnet launch',
      dueDay: 95,
    });
    expect(
      (await send('POST', `/api/projects/${project.id}/milestones`, teammate, { title: 'Mine', dueDay: 5 }))
        .status,
    ).toBe(403);
    const bad = await send('POST', `/api/projects/${project.id}/milestones`, admin, {
      title: ' ',
      dueDay: 101,
    });
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['dueDay', 'title']);
    const ticked = await json<Milestone>(
      await send('PATCH', `/api/projects/${project.id}/milestones/${first.id}`, admin, { done: true }),
    );
    expect(ticked).toMatchObject({ done: true, doneBy: { id: admin.user.id } });

    await createCapitalSource(t.db, {
      projectId: project.id,
      contractName: 'VIP pass',
      totalRaised: 25000,
      syncStatus: 'completed',
      lastSyncedAt: new Date(),
    });
    await send('POST', `/api/projects/${project.id}/messages`, admin, {
      subject: 'Welcome',
      messageContent: 'Day one.',
    });
    const overview = await json<ProjectOverview>(
      await send('GET', `/api/projects/${project.id}/overview`, teammate),
    );
    expect(overview).toMatchObject({
      viewerRole: 'owner',
      teamSize: 2,
      milestoneProgress: { done: 1, total: 2, percent: 50 },
      capital: {
        raised: 100000,
        target: 400000,
        percent: 25,
        // No USD rate (the default): its amount is not dollars, so it has no USD value to show.
        sources: [
          expect.objectContaining({
            contractName: 'VIP pass',
            syncStatus: 'completed',
            totalRaised: 25000,
            value: null,
          }),
        ],
      },
      messages: { unreadForViewer: 1, total: 1 },
    });
    expect(overview.activity.map((a) => a.kind).sort()).toEqual(['capital', 'message', 'milestone', 'team']);
    expect((await send('GET', `/api/projects/${project.id}/overview`, stranger)).status).toBe(403);
    const listed = await json<{ projects: ManagedProjectSummary[] }>(
      await send('GET', '/api/admin/projects?search=Summit', admin),
    );
    expect(listed.projects[0]).toMatchObject({ teamSize: 2, milestonesDone: 1, milestonesTotal: 2 });
  });
});

describe('a project made from an application', () => {
  // The edits took any phase (and untrimmed, unlabelled tags), which the project's own rules refuse.
  it('refuses edits the project rules refuse, naming each, and makes no project', async () => {
    const app = await createApplication(t.db, { status: 'approved' });
    const before = await t.db.$count(incubatedProjects);
    const res = await send('POST', `/api/admin/applications/${app.id}/project`, admin, {
      name: 'x',
      currentPhase: 'orbit',
      tags: ['<b>hot</b>'],
      shortDescription: 's'.repeat(201),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({
      name: 'Project name must be at least 2 characters long',
      currentPhase: 'Phase is not one of the listed phases',
      'tags.0': 'Tags may use letters, digits, spaces, - and _',
      shortDescription: 'Short description must be no more than 200 characters long',
    });
    expect(await t.db.$count(incubatedProjects)).toBe(before);
    const ok = await send('POST', `/api/admin/applications/${app.id}/project`, admin, {
      currentPhase: 'launch',
      tags: ['defi', 'defi'],
    });
    expect(ok.status).toBe(201);
    expect((await ok.json()).project).toMatchObject({ currentPhase: 'launch', tags: ['defi'] });
  });

  it('starts unpublished without owner, and the founder claims it through the mailed invitation', async () => {
    const app = await createApplication(t.db, {
      status: 'approved',
      name: 'Peak Pass',
      contactEmail: 'founder@peakpass.example',
    });
    const res = await send('POST', `/api/admin/applications/${app.id}/project`, admin, {});
    const created = (await res.json()).project as { id: string; isActive: boolean; createdBy: string | null };
    expect(created).toMatchObject({ isActive: false, createdBy: null });
    const profile = await json<ManagedProject>(
      await send('GET', `/api/projects/${created.id}/profile`, admin),
    );
    expect(profile).toMatchObject({ owner: null, pendingOwnerEmail: 'founder@peakpass.example' });

    const founder = await acceptInvitationMailedTo('founder@peakpass.example');
    await send('PATCH', `/api/projects/${created.id}`, admin, { isActive: true });
    const me = await json<{ projects: ProjectAccessEntry[] }>(
      await t.request('/api/me', { headers: { cookie: founder.cookie } }),
    );
    expect(me.projects).toEqual([expect.objectContaining({ id: created.id, isOwner: true, role: 'owner' })]);
    const claimed = await json<ManagedProject>(
      await send('GET', `/api/projects/${created.id}/profile`, admin),
    );
    expect(claimed).toMatchObject({ owner: { email: 'founder@peakpass.example' }, pendingOwnerEmail: null });
  });
});
