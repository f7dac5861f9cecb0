import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Message, MessageCounts } from '~/shared/schemas/messages';
import type { ManagedProjectSummary, ProjectOverview } from '~/shared/schemas/projects';
import type { TeamDashboard } from '~/shared/schemas/team-dashboard';
import { messageReads, projectCommunications, projectTeamMembers } from '../../db/schema/index';
import { withSignedIn } from '../../test/admin-context';
import { sessionCookieFrom, signUpAs, type SignedIn } from '../../test/auth';
import { createProject, uniqueEmail } from '../../test/factories';
import { applyMigration } from '../../test/database';
import type { TestContext } from '../../test/harness';
import { inviteIntoTeam, joinTeam } from '../../test/invitations';
import { deliveryParts } from './routes';
import { sendMessage } from './service';

let t: TestContext;
let admin: SignedIn;
let otherAdmin: SignedIn;
let owner: SignedIn;
let teammate: SignedIn;
withSignedIn(
  [
    { role: 'admin', name: 'Ada Admin' },
    { role: 'admin', name: 'Abe Admin' },
    { name: 'Olga Owner' },
    { name: 'Tom Teammate' },
  ],
  (ctx, users) => {
    t = ctx;
    [admin, otherAdmin, owner, teammate] = users;
  },
);

