import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProjectTeam } from '~/shared/schemas/project-members';
import { inviteIntoProject } from './team-invitations';
import { invitations, mailOutbox, users } from '../../db/schema/index';
import { sessionCookieFrom, type SignedIn } from '../../test/auth';
import { createProject, uniqueEmail } from '../../test/factories';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';
import { invitationLinkMailedTo, lastMailTo } from '../../test/mail';

let t: TestContext;
let admin: SignedIn;
let superAdmin: SignedIn;
withSignedIn(
  ['admin', 'super_admin'],
  (ctx, users) => {
    [t, [admin, superAdmin]] = [ctx, users];
  },
  { AUTH_RATE_LIMIT_MAX: '1000' },
);

async function invite(by: SignedIn, email: string, role = 'user') {
  const res = await t.request('/api/admin/invitations', {
    method: 'POST',
    json: { email, role },
    headers: by.headers,
  });
  return res;
}

/** Invites and returns the token from the mailed link, as the invitee would get it. */
async function invitedToken(email: string, role = 'user', by = superAdmin) {
  const res = await invite(by, email, role);
  expect(res.status).toBe(201);
  const link = await invitationLinkMailedTo(t.db, email);
  expect(link.origin).toBe(new URL(t.config.PUBLIC_URL).origin);
  return link.searchParams.get('token')!;
}

const signUpWith = (email: string, invitationToken: string) =>
  t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: 'invited-pass', invitationToken },
  });

const check = (token: string) => t.request(`/api/invitations/${encodeURIComponent(token)}`);

describe('invitations', () => {
  it('lets the invitee sign up with the invited role, verified and signed in', async () => {
    const email = uniqueEmail('invitee');
    const token = await invitedToken(email, 'admin');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(6.9 * 24 * 3600_000);

    const info = await check(token);
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({
      email,
      role: 'admin',
      expiresAt: stored!.expiresAt.toISOString(),
      isValid: true,
      project: null,
      hasAccount: false,
    });

    const res = await signUpWith(email, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      invitationAccepted: true,
      signedIn: true,
      user: { email, role: 'admin' },
    });
    const me = await t.request('/api/me', { headers: { cookie: sessionCookieFrom(res) } });
    expect((await me.json()).user).toMatchObject({ email, role: 'admin', emailVerified: true });
    // No verification mail: the invitation proved the address.
    expect((await lastMailTo(t.db, email))!.subject).toMatch(/invited/);

    const list = await t.request('/api/admin/invitations', { headers: admin.headers });
    const row = (await list.json()).invitations.find((i: { email: string }) => i.email === email);
    expect(row).toMatchObject({ status: 'accepted', role: 'admin', invitedBy: { email: superAdmin.email } });

    // Used once: the link is now "not found" and cannot create a second account.
    const reused = await check(token);
    expect(reused.status).toBe(404);
    expect((await reused.json()).error.message).toBe('Invitation not found or has expired');
    const second = await signUpWith(uniqueEmail('invitee'), token);
    expect(second.status).toBe(400);
    expect((await second.json()).error.code).toBe('INVALID_INVITATION');
  });

  it('reports an expired invitation as invalid and refuses sign-up with it', async () => {
    const email = uniqueEmail('invitee');
    const token = await invitedToken(email);
    await t.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.email, email));
    const info = await check(token);
    expect(info.status).toBe(200);
    expect((await info.json()).isValid).toBe(false);
    const res = await signUpWith(email, token);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'INVALID_INVITATION',
      message: 'Invitation not found or has expired',
      fields: { invitationToken: 'Invitation not found or has expired' },
    });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('revokes: the link stops working', async () => {
    const email = uniqueEmail('invitee');
    const token = await invitedToken(email);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    const del = await t.request(`/api/admin/invitations/${row!.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(del.status).toBe(200);
    expect((await del.json()).invitation.status).toBe('revoked');
    expect((await check(token)).status).toBe(404);
    expect((await signUpWith(email, token)).status).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a different e-mail than the invited one, creating no account', async () => {
    const email = uniqueEmail('invitee');
    const token = await invitedToken(email);
    const other = uniqueEmail('invitee');
    const res = await signUpWith(other, token);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.email).toBe(
      'This invitation was sent to a different e-mail address',
    );
    expect(await t.db.select().from(users).where(eq(users.email, other))).toHaveLength(0);
    expect((await check(token)).status).toBe(200);
  });

  it('answers 404 for an unknown token', async () => {
    const res = await check('not-a-real-token');
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Invitation not found or has expired');
  });

  it('keeps the account but reports the invitation when it could not be applied', async () => {
    const email = uniqueEmail('invitee');
    const token = await invitedToken(email, 'admin');
    // A concurrent revoke landing between the check and the claim, reproduced by a trigger.
    await t.db.execute(sql`
      CREATE FUNCTION test_revoke_on_signup() RETURNS trigger AS $$
      BEGIN UPDATE invitations SET revoked_at = now() WHERE lower(email) = lower(NEW.email); RETURN NEW; END;
      $$ LANGUAGE plpgsql`);
    await t.db.execute(sql`
      CREATE TRIGGER test_revoke_on_signup AFTER INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION test_revoke_on_signup()`);
    try {
      const res = await signUpWith(email, token);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ invitationAccepted: false, signedIn: false, token: null });
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ role: 'user', emailVerified: false });
      expect((await lastMailTo(t.db, email))!.subject).toBe('Verify your e-mail address');
    } finally {
      await t.db.execute(sql`DROP TRIGGER test_revoke_on_signup ON users`);
      await t.db.execute(sql`DROP FUNCTION test_revoke_on_signup()`);
    }
  });

  it('lets only a super admin invite admins', async () => {
    const asAdmin = await invite(admin, uniqueEmail('invitee'), 'admin');
    expect(asAdmin.status).toBe(403);
    expect((await asAdmin.json()).error.message).toBe('Only a super admin can invite admins');
    expect((await invite(admin, uniqueEmail('invitee'), 'super_admin')).status).toBe(403);
    expect((await invite(admin, uniqueEmail('invitee'), 'user')).status).toBe(201);
    const adminInvite = await invite(superAdmin, uniqueEmail('invitee'), 'super_admin');
    expect(adminInvite.status).toBe(201);
    const { invitation } = await adminInvite.json();
    const revokeAsAdmin = await t.request(`/api/admin/invitations/${invitation.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(revokeAsAdmin.status).toBe(403);
    expect((await revokeAsAdmin.json()).error.message).toBe(
      'Only a super admin can revoke an admin invitation',
    );
    expect(invitation).toMatchObject({
      role: 'super_admin',
      status: 'pending',
      acceptedAt: null,
      revokedAt: null,
    });
  });

  it('validates the invitation body and refuses existing users', async () => {
    const bad = await invite(admin, 'nope', 'user');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.email).toBe('Please enter a valid email address');
    const badRole = await invite(admin, uniqueEmail('invitee'), 'owner');
    expect(badRole.status).toBe(400);
    expect(Object.keys((await badRole.json()).error.fields)).toEqual(['role']);
    const existing = await invite(admin, admin.email, 'user');
    expect(existing.status).toBe(409);
  });

  // zod's own wording ('Invalid input: expected string, received undefined') did not say which field.
  it('names the field in the message of a missing or wrongly typed field, inviting nobody', async () => {
    const before = await t.db.select().from(invitations);
    const send = (json: unknown) =>
      t.request('/api/admin/invitations', { method: 'POST', json, headers: admin.headers });
    const missing = await send({});
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({
      email: 'Email is required',
      role: 'Role must be user, admin or super_admin',
    });
    const wrongTypes = await send({ email: 7, role: ['user'] });
    expect(wrongTypes.status).toBe(400);
    expect((await wrongTypes.json()).error.fields).toEqual({
      email: 'Email is required',
      role: 'Role must be user, admin or super_admin',
    });
    expect(await t.db.select().from(invitations)).toHaveLength(before.length);
  });

  it('replaces an open invitation for the same address once it is 10 minutes old', async () => {
    const email = uniqueEmail('invitee');
    const first = await invitedToken(email);
    const mailsTo = () => t.db.$count(mailOutbox, eq(mailOutbox.to, email));
    // Invited again at once: the same invitation, no second mail, the first link still works.
    const again = await invite(superAdmin, email);
    expect(again.status).toBe(201);
    const [open] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect((await again.json()).invitation.id).toBe(open!.id);
    expect(await mailsTo()).toBe(1);
    expect((await check(first)).status).toBe(200);

    await t.db
      .update(invitations)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(invitations.email, email));
    const second = await invitedToken(email);
    expect(await mailsTo()).toBe(2);
    expect((await check(first)).status).toBe(404);
    expect((await check(second)).status).toBe(200);
  });

  it('does not let an admin replace an open admin invitation, which they may not revoke', async () => {
    const email = uniqueEmail('invitee');
    const adminLink = await invitedToken(email, 'admin', superAdmin);
    const replace = await invite(admin, email.toUpperCase(), 'user');
    expect(replace.status).toBe(403);
    expect((await replace.json()).error.message).toBe('Only a super admin can replace an admin invitation');
    const valid = await check(adminLink);
    expect(valid.status).toBe(200);
    expect(await valid.json()).toMatchObject({ role: 'admin', isValid: true });
    // The super admin still may, and so may anyone once that invitation is gone.
    expect((await invite(superAdmin, email, 'user')).status).toBe(201);
    expect((await invite(admin, email, 'user')).status).toBe(201);
    // A lapsed admin invitation is no longer anyone's to protect.
    const lapsed = uniqueEmail('invitee');
    await invitedToken(lapsed, 'admin', superAdmin);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, lapsed));
    expect((await invite(admin, lapsed, 'user')).status).toBe(201);
  });
});

