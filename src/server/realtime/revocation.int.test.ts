import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectTeamMembers, sessions } from '../db/schema/index';
import { signUpAs, type SignedIn } from '../test/auth';
import { createProject } from '../test/factories';
import { createOtherInstance, createTestContext, type TestContext } from '../test/harness';
import { readSse, type SseEvent, type SseReader } from '../test/sse';

/*
 * Issue 12 item 5: a live stream obeys revocation. Deactivating or demoting an admin, or ending
 * their sessions, closes their open /api/events streams with a final `revoked` event, on this
 * instance and on another one (the revocation travels through the NOTIFY channel), and on an
 * interval even when nobody announced it.
 */

let t: TestContext;
let superAdmin: SignedIn;
/** A second instance: its own hub and app over the same database. */
let other: Awaited<ReturnType<typeof createOtherInstance>>;

beforeAll(async () => {
  t = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  superAdmin = await signUpAs(t, { role: 'super_admin' });
  other = await createOtherInstance(t);
});
afterAll(async () => {
  await other.realtime.close();
  await t.close();
});

const isApplicationEvent = (id: string) => (e: SseEvent) =>
  e.event === 'message' && (JSON.parse(e.data) as { id: string }).id === id;

async function openStream(who: SignedIn, app = t.app, topics?: string): Promise<SseReader> {
  const query = topics ? `?topics=${encodeURIComponent(topics)}` : '';
  const res = await app.request(`/api/events${query}`, { headers: who.headers });
  expect(res.status).toBe(200);
  const sse = readSse(res);
  await sse.next((e) => e.event === 'ready');
  return sse;
}

/** The stream still carries application events (so a later silence means something). */
async function expectLive(sse: SseReader) {
  const id = randomUUID();
  await t.deps.realtime!.publish('applications', { type: 'created', id });
  await sse.next(isApplicationEvent(id));
}

/** The stream ends with `revoked` and carries nothing published afterwards. */
async function expectRevoked(sse: SseReader) {
  const revoked = await sse.next((e) => e.event === 'revoked');
  expect(JSON.parse(revoked.data)).toHaveProperty('reason');
  const id = randomUUID();
  await t.deps.realtime!.publish('applications', { type: 'created', id });
  await expect(sse.next(() => true, 1000)).rejects.toThrow(/stream ended|no matching event/);
  expect(sse.received.some(isApplicationEvent(id))).toBe(false);
}

const patchUser = (id: string, json: unknown) =>
  t.request(`/api/admin/users/${id}`, { method: 'PATCH', headers: superAdmin.headers, json });

describe('open streams obey revocation', () => {
  it('closes a deactivated admin’s streams, on this instance and on another', async () => {
    const admin = await signUpAs(t, { role: 'admin' });
    const here = await openStream(admin);
    const there = await openStream(admin, other.app);
    try {
      await expectLive(here);
      await expectLive(there);
      expect((await patchUser(admin.user.id, { isActive: false })).status).toBe(200);
      await expectRevoked(here);
      await expectRevoked(there);
    } finally {
      await here.close();
      await there.close();
    }
  });

  it.each([
    ['closes a demoted admin’s stream', (admin: SignedIn) => patchUser(admin.user.id, { role: 'user' })],
    [
      'closes the stream when the admin signs out everywhere',
      (admin: SignedIn) =>
        t.request('/api/auth/revoke-sessions', { method: 'POST', headers: admin.headers, json: {} }),
    ],
  ])('%s', async (_title, revoke) => {
    const admin = await signUpAs(t, { role: 'admin' });
    const sse = await openStream(admin);
    try {
      await expectLive(sse);
      expect((await revoke(admin)).status).toBe(200);
      await expectRevoked(sse);
    } finally {
      await sse.close();
    }
  });

  it('leaves an unaffected admin’s stream open', async () => {
    const [kept, removed] = [await signUpAs(t, { role: 'admin' }), await signUpAs(t, { role: 'admin' })];
    const sse = await openStream(kept);
    try {
      expect((await patchUser(removed.user.id, { isActive: false })).status).toBe(200);
      await expectLive(sse);
      expect(sse.received.some((e) => e.event === 'revoked')).toBe(false);
    } finally {
      await sse.close();
    }
  });

  it('re-checks on an interval even when no revocation was announced', async () => {
    const { realtime, app } = await createOtherInstance(t, { recheckMs: 200 });
    const admin = await signUpAs(t, { role: 'admin' });
    const sse = await openStream(admin, app);
    try {
      // Sessions removed behind the server's back: no revocation message is sent.
      await t.db.delete(sessions).where(eq(sessions.userId, admin.user.id));
      await sse.next((e) => e.event === 'revoked', 5000);
    } finally {
      await sse.close();
      await realtime.close();
    }
  });
});

/*
 * Issue 35 item 4: losing access to a project ends its live events at once, through the same
 * revocation a role change sends, on every instance. A stream that asked for the project's topic
 * ends with `revoked`; one that follows everything it may see stays open without the project.
 */