const get = async <T>(path: string, who: SignedIn) => {
  const res = await t.request(path, { headers: who.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const post = (path: string, who: SignedIn, json: unknown = {}) =>
  t.request(path, { method: 'POST', headers: who.headers, json });
const threadOf = async (who: SignedIn, projectId: string) =>
  (await get<{ messages: Message[] }>(`/api/projects/${projectId}/messages`, who)).messages;
const readThread = async (who: SignedIn, projectId: string) => {
  const res = await post(`/api/projects/${projectId}/messages/read`, who);
  expect(res.status).toBe(200);
  return ((await res.json()) as { count: number }).count;
};
/** What the founder's badges show for one project: team dashboard and project overview. */
const badgesOf = async (who: SignedIn, projectId: string) => ({
  dashboard: (await get<TeamDashboard>('/api/team-dashboard', who)).projects.find((p) => p.id === projectId)
    ?.unreadMessages,
  overview: (await get<ProjectOverview>(`/api/projects/${projectId}/overview`, who)).messages.unreadForViewer,
});

async function teamProject(name: string) {
  const project = await createProject(t.db, { name, createdBy: owner.user.id });
  await t.db.insert(projectTeamMembers).values({ projectId: project.id, userId: teammate.user.id });
  return project.id;
}

describe('each founder reads the admins’ replies for themselves', () => {
  it('one member reading leaves the other with their unread reply; the admin sees Read at once', async () => {
    const projectId = await teamProject('Two Readers');
    expect(
      (await post(`/api/projects/${projectId}/messages`, owner, { subject: 'Q', messageContent: 'Help?' }))
        .status,
    ).toBe(201);
    expect(
      (
        await post(`/api/projects/${projectId}/messages`, admin, {
          subject: 'Re: Q',
          messageContent: 'Sure.',
        })
      ).status,
    ).toBe(201);
    expect(await badgesOf(owner, projectId)).toEqual({ dashboard: 1, overview: 1 });
    expect(await badgesOf(teammate, projectId)).toEqual({ dashboard: 1, overview: 1 });
    expect((await threadOf(teammate, projectId)).at(-1)).toMatchObject({
      subject: 'Re: Q',
      unreadForViewer: true,
    });

    expect(await readThread(owner, projectId)).toBe(1);

    expect(await badgesOf(owner, projectId)).toEqual({ dashboard: 0, overview: 0 });
    expect(await badgesOf(teammate, projectId)).toEqual({ dashboard: 1, overview: 1 });
    expect((await threadOf(owner, projectId)).at(-1)).toMatchObject({ unreadForViewer: false });
    expect((await threadOf(teammate, projectId)).at(-1)).toMatchObject({ unreadForViewer: true });
    // The reply's own status is the admins' side of it: read by the first member, no longer editable.
    const asAdmin = (await threadOf(admin, projectId)).at(-1)!;
    expect(asAdmin).toMatchObject({
      sender: { kind: 'you' },
      status: 'read',
      editable: false,
      unreadForViewer: false,
    });

    // The second member's read is theirs alone: the status and its first read time stay.
    expect(await readThread(teammate, projectId)).toBe(1);
    expect(await badgesOf(teammate, projectId)).toEqual({ dashboard: 0, overview: 0 });
    expect((await threadOf(admin, projectId)).at(-1)).toMatchObject({
      status: 'read',
      readAt: asAdmin.readAt,
    });
    // Reading again finds nothing new.
    expect(await readThread(owner, projectId)).toBe(0);
  });

  it('a later reply is unread again for every member, whatever they read before', async () => {
    const projectId = await teamProject('Later Reply');
    await post(`/api/projects/${projectId}/messages`, admin, { subject: 'First', messageContent: 'One' });
    await readThread(owner, projectId);
    await readThread(teammate, projectId);
    await post(`/api/projects/${projectId}/messages`, admin, { subject: 'Second', messageContent: 'Two' });
    expect(await badgesOf(owner, projectId)).toEqual({ dashboard: 1, overview: 1 });
    expect(await badgesOf(teammate, projectId)).toEqual({ dashboard: 1, overview: 1 });
    expect((await threadOf(owner, projectId)).map((m) => m.unreadForViewer)).toEqual([false, true]);
  });

  it('admins keep one shared inbox: one admin reading files the message for every admin', async () => {
    const projectId = await teamProject('Shared Inbox');
    await post(`/api/projects/${projectId}/messages`, teammate, { subject: 'Hello', messageContent: 'Hi' });
    expect(await badgesOf(otherAdmin, projectId)).toEqual({ dashboard: 1, overview: 1 });
    expect(await readThread(admin, projectId)).toBe(1);
    expect(await badgesOf(otherAdmin, projectId)).toEqual({ dashboard: 0, overview: 0 });
    expect((await threadOf(otherAdmin, projectId))[0]).toMatchObject({
      status: 'read',
      unreadForViewer: false,
    });
    // Founders' own messages are never unread for founders.
    expect((await threadOf(owner, projectId))[0]).toMatchObject({ unreadForViewer: false });
  });
});

/** What an admin's badges show for one project: the project list, the inbox total and the thread. */
const adminBadgesOf = async (who: SignedIn, projectId: string) => ({
  projectList: (await get<{ projects: ManagedProjectSummary[] }>('/api/admin/projects', who)).projects.find(
    (p) => p.id === projectId,
  )?.unreadMessages,
  inbox: (await get<MessageCounts>('/api/admin/messages/counts', who)).unread,
});
const send = async (who: SignedIn, projectId: string, subject: string) => {
  const res = await post(`/api/projects/${projectId}/messages`, who, { subject, messageContent: subject });
  expect(res.status).toBe(201);
  return (await res.json()) as Message;
};
const readUpTo = (who: SignedIn, projectId: string, lastSeenMessageId: unknown) =>
  post(`/api/projects/${projectId}/messages/read`, who, { lastSeenMessageId });

/*
 * The read request names the newest message the reader's thread displayed: a message that
 * arrives between the thread's load and the read stays unread, and the badges count it.
 */
describe('a read marks only what the reader has seen', () => {
  it('a reply sent after the founder’s thread loaded stays unread for them', async () => {
    const projectId = await teamProject('Late Reply');
    const seen = await send(admin, projectId, 'Seen reply');
    const shown = await threadOf(owner, projectId);
    expect(shown.at(-1)!.id).toBe(seen.id);
    await send(admin, projectId, 'Late reply');

    const res = await readUpTo(owner, projectId, shown.at(-1)!.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 1 });

    expect((await threadOf(owner, projectId)).map((m) => [m.subject, m.unreadForViewer])).toEqual([
      ['Seen reply', false],
      ['Late reply', true],
    ]);
    expect(await badgesOf(owner, projectId)).toEqual({ dashboard: 1, overview: 1 });
    // The first member's read still makes the seen reply 'read' for the admins; the late one waits.
    expect((await threadOf(admin, projectId)).map((m) => [m.subject, m.status])).toEqual([
      ['Seen reply', 'read'],
      ['Late reply', 'unread'],
    ]);

    // Once the thread shows the late reply, reading up to it reads it.
    expect(
      await (await readUpTo(owner, projectId, (await threadOf(owner, projectId)).at(-1)!.id)).json(),
    ).toEqual({ count: 1 });
    expect(await badgesOf(owner, projectId)).toEqual({ dashboard: 0, overview: 0 });
  });

  it('a founder’s message sent after the admin’s thread loaded stays unread in the admins’ inbox', async () => {
    const projectId = await teamProject('Late Question');
    await send(teammate, projectId, 'Seen question');
    const shown = await threadOf(admin, projectId);
    await send(owner, projectId, 'Late question');
    const before = await adminBadgesOf(otherAdmin, projectId);
    expect(before.projectList).toBe(2);

    const res = await readUpTo(admin, projectId, shown.at(-1)!.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 1 });

    expect(
      (await threadOf(otherAdmin, projectId)).map((m) => [m.subject, m.status, m.unreadForViewer]),
    ).toEqual([
      ['Seen question', 'read', false],
      ['Late question', 'unread', true],
    ]);
    expect(await adminBadgesOf(otherAdmin, projectId)).toEqual({ projectList: 1, inbox: before.inbox - 1 });
    expect(await badgesOf(otherAdmin, projectId)).toEqual({ dashboard: 1, overview: 1 });
  });

  it('messages of one time are read in the thread’s own order, by id', async () => {
    const projectId = await teamProject('Same Instant');
    const at = new Date(Date.UTC(2026, 5, 1, 12));
    await t.db.insert(projectCommunications).values(
      ['One', 'Two', 'Three'].map((subject) => ({
        projectId,
        senderId: admin.user.id,
        subject,
        messageContent: subject,
        messageType: 'reply' as const,
        createdAt: at,
        updatedAt: at,
      })),
    );
    // The thread lists equal times by id; the reader saw the first two rows.
    const shown = await threadOf(owner, projectId);
    expect(await (await readUpTo(owner, projectId, shown[1]!.id)).json()).toEqual({ count: 2 });
    expect((await threadOf(owner, projectId)).map((m) => [m.id, m.unreadForViewer])).toEqual([
      [shown[0]!.id, false],
      [shown[1]!.id, false],
      [shown[2]!.id, true],
    ]);
  });

  it('a message that commits after another sorts after it, even when its transaction began first', async () => {
    // Two writers at once need two connections; PGlite has one.
    if (t.database.driver !== 'pg') return;
    const projectId = await teamProject('Commit Order');
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select now()`); // the transaction's now() is fixed from here
      await send(admin, projectId, 'Committed first');
      await sendMessage({
        ...deliveryParts(t.deps),
        db: tx,
        projectId,
        viewer: { userId: admin.user.id, isAdmin: true },
        input: { subject: 'Committed second', messageContent: 'x', priority: 'medium' },
      });
    });
    // A reader who loaded the thread between the two commits saw only the first: it is still the
    // newest they saw, and the one that committed later sorts after it, so it stays unread.
    expect((await threadOf(owner, projectId)).map((m) => m.subject)).toEqual([
      'Committed first',
      'Committed second',
    ]);
  });

  it('refuses a last seen message that is not an id or not in this thread, and marks nothing', async () => {
    const projectId = await teamProject('Refused Reads');
    const elsewhere = await teamProject('Other Thread');
    await send(admin, projectId, 'Unread reply');
    const other = await send(admin, elsewhere, 'Reply elsewhere');
    const refused = async (value: unknown, message: string) => {
      const res = await readUpTo(owner, projectId, value);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', fields: { lastSeenMessageId: message } },
      });
    };
    await refused('not-an-id', 'Last seen message id must be a valid message id');
    await refused(42, 'Last seen message id must be a valid message id');
    await refused(other.id, "Last seen message id is not a message in this project's thread");
    await refused(crypto.randomUUID(), "Last seen message id is not a message in this project's thread");
    expect(await badgesOf(owner, projectId)).toEqual({ dashboard: 1, overview: 1 });
    expect(await badgesOf(owner, elsewhere)).toEqual({ dashboard: 1, overview: 1 });
  });

  it('a request without it (a tab loaded before the field) still reads the whole thread', async () => {
    const projectId = await teamProject('Old Tab');
    await send(admin, projectId, 'First');
    await send(admin, projectId, 'Second');
    const res = await t.request(`/api/projects/${projectId}/messages/read`, {
      method: 'POST',
      headers: owner.headers,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 2 });
    expect(await badgesOf(owner, projectId)).toEqual({ dashboard: 0, overview: 0 });
  });
});

describe('migration 0025 on a database with replies already read', () => {
  it('counts replies read, answered or archived as read by every current member, and unread ones for nobody', async () => {
    const projectId = await teamProject('Before Per Person Reads');
    const replies = await t.db
      .insert(projectCommunications)
      .values(
        (['read', 'replied', 'archived', 'unread'] as const).map((status, k) => ({
          projectId,
          senderId: admin.user.id,
          subject: status,
          messageContent: 'x',
          messageType: 'reply' as const,
          status,
          createdAt: new Date(Date.UTC(2026, 0, k + 1)),
          readAt: status === 'unread' ? null : new Date(Date.UTC(2026, 0, k + 2)),
        })),
      )
      .returning();
    // A founder's message already read by the admins is not the founders' to read.
    await t.db.insert(projectCommunications).values({
      projectId,
      senderId: owner.user.id,
      subject: 'mine',
      messageContent: 'x',
      status: 'read',
    });
    // The state before 0025: no message_reads table.
    await t.db.execute(sql`DROP TABLE message_reads`);

    await applyMigration(t.db, '0025_per_person_message_reads');

    const rows = await t.db
      .select({
        subject: projectCommunications.subject,
        userId: messageReads.userId,
        readAt: messageReads.readAt,
      })
      .from(messageReads)
      .innerJoin(projectCommunications, eq(projectCommunications.id, messageReads.messageId))
      .where(eq(projectCommunications.projectId, projectId))
      .orderBy(asc(projectCommunications.createdAt), asc(messageReads.userId));
    const expected = replies
      .filter((r) => r.status !== 'unread')
      .flatMap((r) =>
        [owner.user.id, teammate.user.id]
          .sort()
          .map((userId) => ({ subject: r.subject, userId, readAt: r.readAt })),
      );
    expect(rows).toEqual(expected);
    expect(await badgesOf(owner, projectId)).toEqual({ dashboard: 1, overview: 1 });
    expect(await badgesOf(teammate, projectId)).toEqual({ dashboard: 1, overview: 1 });
  });
});

/*
 * Someone who joins a team later has not missed the admin replies sent before: every way of
 * becoming a member leaves those read for them, and only replies after they joined are unread.
 */

const reply = async (projectId: string, subject: string) =>
  expect(
    (await post(`/api/projects/${projectId}/messages`, admin, { subject, messageContent: 'x' })).status,
  ).toBe(201);
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
  const project = { id: projectId, name: projectName };
  return (await inviteIntoTeam(t, { project, email, role, by: admin })).token;
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
  ])('added by %s (and accepting from the dashboard)', async (_, by) => {
    const project = await projectWithHistory();
    const joiner = await signUpAs(t, { name: 'Ari Added' });
    await joinTeam(t, { projectId: project.id, who: joiner, by: by() });
    await expectOnlyLaterRepliesUnread(joiner, project.id);
    // The owner's own unread reply stays theirs.
    expect(await badgesOf(owner, project.id)).toEqual({ dashboard: 2, overview: 2 });
  });

  it('accepting a team invitation with an existing account', async () => {
    const project = await projectWithHistory();
    const email = uniqueEmail('joiner');
    const token = await invite(project.id, project.name, email, 'developer');
    const joiner = await signUpAs(t, { email });
    expect((await post(`/api/invitations/${encodeURIComponent(token)}/accept`, joiner)).status).toBe(200);
    await expectOnlyLaterRepliesUnread(joiner, project.id);
  });

  it('signing up with a team invitation link', async () => {
    const project = await projectWithHistory();
    const email = uniqueEmail('joiner');
    const joiner = await signUpWithLink(email, await invite(project.id, project.name, email, 'developer'));
    await expectOnlyLaterRepliesUnread(joiner, project.id);
  });

  it('claiming a project without owner with an owner invitation', async () => {
    const project = await projectWithHistory(null);
    const email = uniqueEmail('joiner');
    const joiner = await signUpWithLink(email, await invite(project.id, project.name, email, 'owner'));
    expect(
      (await get<ProjectOverview>(`/api/projects/${project.id}/overview`, joiner)).messages,
    ).toBeDefined();
    await expectOnlyLaterRepliesUnread(joiner, project.id);
  });

  it('a member who becomes owner keeps the replies they have not read yet', async () => {
    const project = await projectWithHistory();
    const heir = await signUpAs(t, { name: 'Hana Heir' });
    await joinTeam(t, { projectId: project.id, who: heir, by: owner });
    await reply(project.id, 'While a member');
    expect(
      (await post(`/api/projects/${project.id}/owner`, owner, { userId: heir.user.id })).status,
    ).toBeLessThan(300);
    expect(await badgesOf(heir, project.id)).toEqual({ dashboard: 1, overview: 1 });
  });
});
