import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxThread, Message, MessageCounts } from '~/shared/schemas/messages';
import { mailOutbox, projectCommunications, projectTeamMembers } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createProject } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { readSse } from '../../test/sse';
import { deliveryParts } from './routes';
import { deliverPendingMessages } from './delivery';

let t: TestContext;
let admin: SignedIn;
let owner: SignedIn;
let teammate: SignedIn;
let outsider: SignedIn;
let projectId: string;
let otherProjectId: string;

const post = (path: string, who: SignedIn, json: unknown) =>
  t.request(path, { method: 'POST', headers: who.headers, json });
const messagesOf = async (who: SignedIn, project = projectId) => {
  const res = await t.request(`/api/projects/${project}/messages`, { headers: who.headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: Message[] }).messages;
};
/** Message notices only: sign-up's verification mail goes to the same addresses. */
const mailsTo = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
    (m) => !m.subject.startsWith('Verify'),
  );

beforeAll(async () => {
  t = await createTestContext();
  admin = await signUpAs(t, { role: 'admin', name: 'Ada Admin' });
  owner = await signUpAs(t, { name: 'Olga Owner' });
  teammate = await signUpAs(t, { name: 'Tom Teammate' });
  outsider = await signUpAs(t, { name: 'Otto Outsider' });
  projectId = (await createProject(t.db, { name: 'Glacier Swap', createdBy: owner.user.id })).id;
  await t.db.insert(projectTeamMembers).values({ projectId, userId: teammate.user.id, role: 'developer' });
  otherProjectId = (await createProject(t.db, { name: 'Other', createdBy: outsider.user.id })).id;
});
afterAll(() => t.close());

describe('a founder writes to the admins', () => {
  it('stores the message, mails every active admin, announces it, and marks it delivered', async () => {
    const inactiveAdmin = await signUpAs(t, { role: 'admin', isActive: false });
    const stream = readSse(await t.request('/api/events', { headers: admin.headers }));
    await stream.next((e) => e.event === 'ready');
    try {
      const res = await post(`/api/projects/${projectId}/messages`, owner, {
        subject: '  Token launch   date ',
        messageContent: 'Can we move the launch to week 9?\n\nThe audit is late.',
        priority: 'high',
      });
      expect(res.status).toBe(201);
      const message = (await res.json()) as Message;
      expect(message).toMatchObject({
        subject: 'Token launch date',
        messageContent: 'Can we move the launch to week 9?\n\nThe audit is late.',
        priority: 'high',
        status: 'unread',
        deliveryStatus: 'delivered',
        sender: { kind: 'you', name: 'You' },
        edited: false,
        editable: true,
      });
      const event = await stream.next((e) => e.event === 'message' && e.data.includes(message.id));
      expect(JSON.parse(event.data)).toMatchObject({
        topic: `project:${projectId}:messages`,
        type: 'created',
      });
      const [mail] = await mailsTo(admin.email);
      expect(mail?.subject).toContain('Glacier Swap');
      expect(mail?.text).toContain('Token launch date');
      expect(await mailsTo(inactiveAdmin.email)).toHaveLength(0);
    } finally {
      await stream.close();
    }
  });

  it('defaults the priority to medium and lists the thread oldest first, with You and names', async () => {
    const res = await post(`/api/projects/${projectId}/messages`, teammate, {
      subject: 'Second',
      messageContent: 'From the developer',
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Message).priority).toBe('medium');
    const asOwner = await messagesOf(owner);
    expect(asOwner.map((m) => m.subject)).toEqual(['Token launch date', 'Second']);
    expect(asOwner.map((m) => m.sender)).toEqual([
      { kind: 'you', name: 'You' },
      { kind: 'member', name: 'Tom Teammate' },
    ]);
  });

  it('refuses blank, control-character and unknown-priority messages naming the field, storing nothing', async () => {
    const before = await t.db.$count(projectCommunications);
    const cases: Array<[unknown, string, string]> = [
      [{ subject: '   ', messageContent: 'x' }, 'subject', 'Subject and message content are required'],
      [
        { subject: 'Hi', messageContent: ' \n\t ' },
        'messageContent',
        'Subject and message content are required',
      ],
      [
        { subject: 'Hi', messageContent: 'a\u0000b' },
        'messageContent',
        'Message content must not contain control characters',
      ],
      [
        { subject: 'Hi', messageContent: 'x', priority: 'asap' },
        'priority',
        'Priority must be low, medium, high or urgent',
      ],
      [
        { subject: 'x'.repeat(201), messageContent: 'x' },
        'subject',
        'Subject must be no more than 200 characters long',
      ],
    ];
    for (const [json, field, message] of cases) {
      const res = await post(`/api/projects/${projectId}/messages`, owner, json);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.fields[field]).toBe(message);
    }
    expect(await t.db.$count(projectCommunications)).toBe(before);
  });
});

