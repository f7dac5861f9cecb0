import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incubatedProjects, mailOutbox, projectTeamMembers } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createProject } from '../../test/factories';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';
import { joinTeam } from '../../test/invitations';

let t: TestContext;
let owner: SignedIn;

withSignedIn([{ name: 'Olga Owner' }], (ctx, users) => {
  [t, [owner]] = [ctx, users];
});

const add = (projectId: string, email: string) =>
  t.request(`/api/projects/${projectId}/team`, {
    method: 'POST',
    headers: owner.headers,
    json: { email, role: 'developer' },
  });

describe('adding someone already on the team', () => {
  it('is refused with 409 naming the field, and mails nothing', async () => {
    const projectId = (await createProject(t.db, { createdBy: owner.user.id })).id;
    const person = await signUpAs(t, { name: 'Dana Double' });
    await joinTeam(t, { projectId, who: person, by: owner });
    const mailsBefore = await t.db.$count(mailOutbox, eq(mailOutbox.to, person.email));

    for (const email of [person.email, owner.email]) {
      const again = await add(projectId, email);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        error: { code: 'CONFLICT', fields: { email: 'Already on this team' } },
      });
    }
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.to, person.email))).toBe(mailsBefore);
    const rows = await t.db
      .select()
      .from(projectTeamMembers)
      .where(and(eq(projectTeamMembers.projectId, projectId), eq(projectTeamMembers.userId, person.user.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a second row for the same person at the database, whoever inserts it', async () => {
    const projectId = (await createProject(t.db, { createdBy: owner.user.id })).id;
    const person = await signUpAs(t, { name: 'Ivo Index' });
    await t.db.insert(projectTeamMembers).values({ projectId, userId: person.user.id });
    await expect(
      t.db.insert(projectTeamMembers).values({ projectId, userId: person.user.id, role: 'advisor' }),
    ).rejects.toThrow();
  });

  it('hands ownership over when the old owner already has a row: it becomes their co-founder row', async () => {
    const projectId = (await createProject(t.db, { createdBy: owner.user.id })).id;
    // The demo founders have such an 'owner' row.
    await t.db.insert(projectTeamMembers).values({ projectId, userId: owner.user.id, role: 'owner' });
    const heir = await signUpAs(t, { name: 'Hana Heir' });
    await joinTeam(t, { projectId, who: heir, by: owner });

    const res = await t.request(`/api/projects/${projectId}/owner`, {
      method: 'POST',
      headers: owner.headers,
      json: { userId: heir.user.id },
    });
    expect(res.status).toBeLessThan(300);
    const rows = await t.db
      .select({ role: projectTeamMembers.role })
      .from(projectTeamMembers)
      .where(and(eq(projectTeamMembers.projectId, projectId), eq(projectTeamMembers.userId, owner.user.id)));
    expect(rows).toEqual([{ role: 'co-founder' }]);
  });
});

describe('two admins handing a project to different members at the same moment', () => {
  it('leaves one of them the owner and everyone else on the team: nobody is dropped', async () => {
    const [first, second] = [await signUpAs(t, { role: 'admin' }), await signUpAs(t, { role: 'admin' })];
    const heirs = [await signUpAs(t, { name: 'Bea Heir' }), await signUpAs(t, { name: 'Cy Heir' })];
    // A few projects at once: the race needs both transactions to read the old owner.
    const projects = await Promise.all(
      Array.from({ length: 6 }, () => createProject(t.db, { createdBy: owner.user.id })),
    );
    for (const p of projects) {
      await t.db
        .insert(projectTeamMembers)
        .values(heirs.map((h) => ({ projectId: p.id, userId: h.user.id })));
    }
    const transfer = (projectId: string, by: SignedIn, to: SignedIn) =>
      t.request(`/api/projects/${projectId}/owner`, {
        method: 'POST',
        headers: by.headers,
        json: { userId: to.user.id },
      });
    const answers = await Promise.all(
      projects.flatMap((p) => [transfer(p.id, first!, heirs[0]!), transfer(p.id, second!, heirs[1]!)]),
    );
    expect(answers.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);

    for (const p of projects) {
      const [row] = await t.db
        .select({ ownerId: incubatedProjects.createdBy })
        .from(incubatedProjects)
        .where(eq(incubatedProjects.id, p.id));
      const members = await t.db
        .select({ userId: projectTeamMembers.userId })
        .from(projectTeamMembers)
        .where(eq(projectTeamMembers.projectId, p.id));
      const team = [row!.ownerId, ...members.map((m) => m.userId)].sort();
      expect(team).toEqual([owner.user.id, heirs[0]!.user.id, heirs[1]!.user.id].sort());
    }
  });
});

describe('admins on teams', () => {
  // Admins see every project from the admin side: a team seat for one is refused, naming the field.
  it.each(['admin', 'super_admin'] as const)('refuses to add a %s account, storing nothing', async (role) => {
    const projectId = (await createProject(t.db, { createdBy: owner.user.id })).id;
    const admin = await signUpAs(t, { role });
    const res = await add(projectId, admin.email);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: `${admin.email} is an admin account`,
        fields: { email: 'Admins are not added to teams: they see every project from the admin side' },
      },
    });
    const rows = await t.db
      .select()
      .from(projectTeamMembers)
      .where(eq(projectTeamMembers.projectId, projectId));
    expect(rows).toEqual([]);
  });

  it('refuses to invite an address that holds an open admin invitation, and mails nothing', async () => {
    const projectId = (await createProject(t.db, { createdBy: owner.user.id })).id;
    const superAdmin = await signUpAs(t, { role: 'super_admin' });
    const email = `future-admin-${Date.now()}@example.com`;
    const invited = await t.request('/api/admin/invitations', {
      method: 'POST',
      headers: superAdmin.headers,
      json: { email, role: 'admin' },
    });
    expect(invited.status).toBe(201);
    const res = await add(projectId, email);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: {
        message: `${email} is invited as an admin`,
        fields: { email: 'Admins are not added to teams: they see every project from the admin side' },
      },
    });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(1);
  });
});

describe('the invitation a founder sends a new address', () => {
  it('tells the invitee which project and role it is for before they sign up', async () => {
    const projectId = (await createProject(t.db, { name: 'Nest Egg', createdBy: owner.user.id })).id;
    const email = `new-dev-${Date.now()}@example.com`;
    expect((await add(projectId, email)).status).toBe(201);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = /accept-invitation\?token=([\w-]+)/.exec(mail!.text)![1]!;

    const res = await t.request(`/api/invitations/${token}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email,
      role: 'user',
      isValid: true,
      project: { name: 'Nest Egg', role: 'developer' },
    });
  });

  it("is listed to admins with its project and team role, apart from the platform's", async () => {
    const projectId = (await createProject(t.db, { createdBy: owner.user.id })).id;
    const email = `listed-dev-${Date.now()}@example.com`;
    expect((await add(projectId, email)).status).toBe(201);
    const admin = await signUpAs(t, { role: 'admin' });
    const list = await t.request('/api/admin/invitations', { headers: admin.headers });
    expect(list.status).toBe(200);
    const { invitations } = (await list.json()) as { invitations: Array<Record<string, unknown>> };
    expect(invitations.find((i) => i.email === email)).toMatchObject({ projectId, projectRole: 'developer' });
  });
});
