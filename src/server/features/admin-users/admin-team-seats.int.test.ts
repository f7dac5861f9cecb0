import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteIntoProject } from '../../auth/project-invitation';
import { invitations, projectTeamMembers, users } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createProject } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

/*
 * Admins take no seat on a team (adding or inviting one is refused): making a team member an
 * admin is refused the same way, naming the teams, and changes nothing.
 */

let t: TestContext;
let superAdmin: SignedIn;
beforeAll(async () => {
  t = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  superAdmin = await signUpAs(t, { role: 'super_admin' });
});
afterAll(async () => t?.close());

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
    await inviteIntoProject({
      db: t.db,
      mail: t.deps.mail,
      publicUrl: t.config.PUBLIC_URL,
      projectId: elsewhere.id,
      projectName: elsewhere.name,
      email: lin.email,
      role: 'designer',
      invitedBy: null,
    });
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
