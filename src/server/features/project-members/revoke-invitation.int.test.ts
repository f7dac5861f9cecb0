import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberAddResult, ProjectTeam } from '~/shared/schemas/project-members';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createProject } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
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
  await send('POST', `/api/projects/${projectId}/team`, owner, { email: teammate.email, role: 'developer' });
});
afterAll(() => t.close());

describe('revoking an invitation into a project', () => {
  it('lets the owner withdraw it (not another member), and the mailed link stops working', async () => {
    const email = 'withdrawn@example.com';
    const invited = (await (
      await send('POST', `/api/projects/${projectId}/team`, owner, { email, role: 'advisor' })
    ).json()) as MemberAddResult;
    if (invited.outcome !== 'invited') throw new Error('expected an invitation');
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
    if (invited.outcome !== 'invited') throw new Error('expected an invitation');
    const res = await send(
      'DELETE',
      `/api/projects/${projectId}/team/invitations/${invited.invitation.id}`,
      owner,
    );
    expect(res.status).toBe(404);
  });

  it('replaces an open invitation for the same address in the same project (a re-send)', async () => {
    const email = 'resent@example.com';
    const inviteOnce = async () =>
      (await (
        await send('POST', `/api/projects/${projectId}/team`, owner, { email, role: 'designer' })
      ).json()) as MemberAddResult;
    await inviteOnce();
    const firstToken = (await invitationLinkMailedTo(t.db, email)).searchParams.get('token')!;
    const second = await inviteOnce();
    if (second.outcome !== 'invited') throw new Error('expected an invitation');

    const team = (await (await send('GET', `/api/projects/${projectId}/team`, owner)).json()) as ProjectTeam;
    expect(team.invitations.filter((i) => i.email === email)).toEqual([
      expect.objectContaining({ id: second.invitation.id, role: 'designer' }),
    ]);
    expect((await t.request(`/api/invitations/${encodeURIComponent(firstToken)}`)).status).toBe(404);
  });
});
