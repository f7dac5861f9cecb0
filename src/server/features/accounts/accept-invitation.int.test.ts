import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProjectTeam } from '~/shared/schemas/project-members';
import { incubatedProjects, invitations, projectTeamMembers, users } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createProject, uniqueEmail } from '../../test/factories';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';
import { inviteIntoNewTeam } from '../../test/invitations';
import { invitationLinkMailedTo } from '../../test/mail';

/*
 * An existing account accepting an invitation sent to its address: the invitee signed up on their
 * own after being invited, or was invited into a team before they had an account.
 */

let t: TestContext;
let superAdmin: SignedIn;
let founder: SignedIn;
withSignedIn(
  ['super_admin', 'user'],
  (ctx, users) => {
    [t, [superAdmin, founder]] = [ctx, users];
  },
  { AUTH_RATE_LIMIT_MAX: '1000' },
);

/** A platform invitation, as the invitee's mailed link carries it. */
async function platformInvitation(email: string, role: 'user' | 'admin' | 'super_admin') {
  const res = await t.request('/api/admin/invitations', {
    method: 'POST',
    json: { email, role },
    headers: superAdmin.headers,
  });
  expect(res.status).toBe(201);
  return (await invitationLinkMailedTo(t.db, email)).searchParams.get('token')!;
}

/** An invitation into a project's team (what the founder sends an address without an account). */
const teamInvitation = (email: string, role: 'developer' | 'owner' = 'developer') =>
  inviteIntoNewTeam(t, { email, role, by: founder });