describe('who may read and write a thread', () => {
  it('keeps one project’s thread from members of another', async () => {
    expect(
      (await t.request(`/api/projects/${projectId}/messages`, { headers: outsider.headers })).status,
    ).toBe(403);
    const write = await post(`/api/projects/${projectId}/messages`, outsider, {
      subject: 'a',
      messageContent: 'b',
    });
    expect(write.status).toBe(403);
    expect((await t.request(`/api/projects/${projectId}/messages`)).status).toBe(401);
    expect((await t.request('/api/admin/messages', { headers: owner.headers })).status).toBe(403);
  });

  it('delivers project events only to that project’s members and the admins', async () => {
    const outsiderStream = readSse(await t.request('/api/events', { headers: outsider.headers }));
    const memberStream = readSse(await t.request('/api/events', { headers: teammate.headers }));
    await outsiderStream.next((e) => e.event === 'ready');
    await memberStream.next((e) => e.event === 'ready');
    try {
      const sent = (await (
        await post(`/api/projects/${projectId}/messages`, owner, { subject: 'Live', messageContent: 'ping' })
      ).json()) as Message;
      await memberStream.next((e) => e.event === 'message' && e.data.includes(sent.id));
      // Something the outsider may see, published after: when it arrives, the project event would have too.
      await post(`/api/projects/${otherProjectId}/messages`, outsider, {
        subject: 'Own',
        messageContent: 'x',
      });
      await outsiderStream.next((e) => e.event === 'message' && e.data.includes(otherProjectId));
      expect(outsiderStream.received.some((e) => e.data.includes(sent.id))).toBe(false);
    } finally {
      await outsiderStream.close();
      await memberStream.close();
    }
  });
});

