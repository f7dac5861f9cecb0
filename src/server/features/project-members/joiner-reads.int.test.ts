import { describe, expect, it } from 'vitest';
import type { ProjectOverview } from '~/shared/schemas/projects';
import type { TeamDashboard } from '~/shared/schemas/team-dashboard';
import { inviteIntoProject } from '../../auth/project-invitation';
import { withSignedIn } from '../../test/admin-context';
import { sessionCookieFrom, signUpAs, type SignedIn } from '../../test/auth';
import { createProject } from '../../test/factories';
import type { TestContext } from '../../test/harness';
import { invitationLinkMailedTo } from '../../test/mail';

/*
 * Someone who joins a team later has not missed the admin replies sent before: every way of
 * becoming a member leaves those read for them, and only replies after they joined are unread.
 */

let t: TestContext;
let admin: SignedIn;
let owner: SignedIn;
withSignedIn([{ role: 'admin', name: 'Ada Admin' }, { name: 'Olga Owner' }], (ctx, users) => {
  t = ctx;
  [admin, owner] = users;
});

let seq = 0;
const freshEmail = () => `joiner-${Date.now().toString(36)}-${seq++}@example.com`;

const get = async <T>(path: string, who: SignedIn) => {
  const res = await t.request(path, { headers: who.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const post = (path: string, who: SignedIn, json: unknown = {}) =>
  t.request(path, { method: 'POST', headers: who.headers, json });
const reply = async (projectId: string, subject: string) =>
  expect(
    (await post(`/api/projects/${projectId}/messages`, admin, { subject, messageContent: 'x' })).status,
  ).toBe(201);
/** What the person's badges show for one project: team dashboard and project overview. */
const badgesOf = async (who: SignedIn, projectId: string) => ({
  dashboard: (await get<TeamDashboard>('/api/team-dashboard', who)).projects.find((p) => p.id === projectId)
    ?.unreadMessages,
  overview: (await get<ProjectOverview>(`/api/projects/${projectId}/overview`, who)).messages.unreadForViewer,
});

/** A project with two admin replies in its thread, one read by the owner and one not. */
async function projectWithHistory(createdBy: string | null = owner.user.id) {
  const project = await createProject(t.db, { createdBy });
  await reply(project.id, 'Earlier one');
  if (createdBy) expect((await post(`/api/projects/${project.id}/messages/read`, owner)).status).toBe(200);
  await reply(project.id, 'Earlier two');
  return project;
}

/** After joining: nothing earlier is unread for them; a new reply is. */
async function expectOnlyLaterRepliesUnread(joiner: SignedIn, projectId: string) {
  expect(await badgesOf(joiner, projectId)).toEqual({ dashboard: 0, overview: 0 });
  await reply(projectId, 'After they joined');
  expect(await badgesOf(joiner, projectId)).toEqual({ dashboard: 1, overview: 1 });
}

async function invite(projectId: string, projectName: string, email: string, role: 'developer' | 'owner') {
  await inviteIntoProject({
    db: t.db,
    mail: t.deps.mail,
    publicUrl: t.config.PUBLIC_URL,
    projectId,
    projectName,
    email,
    role,
    invitedBy: { id: admin.user.id, email: admin.email },
  });
  return (await invitationLinkMailedTo(t.db, email)).searchParams.get('token')!;
}

/** Makes the account with the mailed link, then signs in with it. */
async function signUpWithLink(email: string, invitationToken: string): Promise<SignedIn> {
  const password = 'invited-pass';
  const res = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password, name: 'Nina Newcomer', invitationToken },
  });
  expect(res.status).toBe(200);
  const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  expect(signIn.status).toBe(200);
  const cookie = sessionCookieFrom(signIn);
  const me = (await (await t.request('/api/auth/me', { headers: { cookie } })).json()) as {
    user: SignedIn['user'];
  };
  return {
    user: me.user,
    email,
    password,
    cookie,
    headers: { cookie, origin: new URL(t.config.PUBLIC_URL).origin },
  };
}

describe('earlier admin replies are read for someone who joins the team later', () => {
  it.each([
    ['the owner', () => owner],
    ['an admin', () => admin],
  ])('added by %s', async (_, by) => {
    const project = await projectWithHistory();
    const joiner = await signUpAs(t, { name: 'Ari Added' });
    const res = await post(`/api/projects/${project.id}/team`, by(), {
      email: joiner.email,
      role: 'developer',
    });
    expect(res.status).toBe(201);
    await expectOnlyLaterRepliesUnread(joiner, project.id);
    // The owner's own unread reply stays theirs.
    expect(await badgesOf(owner, project.id)).toEqual({ dashboard: 2, overview: 2 });
  });

  it('accepting a team invitation with an existing account', async () => {
    const project = await projectWithHistory();
    const email = freshEmail();
    const token = await invite(project.id, project.name, email, 'developer');
    const joiner = await signUpAs(t, { email });
    expect((await post(`/api/invitations/${encodeURIComponent(token)}/accept`, joiner)).status).toBe(200);
    await expectOnlyLaterRepliesUnread(joiner, project.id);
  });

  it('signing up with a team invitation link', async () => {
    const project = await projectWithHistory();
    const email = freshEmail();
    const joiner = await signUpWithLink(email, await invite(project.id, project.name, email, 'developer'));
    await expectOnlyLaterRepliesUnread(joiner, project.id);
  });

  it('claiming a project without owner with an owner invitation', async () => {
    const project = await projectWithHistory(null);
    const email = freshEmail();
    const joiner = await signUpWithLink(email, await invite(project.id, project.name, email, 'owner'));
    expect(
      (await get<ProjectOverview>(`/api/projects/${project.id}/overview`, joiner)).messages,
    ).toBeDefined();
    await expectOnlyLaterRepliesUnread(joiner, project.id);
  });

  it('a member who becomes owner keeps the replies they have not read yet', async () => {
    const project = await projectWithHistory();
    const heir = await signUpAs(t, { name: 'Hana Heir' });
    expect(
      (await post(`/api/projects/${project.id}/team`, owner, { email: heir.email, role: 'developer' }))
        .status,
    ).toBe(201);
    await reply(project.id, 'While a member');
    expect(
      (await post(`/api/projects/${project.id}/owner`, owner, { userId: heir.user.id })).status,
    ).toBeLessThan(300);
    expect(await badgesOf(heir, project.id)).toEqual({ dashboard: 1, overview: 1 });
  });
});
