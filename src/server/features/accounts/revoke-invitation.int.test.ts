import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberAddResult, ProjectTeam } from '~/shared/schemas/project-members';
import { invitations } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createProject } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { joinTeam } from '../../test/invitations';
import { invitationLinkMailedTo } from '../../test/mail';

let t: TestContext;
let owner: SignedIn;
let teammate: SignedIn;
let projectId: string;

const send = (method: string, path: string, who: SignedIn, body?: unknown) =>
  t.request(path, { method, headers: who.headers, ...(body === undefined ? {} : { json: body }) });

beforeAll(async () => {
  t = await createTestContext();
  owner = await signUpAs(t, { name: 'Olga Owner' });
  teammate = await signUpAs(t, { name: 'Tom Teammate' });
  projectId = (await createProject(t.db, { createdBy: owner.user.id })).id;
  await joinTeam(t, { projectId, who: teammate, by: owner });
});
afterAll(() => t.close());

describe('revoking an invitation into a project', () => {
  it('lets the owner withdraw it (not another member), and the mailed link stops working', async () => {
    const email = 'withdrawn@example.com';
    const invited = (await (
      await send('POST', `/api/projects/${projectId}/team`, owner, { email, role: 'advisor' })
    ).json()) as MemberAddResult;
    const path = `/api/projects/${projectId}/team/invitations/${invited.invitation.id}`;

    expect((await send('DELETE', path, teammate)).status).toBe(403);
    const res = await send('DELETE', path, owner);
    expect(res.status).toBe(200);
    expect(((await res.json()) as ProjectTeam).invitations).toEqual([]);
    expect((await send('DELETE', path, owner)).status).toBe(404);

    const token = (await invitationLinkMailedTo(t.db, email)).searchParams.get('token')!;
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'founder-pass', name: 'Too Late', invitationToken: token },
    });
    expect(signUp.status).toBe(400);
  });

  it("refuses another project's invitation id", async () => {
    const other = await createProject(t.db, { createdBy: owner.user.id });
    const invited = (await (
      await send('POST', `/api/projects/${other.id}/team`, owner, { email: 'elsewhere@example.com' })
    ).json()) as MemberAddResult;
    const res = await send(
      'DELETE',
      `/api/projects/${projectId}/team/invitations/${invited.invitation.id}`,
      owner,
    );
    expect(res.status).toBe(404);
  });
});

describe('inviting the same address into a project again', () => {
  it('replaces the open invitation once it is 10 minutes old: listed once, only the newest link works', async () => {
    const email = 'twice@example.com';
    const invite = () => send('POST', `/api/projects/${projectId}/team`, owner, { email, role: 'designer' });
    expect((await invite()).status).toBe(201);
    const first = (await invitationLinkMailedTo(t.db, email)).searchParams.get('token')!;
    // Sooner, inviting again re-sends nothing (mail/mail-limits.int.test.ts); later it replaces.
    await t.db
      .update(invitations)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(invitations.email, email));
    expect((await invite()).status).toBe(201);
    const second = (await invitationLinkMailedTo(t.db, email)).searchParams.get('token')!;
    expect(second).not.toBe(first);

    const team = (await (await send('GET', `/api/projects/${projectId}/team`, owner)).json()) as ProjectTeam;
    expect(team.invitations.filter((i) => i.email === email)).toHaveLength(1);
    expect((await t.request(`/api/invitations/${first}`)).status).not.toBe(200);
    expect((await t.request(`/api/invitations/${second}`)).status).toBe(200);
  });
});