describe('a platform invitation to someone invited into projects', () => {
  it('keeps their project invitations, and signing up with either link applies them all', async () => {
    const email = uniqueEmail('invitee');
    // The approval flow's claim of an ownerless project, and a seat on another team.
    const claimed = await createProject(t.db, { createdBy: null });
    await inviteIntoProject({
      db: t.db,
      mail: t.deps.mail,
      publicUrl: t.config.PUBLIC_URL,
      projectId: claimed.id,
      projectName: claimed.name,
      email,
      role: 'owner',
      invitedBy: null,
    });
    const team = await createProject(t.db, { createdBy: superAdmin.user.id });
    const seat = await t.request(`/api/projects/${team.id}/team`, {
      method: 'POST',
      json: { email, role: 'developer' },
      headers: admin.headers,
    });
    expect(seat.status).toBe(201);

    const token = await invitedToken(email, 'user', admin);
    const teamOf = async (projectId: string) =>
      (await (
        await t.request(`/api/projects/${projectId}/team`, { headers: admin.headers })
      ).json()) as ProjectTeam;
    expect((await teamOf(claimed.id)).invitations.map((i) => i.email)).toEqual([email]);

    const res = await signUpWith(email, token);
    expect(res.status).toBe(200);
    const claimedTeam = await teamOf(claimed.id);
    expect(claimedTeam.members).toMatchObject([{ email, role: 'owner' }]);
    expect(claimedTeam.invitations).toEqual([]);
    const seated = await teamOf(team.id);
    expect(seated.members.filter((m) => m.email === email)).toMatchObject([{ role: 'developer' }]);
    expect(seated.invitations).toEqual([]);
  });
});