describe('open streams after losing access to a project', () => {
  const messagesOf = (projectId: string) => `project:${projectId}:messages`;
  const isEventOf = (topic: string) => (e: SseEvent) =>
    e.event === 'message' && (JSON.parse(e.data) as { topic: string }).topic === topic;

  /** A project of `owner` with `member` on its team, and the admin who manages it. */
  async function projectWithTeam() {
    const [owner, member] = [
      await signUpAs(t, { name: 'Olga Owner' }),
      await signUpAs(t, { name: 'Mo Member' }),
    ];
    const project = await createProject(t.db, { createdBy: owner.user.id });
    const [seat] = await t.db
      .insert(projectTeamMembers)
      .values({ projectId: project.id, userId: member.user.id, role: 'developer' })
      .returning();
    return { owner, member, project, memberId: seat!.id };
  }

  /** The project's topic still reaches each stream (so a later silence means something). */
  async function expectProjectLive(streams: SseReader[], projectId: string) {
    const id = randomUUID();
    await t.deps.realtime!.publish(messagesOf(projectId) as `project:${string}:messages`, {
      type: 'created',
      id,
    });
    for (const sse of streams) {
      await sse.next((e) => isEventOf(messagesOf(projectId))(e) && e.data.includes(id));
    }
  }

  /** A message the owner posts to the thread, as the app does. */
  async function postMessage(owner: SignedIn, projectId: string) {
    const res = await t.request(`/api/projects/${projectId}/messages`, {
      method: 'POST',
      headers: owner.headers,
      json: { subject: 'After the change', messageContent: 'Who still hears this?' },
    });
    expect(res.status).toBe(201);
  }

  /**
   * The streams that follow the project's topic end with `revoked` before it; the stream that
   * follows everything stays open (a later `projects` event reaches it) and never carries it.
   */
  async function expectCutOff(topical: SseReader[], everything: SseReader, projectId: string) {
    for (const sse of topical) {
      await sse.next((e) => e.event === 'revoked' || isEventOf(messagesOf(projectId))(e));
      await expect(sse.next(() => true, 1000)).rejects.toThrow(/stream ended|no matching event/);
      expect(sse.received.filter(isEventOf(messagesOf(projectId))).length).toBe(1);
    }
    const marker = randomUUID();
    await t.deps.realtime!.publish('projects', { type: 'updated', id: marker });
    await everything.next((e) => e.event === 'message' && e.data.includes(marker));
    expect(everything.received.filter(isEventOf(messagesOf(projectId))).length).toBe(1);
    expect(everything.received.some((e) => e.event === 'revoked')).toBe(false);
  }

  it("ends a removed member's project events at once, on this instance and on another", async () => {
    const { owner, member, project, memberId } = await projectWithTeam();
    const topic = messagesOf(project.id);
    const here = await openStream(member, t.app, topic);
    const there = await openStream(member, other.app, topic);
    const everything = await openStream(member);
    try {
      await expectProjectLive([here, there, everything], project.id);

      const removed = await t.request(`/api/projects/${project.id}/team/${memberId}`, {
        method: 'DELETE',
        headers: owner.headers,
      });
      expect(removed.status).toBe(200);
      await postMessage(owner, project.id);

      await expectCutOff([here, there], everything, project.id);
      expect(here.received.at(-1)?.event).toBe('revoked');
      expect(there.received.at(-1)?.event).toBe('revoked');
    } finally {
      await Promise.all([here.close(), there.close(), everything.close()]);
    }
  });

  it('ends the team’s project events at once when an admin deactivates the project', async () => {
    const { owner, member, project } = await projectWithTeam();
    const topic = messagesOf(project.id);
    const streams = {
      owner: await openStream(owner, t.app, topic),
      member: await openStream(member, other.app, topic),
      everything: await openStream(member),
    };
    try {
      await expectProjectLive(Object.values(streams), project.id);
      const res = await t.request(`/api/projects/${project.id}`, {
        method: 'PATCH',
        headers: superAdmin.headers,
        json: { isActive: false },
      });
      expect(res.status).toBe(200);
      // The admin side keeps writing to the thread (a reply, a status change) after that.
      await t.deps.realtime!.publish(topic as `project:${string}:messages`, {
        type: 'created',
        id: randomUUID(),
      });

      await expectCutOff([streams.owner, streams.member], streams.everything, project.id);
      expect(streams.owner.received.at(-1)?.event).toBe('revoked');
      expect(streams.member.received.at(-1)?.event).toBe('revoked');
    } finally {
      await Promise.all(Object.values(streams).map((sse) => sse.close()));
    }
  });

  it('keeps the old owner’s events through a hand-over (they stay as co-founder) and ends them on removal', async () => {
    const { owner, member, project } = await projectWithTeam();
    const topic = messagesOf(project.id);
    const oldOwner = await openStream(owner, other.app, topic);
    try {
      const handed = await t.request(`/api/projects/${project.id}/owner`, {
        method: 'POST',
        headers: owner.headers,
        json: { userId: member.user.id },
      });
      expect(handed.status).toBe(200);
      const team = (await handed.json()) as { members: { userId: string; memberId: string | null }[] };
      await expectProjectLive([oldOwner], project.id);
      expect(oldOwner.received.some((e) => e.event === 'revoked')).toBe(false);

      const seat = team.members.find((m) => m.userId === owner.user.id)!.memberId!;
      const removed = await t.request(`/api/projects/${project.id}/team/${seat}`, {
        method: 'DELETE',
        headers: member.headers,
      });
      expect(removed.status).toBe(200);
      await postMessage(member, project.id);
      await oldOwner.next((e) => e.event === 'revoked');
      await expect(oldOwner.next(() => true, 1000)).rejects.toThrow(/stream ended|no matching event/);
      expect(oldOwner.received.filter(isEventOf(topic)).length).toBe(1);
    } finally {
      await oldOwner.close();
    }
  });
});