const accept = (token: string, by: SignedIn | null) =>
  t.request(`/api/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    headers: by?.headers ?? { origin: new URL(t.config.PUBLIC_URL).origin },
  });

const check = (token: string) => t.request(`/api/invitations/${encodeURIComponent(token)}`);
const roleOf = async (id: string) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;
const teamOf = async (projectId: string) =>
  (await (
    await t.request(`/api/projects/${projectId}/team`, { headers: superAdmin.headers })
  ).json()) as ProjectTeam;

describe('accepting an invitation with an existing account', () => {
  it('gives an account made after the invitation the invited role, once', async () => {
    const email = uniqueEmail('existing');
    const token = await platformInvitation(email, 'admin');
    const invitee = await signUpAs(t, { email });

    const info = await check(token);
    expect(await info.json()).toMatchObject({ email, role: 'admin', isValid: true, hasAccount: true });

    const res = await accept(token, invitee);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ role: 'admin', project: null, alreadyMember: false });
    const me = await t.request('/api/me', { headers: invitee.headers });
    expect((await me.json()).user).toMatchObject({ email, role: 'admin' });

    // One use: the link is spent, and a second accept says so.
    expect((await check(token)).status).toBe(404);
    const again = await accept(token, invitee);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('You have already accepted this invitation');
  });

  it('never lowers a higher role the account already holds', async () => {
    const email = uniqueEmail('existing');
    const token = await platformInvitation(email, 'user');
    const invitee = await signUpAs(t, { email, role: 'super_admin' });
    const res = await accept(token, invitee);
    expect(res.status).toBe(200);
    expect((await res.json()).role).toBe('super_admin');
    expect(await roleOf(invitee.user.id)).toBe('super_admin');
  });

  it('seats the account on the team it was invited into, leaving its other invitations open', async () => {
    const email = uniqueEmail('existing');
    const first = await teamInvitation(email);
    const second = await teamInvitation(email);
    const invitee = await signUpAs(t, { email });

    const res = await accept(first.token, invitee);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      role: 'user',
      project: { id: first.project.id, name: first.project.name, role: 'developer', previousRole: null },
      alreadyMember: false,
    });
    const team = await teamOf(first.project.id);
    expect(team.members.filter((m) => m.email === email)).toMatchObject([{ role: 'developer' }]);
    expect(team.invitations).toEqual([]);
    const me = await (await t.request('/api/me', { headers: invitee.headers })).json();
    expect(me.projects.map((p: { id: string }) => p.id)).toEqual([first.project.id]);

    // The other link still works on its own, and is accepted by following it.
    expect((await teamOf(second.project.id)).invitations.map((i) => i.email)).toEqual([email]);
    expect((await accept(second.token, invitee)).status).toBe(200);
    expect((await teamOf(second.project.id)).members.map((m) => m.email)).toContain(email);
  });

  // The old role was kept without a word: the invitation is what the owner chose most recently.
  it('gives someone already on the team the invited role, and says which role it replaced', async () => {
    const email = uniqueEmail('existing');
    const { project, token } = await teamInvitation(email);
    const invitee = await signUpAs(t, { email });
    await t.db
      .insert(projectTeamMembers)
      .values({ projectId: project.id, userId: invitee.user.id, role: 'advisor' });

    const res = await accept(token, invitee);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      project: { id: project.id, role: 'developer', previousRole: 'advisor' },
      alreadyMember: true,
    });
    const team = await teamOf(project.id);
    expect(team.members.filter((m) => m.email === email)).toMatchObject([{ role: 'developer' }]);
    expect(team.invitations).toEqual([]);
  });

  it("never takes a project from its owner: the owner's own invitation leaves them owner", async () => {
    const email = uniqueEmail('existing');
    const { project, token } = await teamInvitation(email);
    const invitee = await signUpAs(t, { email });
    await t.db
      .update(incubatedProjects)
      .set({ createdBy: invitee.user.id })
      .where(eq(incubatedProjects.id, project.id));

    const res = await accept(token, invitee);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      project: { id: project.id, role: 'owner', previousRole: 'owner' },
      alreadyMember: true,
    });
    const team = await teamOf(project.id);
    expect(team.members.filter((m) => m.email === email)).toMatchObject([{ role: 'owner', memberId: null }]);
  });

  // Admins see every project from the admin side; a seat on one team only confused them and the team.
  it('refuses a team invitation to an account that is an admin now, and seats nobody', async () => {
    const email = uniqueEmail('existing');
    const { project, token } = await teamInvitation(email);
    const invitee = await signUpAs(t, { email, role: 'admin' });
    const res = await accept(token, invitee);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(
      'Admins are not added to teams: they see every project from the admin side',
    );
    expect((await teamOf(project.id)).members.map((m) => m.email)).not.toContain(email);
  });

  it('refuses an admin invitation to an account on a team (409 naming role); the link stays open', async () => {
    const email = uniqueEmail('existing');
    const adminToken = await platformInvitation(email, 'admin');
    const invitee = await signUpAs(t, { email, name: 'Ada' });
    const project = await createProject(t.db, { name: 'Summit Lend', createdBy: founder.user.id });
    await t.db
      .insert(projectTeamMembers)
      .values({ projectId: project.id, userId: invitee.user.id, role: 'member' });

    const res = await accept(adminToken, invitee);
    expect(res.status).toBe(409);
    const message = 'Ada is on the team of Summit Lend; remove them from the team first';
    expect((await res.json()).error).toEqual({ code: 'CONFLICT', message, fields: { role: message } });
    expect(await roleOf(invitee.user.id)).toBe('user');
    expect((await teamOf(project.id)).members.map((m) => m.email)).toContain(email);
    expect(await (await check(adminToken)).json()).toMatchObject({ isValid: true });
  });

  it('signing up with an admin invitation withdraws the open team invitations of the address', async () => {
    const email = uniqueEmail('existing');
    const { project, token: teamToken } = await teamInvitation(email);
    const adminToken = await platformInvitation(email, 'admin');
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: new URL(t.config.PUBLIC_URL).origin },
      json: { email, password: 'invited-pass', name: 'New Admin', invitationToken: adminToken },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ invitationAccepted: true, user: { role: 'admin' } });
    const team = await teamOf(project.id);
    expect(team.members.map((m) => m.email)).not.toContain(email);
    expect(team.invitations).toEqual([]);
    expect((await check(teamToken)).status).toBe(404);
  });

  it('refuses another signed-in account, naming both addresses, and changes nothing', async () => {
    const email = uniqueEmail('existing');
    const { project, token } = await teamInvitation(email);
    const other = await signUpAs(t);

    const res = await accept(token, other);
    expect(res.status).toBe(403);
    const { error } = await res.json();
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe(
      `This invitation was sent to ${email}, but you are signed in as ${other.email}. Sign out and sign in as ${email} to accept it.`,
    );
    expect(await (await check(token)).json()).toMatchObject({ isValid: true });
    expect((await teamOf(project.id)).members.map((m) => m.email)).not.toContain(other.email);
    expect(await roleOf(other.user.id)).toBe('user');
  });

  it('refuses expired, revoked and unknown links, and a caller who is not signed in', async () => {
    const lapsedEmail = uniqueEmail('existing');
    const lapsed = await platformInvitation(lapsedEmail, 'admin');
    const lapsedUser = await signUpAs(t, { email: lapsedEmail });
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, lapsedEmail));
    const expired = await accept(lapsed, lapsedUser);
    expect(expired.status).toBe(410);
    expect((await expired.json()).error.message).toBe(
      'This invitation has expired and can no longer be used.',
    );
    expect(await roleOf(lapsedUser.user.id)).toBe('user');

    const revokedEmail = uniqueEmail('existing');
    const revoked = await platformInvitation(revokedEmail, 'admin');
    const revokedUser = await signUpAs(t, { email: revokedEmail });
    await t.db.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.email, revokedEmail));
    const gone = await accept(revoked, revokedUser);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe('Invitation not found or has expired');
    expect(await roleOf(revokedUser.user.id)).toBe('user');

    expect((await accept('no-such-token', revokedUser)).status).toBe(404);
    expect((await accept(revoked, null)).status).toBe(401);
  });

  it('lets one of several accepts at the same moment in; the rest get the 409 a later accept gets', async () => {
    const email = uniqueEmail('existing');
    const { project, token } = await teamInvitation(email);
    const invitee = await signUpAs(t, { email });

    const answers = await Promise.all([1, 2, 3].map(() => accept(token, invitee)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const rows = await t.db
      .select()
      .from(projectTeamMembers)
      .where(eq(projectTeamMembers.projectId, project.id));
    expect(rows.filter((r) => r.userId === invitee.user.id)).toHaveLength(1);
  });
});
