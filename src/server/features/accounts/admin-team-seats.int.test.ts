import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminNotOnTeams } from '~/shared/schemas/project-members';
import type { Tx } from '../../db/client';
import { invitations, projectTeamMembers, users } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { testDriver } from '../../test/database';
import { createProject } from '../../test/factories';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';
import { inviteIntoTeam } from '../../test/invitations';
import { acceptMyProjectInvitation } from './account';
import { updateUser } from './users';

/*
 * Admins take no seat on a team (adding or inviting one is refused): making a team member an
 * admin is refused the same way, naming the teams, and changes nothing.
 */

let t: TestContext;
let superAdmin: SignedIn;
withSignedIn(
  ['super_admin'],
  (ctx, users) => {
    [t, [superAdmin]] = [ctx, users];
  },
  { AUTH_RATE_LIMIT_MAX: '1000' },
);

const patch = (id: string, json: Record<string, unknown>) =>
  t.request(`/api/admin/users/${id}`, { method: 'PATCH', json, headers: superAdmin.headers });
const roleOf = async (id: string) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;
const seatsOf = (id: string) =>
  t.db.select().from(projectTeamMembers).where(eq(projectTeamMembers.userId, id));

describe('PATCH /api/admin/users/:id making a team member an admin', () => {
  it('refuses with 409 naming the team and the field role; nothing changes', async () => {
    const ada = await signUpAs(t, { name: 'Ada' });
    const project = await createProject(t.db, { name: 'Summit Lend' });
    await t.db
      .insert(projectTeamMembers)
      .values({ projectId: project.id, userId: ada.user.id, role: 'developer' });

    for (const role of ['admin', 'super_admin']) {
      const res = await patch(ada.user.id, { role });
      expect(res.status).toBe(409);
      const message = 'Ada is on the team of Summit Lend; remove them from the team first';
      expect((await res.json()).error).toEqual({ code: 'CONFLICT', message, fields: { role: message } });
    }
    expect(await roleOf(ada.user.id)).toBe('user');
    expect(await seatsOf(ada.user.id)).toHaveLength(1);
    expect((await (await t.request('/api/me', { headers: ada.headers })).json()).user.role).toBe('user');
  });

  it('names every team, the one they own too, and says how an owner leaves', async () => {
    const grace = await signUpAs(t, { name: 'Grace' });
    const owned = await createProject(t.db, { name: 'Alpha Owned', createdBy: grace.user.id });
    const other = await createProject(t.db, { name: 'Beta Team' });
    // The demo founders have both: created_by and an 'owner' row. The project is named once.
    await t.db.insert(projectTeamMembers).values([
      { projectId: owned.id, userId: grace.user.id, role: 'owner' },
      { projectId: other.id, userId: grace.user.id, role: 'advisor' },
    ]);
    const res = await patch(grace.user.id, { role: 'admin', isActive: false });
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields.role).toBe(
      'Grace is on the team of Alpha Owned and Beta Team; hand ownership to another member and remove them from the team first',
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, grace.user.id));
    expect(row).toMatchObject({ role: 'user', isActive: true });
  });

  it('promotes once they left every team, and their open invitations into teams lapse', async () => {
    const lin = await signUpAs(t, { name: 'Lin' });
    const project = await createProject(t.db, { name: 'Gamma Leaving' });
    const [seat] = await t.db
      .insert(projectTeamMembers)
      .values({ projectId: project.id, userId: lin.user.id, role: 'member' })
      .returning();
    const elsewhere = await createProject(t.db);
    await inviteIntoTeam(t, { project: elsewhere, email: lin.email, role: 'designer' });
    expect((await patch(lin.user.id, { role: 'admin' })).status).toBe(409);

    const removed = await t.request(`/api/projects/${project.id}/team/${seat!.id}`, {
      method: 'DELETE',
      headers: superAdmin.headers,
    });
    expect(removed.status).toBe(200);
    const res = await patch(lin.user.id, { role: 'admin' });
    expect(res.status).toBe(200);
    expect((await res.json()).user.role).toBe('admin');
    const team = await (
      await t.request(`/api/projects/${elsewhere.id}/team`, { headers: superAdmin.headers })
    ).json();
    expect(team.invitations).toEqual([]);
    const [invitation] = await t.db.select().from(invitations).where(eq(invitations.email, lin.email));
    expect(invitation!.revokedAt).not.toBeNull();
  });

  it('a change that is not to an admin role is not checked', async () => {
    const member = await signUpAs(t);
    const project = await createProject(t.db);
    await t.db
      .insert(projectTeamMembers)
      .values({ projectId: project.id, userId: member.user.id, role: 'member' });
    const res = await patch(member.user.id, { role: 'user', isActive: false });
    expect(res.status).toBe(200);
  });
});