describe('the admins answer', () => {
  it('lists threads unread first with counts, and counts unread and urgent for the badge', async () => {
    await post(`/api/projects/${projectId}/messages`, owner, {
      subject: 'Help',
      messageContent: 'now',
      priority: 'urgent',
    });
    const counts = (await (
      await t.request('/api/admin/messages/counts', { headers: admin.headers })
    ).json()) as MessageCounts;
    expect(counts.unread).toBeGreaterThanOrEqual(5);
    expect(counts.urgent).toBe(1);
    const res = await t.request('/api/admin/messages', { headers: admin.headers });
    const { threads } = (await res.json()) as { threads: InboxThread[] };
    const thread = threads.find((th) => th.projectId === projectId)!;
    expect(thread).toMatchObject({
      projectName: 'Glacier Swap',
      unreadCount: 4,
      topUnreadPriority: 'urgent',
    });
    expect(thread.lastMessage).toMatchObject({ subject: 'Help', fromAdmin: false, senderName: 'Olga Owner' });
    expect(threads[0]!.unreadCount).toBeGreaterThan(0);
    const filtered = (await (
      await t.request(`/api/admin/messages?projectId=${otherProjectId}`, { headers: admin.headers })
    ).json()) as { threads: InboxThread[] };
    expect(filtered.threads.map((th) => th.projectId)).toEqual([otherProjectId]);
  });

  it('reading a thread marks the founders’ messages read; the sender can no longer edit', async () => {
    const [first] = await messagesOf(owner);
    const edit = await t.request(`/api/projects/${projectId}/messages/${first!.id}`, {
      method: 'PATCH',
      headers: owner.headers,
      json: { messageContent: 'Can we move the launch to week 10?' },
    });
    expect(edit.status).toBe(200);
    expect((await edit.json()) as Message).toMatchObject({
      edited: true,
      messageContent: 'Can we move the launch to week 10?',
    });
    const notMine = await t.request(`/api/projects/${projectId}/messages/${first!.id}`, {
      method: 'PATCH',
      headers: teammate.headers,
      json: { subject: 'Hijack' },
    });
    expect(notMine.status).toBe(403);

    const read = await post(`/api/projects/${projectId}/messages/read`, admin, {});
    expect(((await read.json()) as { count: number }).count).toBe(4);
    const again = await t.request(`/api/projects/${projectId}/messages/${first!.id}`, {
      method: 'PATCH',
      headers: owner.headers,
      json: { subject: 'Too late' },
    });
    expect(again.status).toBe(409);
    const [firstAfter] = await messagesOf(owner);
    expect(firstAfter).toMatchObject({ status: 'read', editable: false, edited: true });
  });

  it('a reply reaches the founders as Admin, mails the team, and marks their messages replied', async () => {
    const res = await post(`/api/projects/${projectId}/messages`, admin, {
      subject: 'Re: launch',
      messageContent: 'Week 10 works.',
    });
    expect(res.status).toBe(201);
    const thread = await messagesOf(owner);
    const reply = thread.at(-1)!;
    expect(reply).toMatchObject({
      messageType: 'reply',
      sender: { kind: 'admin', name: 'Admin' },
      status: 'unread',
    });
    expect(thread.filter((m) => m.messageType === 'message').every((m) => m.status === 'replied')).toBe(true);
    expect((await mailsTo(owner.email)).some((m) => m.text.includes('Re: launch'))).toBe(true);
    expect((await mailsTo(teammate.email)).some((m) => m.text.includes('Re: launch'))).toBe(true);
    expect(await mailsTo(outsider.email)).toHaveLength(0);

    // The founder opens the dialog: the reply becomes read; their own messages stay replied.
    await post(`/api/projects/${projectId}/messages/read`, owner, {});
    const after = await messagesOf(owner);
    expect(after.at(-1)!.status).toBe('read');
  });

  it('files a message as archived or back to unread', async () => {
    const [first] = await messagesOf(admin);
    const res = await t.request(`/api/admin/messages/${first!.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { status: 'archived' },
    });
    expect(res.status).toBe(200);
    expect((await messagesOf(owner))[0]!.status).toBe('archived');
    const bad = await t.request(`/api/admin/messages/${first!.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { status: 'lost' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('status');
  });
});

describe('delivery when the notification fails', () => {
  it('keeps the message pending, then a retry delivers it once', async () => {
    await t.db.execute(sql`ALTER TABLE mail_outbox RENAME TO mail_outbox_down`);
    let sent: Message;
    try {
      const res = await post(`/api/projects/${projectId}/messages`, owner, {
        subject: 'While down',
        messageContent: 'x',
      });
      expect(res.status).toBe(201);
      sent = (await res.json()) as Message;
      expect(sent.deliveryStatus).toBe('pending');
    } finally {
      await t.db.execute(sql`ALTER TABLE mail_outbox_down RENAME TO mail_outbox`);
    }
    const [stored] = await t.db
      .select()
      .from(projectCommunications)
      .where(eq(projectCommunications.id, sent.id));
    expect(stored?.deliveryStatus).toBe('pending');

    const result = await deliverPendingMessages(deliveryParts(t.deps), { olderThanMs: 0 });
    expect(result).toMatchObject({ attempted: 1, delivered: 1 });
    const [after] = await t.db
      .select()
      .from(projectCommunications)
      .where(eq(projectCommunications.id, sent.id));
    expect(after?.deliveryStatus).toBe('delivered');
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, admin.email), sql`${mailOutbox.text} LIKE '%While down%'`));
    expect(mails).toHaveLength(1);
    expect(await deliverPendingMessages(deliveryParts(t.deps), { olderThanMs: 0 })).toMatchObject({
      attempted: 0,
    });
  });
});

describe('editing a message', () => {
  it('changes only the fields sent: the priority stays, and an empty change is refused', async () => {
    const sent = (await (
      await post(`/api/projects/${projectId}/messages`, owner, {
        subject: 'Audit slot',
        messageContent: 'Can we get one?',
        priority: 'urgent',
      })
    ).json()) as Message;
    const url = `/api/projects/${projectId}/messages/${sent.id}`;
    const edit = await t.request(url, {
      method: 'PATCH',
      headers: owner.headers,
      json: { messageContent: 'Can we get one this week?' },
    });
    expect(edit.status).toBe(200);
    expect((await edit.json()) as Message).toMatchObject({
      priority: 'urgent',
      subject: 'Audit slot',
      messageContent: 'Can we get one this week?',
    });

    for (const json of [{}, { status: 'read' }]) {
      const empty = await t.request(url, { method: 'PATCH', headers: owner.headers, json });
      expect(empty.status).toBe(400);
      expect((await empty.json()).error.message).toContain('Nothing to update');
    }
    const [stored] = await t.db
      .select()
      .from(projectCommunications)
      .where(eq(projectCommunications.id, sent.id));
    expect(stored).toMatchObject({ priority: 'urgent', status: 'unread' });
  });
});

describe('a thread of a project that does not exist', () => {
  it('answers an admin writing to it with 404 and stores nothing', async () => {
    const before = await t.db.$count(projectCommunications);
    const res = await post('/api/projects/00000000-0000-4000-8000-000000000000/messages', admin, {
      subject: 'Hello',
      messageContent: 'Anyone there?',
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Project not found');
    expect(await t.db.$count(projectCommunications)).toBe(before);
  });
});
