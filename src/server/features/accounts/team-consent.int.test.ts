import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InvitationAcceptResult, MyProjectInvitation } from '~/shared/auth';
import type { ProjectTeam } from '~/shared/schemas/project-members';
import { mailOutbox } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { withSignedIn } from '../../test/admin-context';
import { createProject, uniqueEmail } from '../../test/factories';
import type { TestContext } from '../../test/harness';
import { invitationLinkMailedTo } from '../../test/mail';

/*
 * Issue 35 item 3: an owner adding an address to the team never seats anyone. An existing account
 * gets the same invitation an unknown address gets (and the owner the same answer, so it does not
 * tell who has an account); the person joins only by accepting it, in the app or with the link.
 */

let t: TestContext;
let owner: SignedIn;
withSignedIn(
  [{ name: 'Olga Owner' }],
  (ctx, users) => {
    [t, [owner]] = [ctx, users];
  },
  { AUTH_RATE_LIMIT_MAX: '1000' },
);

const add = (projectId: string, email: string, role = 'co-founder') =>
  t.request(`/api/projects/${projectId}/team`, {
    method: 'POST',
    headers: owner.headers,
    json: { email, role },
  });
const get = (path: string, who: SignedIn) => t.request(path, { headers: who.headers });
const post = (path: string, who: SignedIn) => t.request(path, { method: 'POST', headers: who.headers });
const teamOf = async (projectId: string) =>
  (await (await get(`/api/projects/${projectId}/team`, owner)).json()) as ProjectTeam;
const myInvitations = async (who: SignedIn) =>
  ((await (await get('/api/me/project-invitations', who)).json()) as { invitations: MyProjectInvitation[] })
    .invitations;

/** An owner's project and an existing account the owner adds to its team by e-mail. */
async function ownerAddsExistingAccount(name: string) {
  const project = await createProject(t.db, { name, createdBy: owner.user.id });
  const person = await signUpAs(t, { name: 'Pat Person' });
  const res = await add(project.id, person.email);
  return { project, person, res };
}

/** What the person can open of the project: its team and its message thread. */
const accessOf = async (projectId: string, who: SignedIn) => [
  (await get(`/api/projects/${projectId}/team`, who)).status,
  (await get(`/api/projects/${projectId}/messages`, who)).status,
];

describe('adding an existing account to a team', () => {
  it('seats nobody: the person gets an invitation in the app and by mail, and cannot open the project', async () => {
    const { project, person, res } = await ownerAddsExistingAccount('Consent Lend');
    expect(res.status).toBe(201);

    expect(await accessOf(project.id, person)).toEqual([403, 403]);
    const team = await teamOf(project.id);
    expect(team.members.map((m) => m.userId)).toEqual([owner.user.id]);
    expect(team.invitations).toEqual([expect.objectContaining({ email: person.email, role: 'co-founder' })]);

    expect(await myInvitations(person)).toEqual([
      expect.objectContaining({
        project: { id: project.id, name: 'Consent Lend' },
        role: 'co-founder',
        invitedBy: { name: 'Olga Owner', email: owner.email },
      }),
    ]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(mails.filter((m) => m.subject.includes('Consent Lend'))).toHaveLength(1);
    expect((await invitationLinkMailedTo(t.db, person.email)).pathname).toBe('/accept-invitation');
  });

  it('accepting from the dashboard seats them with the invited role', async () => {
    const { project, person } = await ownerAddsExistingAccount('Consent Accept');
    const [invitation] = await myInvitations(person);
    const accepted = await post(`/api/me/project-invitations/${invitation!.id}/accept`, person);
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as InvitationAcceptResult).project).toMatchObject({
      id: project.id,
      role: 'co-founder',
      previousRole: null,
    });

    expect(await accessOf(project.id, person)).toEqual([200, 200]);
    const team = await teamOf(project.id);
    expect(team.members.find((m) => m.userId === person.user.id)?.role).toBe('co-founder');
    expect(team.invitations).toEqual([]);
  });

  it('accepting with the mailed link, signed in as that account, seats them the same way', async () => {
    const { project, person } = await ownerAddsExistingAccount('Consent Link');
    const token = (await invitationLinkMailedTo(t.db, person.email)).searchParams.get('token')!;
    const check = await t.request(`/api/invitations/${encodeURIComponent(token)}`);
    expect(await check.json()).toMatchObject({ isValid: true, hasAccount: true });

    const accepted = await post(`/api/invitations/${encodeURIComponent(token)}/accept`, person);
    expect(accepted.status).toBe(200);
    expect(await accessOf(project.id, person)).toEqual([200, 200]);
    expect((await teamOf(project.id)).members.find((m) => m.userId === person.user.id)?.role).toBe(
      'co-founder',
    );
  });

  it('declining leaves them off the team, and the invitation is no longer pending', async () => {
    const { project, person } = await ownerAddsExistingAccount('Consent Decline');
    const [invitation] = await myInvitations(person);
    expect((await post(`/api/me/project-invitations/${invitation!.id}/decline`, person)).status).toBe(204);

    expect(await accessOf(project.id, person)).toEqual([403, 403]);
    const team = await teamOf(project.id);
    expect(team.members.map((m) => m.userId)).toEqual([owner.user.id]);
    expect(team.invitations).toEqual([]);
    expect(await myInvitations(person)).toEqual([]);
  });
});

/** The answer with every value replaced by its type: what is left once the address is set aside. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  }
  return typeof value;
}

describe('the answer to the owner', () => {
  it('is the same for an address with an account and one without: status, headers and shape', async () => {
    const project = await createProject(t.db, { createdBy: owner.user.id });
    const person = await signUpAs(t, { name: 'Quinn Known' });
    const read = async (res: Response) => ({
      status: res.status,
      type: res.headers.get('content-type'),
      body: (await res.json()) as Record<string, unknown>,
    });
    const known = await read(await add(project.id, person.email));
    const unknown = await read(await add(project.id, uniqueEmail('nobody')));

    expect(known.status).toBe(201);
    expect(unknown.status).toBe(known.status);
    expect(unknown.type).toBe(known.type);
    expect(Object.keys(known.body)).toEqual(['invitation']);
    expect(JSON.stringify(shapeOf(unknown.body))).toBe(JSON.stringify(shapeOf(known.body)));
    // Nothing about the account: no name, no user id, no member row.
    expect(JSON.stringify(known.body)).not.toContain('Quinn Known');
    expect(JSON.stringify(known.body)).not.toContain(person.user.id);
    expect(known.body.invitation).toEqual({
      id: expect.any(String),
      email: person.email,
      role: 'co-founder',
      expiresAt: expect.any(String),
    });
  });
});