/** An open invitation of `who` into a new project named `name`; its id, as their dashboard lists it. */
async function invitedInto(who: SignedIn, name: string) {
  const project = await createProject(t.db, { name });
  return { project, invitationId: (await inviteIntoTeam(t, { project, email: who.email })).id };
}

const addToTeam = (projectId: string, email: string) =>
  t.request(`/api/projects/${projectId}/team`, {
    method: 'POST',
    json: { email, role: 'developer' },
    headers: superAdmin.headers,
  });
const acceptById = (who: SignedIn, invitationId: string) =>
  t.request(`/api/me/project-invitations/${invitationId}/accept`, { method: 'POST', headers: who.headers });

describe('a stale read of the role', () => {
  it('accepting an invitation into a team reads the role again: made an admin since, it is refused', async () => {
    const kim = await signUpAs(t, { name: 'Kim' });
    const { project, invitationId } = await invitedInto(kim, 'Stale Session');
    // Made an admin after the session was read (the invitation left open, as a promotion that has
    // not reached it yet would): the account's role counts, not the session's.
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, kim.user.id));
    await expect(
      acceptMyProjectInvitation({ db: t.db, id: invitationId, user: { ...kim.user, role: 'user' } }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: adminNotOnTeams });
    expect(await seatsOf(kim.user.id)).toEqual([]);
    const [invitation] = await t.db.select().from(invitations).where(eq(invitations.id, invitationId));
    expect(invitation).toMatchObject({ acceptedAt: null, projectId: project.id });
  });
});

/*
 * A role change locks the account's row before it counts the seats; accepting an invitation into a
 * team (the only way onto one) locks it before it reads the role. The second waits for the first to
 * commit and is refused. Two transactions at once need two connections: PGlite has one.
 */
describe.skipIf(testDriver !== 'pg')('a role change and a team seat at the same moment (PostgreSQL)', () => {
  /** Until a session of this test's database waits for a lock another holds. */
  async function untilOneWaitsForALock() {
    for (let i = 0; i < 200; i++) {
      const { rows } = (await t.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      if (rows[0]!.n > 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('nobody waited for a lock');
  }

  /**
   * Runs `first` in a transaction held open after it, starts `second`, shows it waits for the
   * first's locks, then commits the first; `second`'s answer after that.
   */
  async function whileHeld(first: (tx: Tx) => Promise<unknown>, second: () => Promise<Response>) {
    let answer: Promise<Response> | undefined;
    let settled = false;
    await t.db.transaction(async (tx) => {
      await first(tx);
      answer = second().finally(() => {
        settled = true;
      });
      await untilOneWaitsForALock();
      expect(settled).toBe(false);
    });
    return answer!;
  }

  const promoteIn = (tx: Tx, who: SignedIn) =>
    updateUser({ db: tx, actor: superAdmin.user, userId: who.user.id, role: 'admin' });

  it('an invitation sent while they are made an admin never becomes a seat', async () => {
    // Adding only invites (nothing waits for the role change); the seat is refused at accepting.
    const una = await signUpAs(t, { name: 'Una' });
    const project = await createProject(t.db, { name: 'Race Add' });
    let added: Response | undefined;
    await t.db.transaction(async (tx) => {
      await promoteIn(tx, una);
      added = await addToTeam(project.id, una.email);
    });
    expect(added!.status).toBe(201);
    const { invitation } = (await added!.json()) as { invitation: { id: string } };
    const res = await acceptById(una, invitation.id);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: 'CONFLICT', message: adminNotOnTeams });
    expect(await roleOf(una.user.id)).toBe('admin');
    expect(await seatsOf(una.user.id)).toEqual([]);
  });

  it('accepting an invitation into a team while they are made an admin waits for it, then is refused', async () => {
    const vic = await signUpAs(t, { name: 'Vic' });
    const { invitationId } = await invitedInto(vic, 'Race Accept');
    const res = await whileHeld(
      (tx) => promoteIn(tx, vic),
      () => acceptById(vic, invitationId),
    );
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: 'CONFLICT', message: adminNotOnTeams });
    expect(await roleOf(vic.user.id)).toBe('admin');
    expect(await seatsOf(vic.user.id)).toEqual([]);
  });

  it('making them an admin while they accept an invitation waits for it, then is refused naming the team', async () => {
    const xia = await signUpAs(t, { name: 'Xia' });
    const { invitationId } = await invitedInto(xia, 'Race Joined');
    const res = await whileHeld(
      (tx) => acceptMyProjectInvitation({ db: tx, id: invitationId, user: xia.user }),
      () => patch(xia.user.id, { role: 'admin' }),
    );
    expect(res.status).toBe(409);
    const message = 'Xia is on the team of Race Joined; remove them from the team first';
    expect((await res.json()).error).toEqual({ code: 'CONFLICT', message, fields: { role: message } });
    expect(await roleOf(xia.user.id)).toBe('user');
    expect(await seatsOf(xia.user.id)).toHaveLength(1);
  });
});
