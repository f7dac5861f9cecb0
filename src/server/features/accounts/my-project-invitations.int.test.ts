import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyProjectInvitation } from '~/shared/auth';
import type { ProjectOverview } from '~/shared/schemas/projects';
import type { ProjectTeam } from '~/shared/schemas/project-members';
import { invitations } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { withSignedIn } from '../../test/admin-context';
import { uniqueEmail } from '../../test/factories';
import type { TestContext } from '../../test/harness';
import { inviteIntoNewTeam } from '../../test/invitations';

/*
 * An invitee who signed up or in without the mailed link (a fresh /auth tab) finds the open
 * invitations into teams sent to their verified address on their dashboard, and accepts or
 * declines them there.
 */

let t: TestContext;
let admin: SignedIn;
let founder: SignedIn;
withSignedIn(
  ['admin', { name: 'Olga Owner' }],
  (ctx, users) => {
    [t, [admin, founder]] = [ctx, users];
  },
  { AUTH_RATE_LIMIT_MAX: '1000' },
);

/** An owner's invitation is the approval flow's claim of an ownerless project. */
const invite = (email: string, role: 'developer' | 'owner' = 'developer', name?: string) =>
  inviteIntoNewTeam(t, {
    email,
    role,
    by: founder,
    values: { ...(role === 'owner' ? { createdBy: null } : {}), ...(name ? { name } : {}) },
  });

const mine = async (who: SignedIn) => {
  const res = await t.request('/api/me/project-invitations', { headers: who.headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { invitations: MyProjectInvitation[] }).invitations;
};
const act = (who: SignedIn, id: string, verb: 'accept' | 'decline') =>
  t.request(`/api/me/project-invitations/${id}/${verb}`, { method: 'POST', headers: who.headers });
const teamOf = async (projectId: string) =>
  (await (
    await t.request(`/api/projects/${projectId}/team`, { headers: admin.headers })
  ).json()) as ProjectTeam;
const check = (token: string) => t.request(`/api/invitations/${encodeURIComponent(token)}`);

describe('GET /api/me/project-invitations', () => {
  it("lists the open invitations into teams sent to the caller's verified address, and only those", async () => {
    const email = uniqueEmail('invitee');
    const { project, id } = await invite(email, 'developer', 'Summit Lend');
    const invitee = await signUpAs(t, { email: email.toUpperCase() });
    const lapsed = await invite(email);
    await t.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, lapsed.id));
    const withdrawn = await invite(email);
    await t.db.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, withdrawn.id));
    // A platform invitation is no seat on a team: it is not listed here.
    await t.db.insert(invitations).values({
      email,
      role: 'user',
      tokenHash: `platform-${email}`,
      expiresAt: new Date(Date.now() + 60_000),
    });

    expect(await mine(invitee)).toEqual([
      {
        id,
        project: { id: project.id, name: 'Summit Lend' },
        role: 'developer',
        invitedBy: { name: 'Olga Owner', email: founder.email },
        expiresAt: expect.any(String),
      },
    ]);
    expect(await mine(founder)).toEqual([]);
  });

  it('lists nothing for an unverified address', async () => {
    const email = uniqueEmail('invitee');
    await invite(email);
    const unverified = await signUpAs(t, { email, emailVerified: false });
    expect(await mine(unverified)).toEqual([]);
  });
});

describe('POST /api/me/project-invitations/:invitationId/accept', () => {
  it('does what accepting the mailed link does: the seat, earlier replies read, the link spent', async () => {
    const email = uniqueEmail('invitee');
    const { project, id, token } = await invite(email);
    const replied = await t.request(`/api/projects/${project.id}/messages`, {
      method: 'POST',
      headers: admin.headers,
      json: { subject: 'Before they joined', messageContent: 'x' },
    });
    expect(replied.status).toBe(201);
    const invitee = await signUpAs(t, { email });

    const res = await act(invitee, id, 'accept');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      role: 'user',
      project: { id: project.id, name: project.name, role: 'developer', previousRole: null },
      alreadyMember: false,
    });
    expect((await teamOf(project.id)).members.filter((m) => m.email === email)).toMatchObject([
      { role: 'developer' },
    ]);
    expect(await mine(invitee)).toEqual([]);
    const me = await (await t.request('/api/me', { headers: invitee.headers })).json();
    expect(me.projects.map((p: { id: string }) => p.id)).toEqual([project.id]);
    const overview = (await (
      await t.request(`/api/projects/${project.id}/overview`, { headers: invitee.headers })
    ).json()) as ProjectOverview;
    expect(overview.messages.unreadForViewer).toBe(0);
    expect((await check(token)).status).toBe(404);
    expect((await act(invitee, id, 'accept')).status).toBe(404);
  });

  it('claims a project without owner for an owner invitation, as the link does', async () => {
    const email = uniqueEmail('invitee');
    const { project, id } = await invite(email, 'owner');
    const invitee = await signUpAs(t, { email });
    const res = await act(invitee, id, 'accept');
    expect(res.status).toBe(200);
    expect((await res.json()).project).toMatchObject({ id: project.id, role: 'owner', previousRole: null });
  });

  it('refuses an admin as the link does (409), and seats nobody', async () => {
    const email = uniqueEmail('invitee');
    const { project, id } = await invite(email);
    const invitee = await signUpAs(t, { email, role: 'admin' });
    const res = await act(invitee, id, 'accept');
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(
      'Admins are not added to teams: they see every project from the admin side',
    );
    expect((await teamOf(project.id)).members.map((m) => m.email)).not.toContain(email);
  });
});

describe('POST /api/me/project-invitations/:invitationId/decline', () => {
  it('withdraws it: the team no longer lists it, its link stops working, the invitee is not seated', async () => {
    const email = uniqueEmail('invitee');
    const { project, id, token } = await invite(email);
    const invitee = await signUpAs(t, { email });
    expect((await teamOf(project.id)).invitations.map((i) => i.id)).toEqual([id]);

    const res = await act(invitee, id, 'decline');
    expect(res.status).toBe(204);
    expect((await teamOf(project.id)).invitations).toEqual([]);
    expect((await teamOf(project.id)).members.map((m) => m.email)).not.toContain(email);
    expect(await mine(invitee)).toEqual([]);
    expect((await check(token)).status).toBe(404);
    expect((await act(invitee, id, 'decline')).status).toBe(404);
    expect((await act(invitee, id, 'accept')).status).toBe(404);
  });
});

describe("another account's invitation", () => {
  it('is not found (404, not 403) for accept and decline, and nothing changes', async () => {
    const email = uniqueEmail('invitee');
    const { project, id, token } = await invite(email);
    const other = await signUpAs(t);
    for (const verb of ['accept', 'decline'] as const) {
      const res = await act(other, id, verb);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe('Invitation not found or has expired');
    }
    // An unverified account holding the invited address is not matched either.
    const unverified = await signUpAs(t, { email, emailVerified: false });
    expect((await act(unverified, id, 'accept')).status).toBe(404);
    expect((await act(unverified, id, 'decline')).status).toBe(404);
    expect((await teamOf(project.id)).invitations.map((i) => i.id)).toEqual([id]);
    expect(await (await check(token)).json()).toMatchObject({ isValid: true });
  });

  it('answers 400 naming invitationId for an id that is not one', async () => {
    const res = await act(founder, 'not-an-id', 'accept');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ invitationId: 'Invitation id must be a valid id' });
  });
});
