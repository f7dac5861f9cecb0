import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectTeamMembers } from '../db/schema/index';
import { createLogger } from '../logger';
import { signUpAs } from '../test/auth';
import { createProject } from '../test/factories';
import { createOtherInstance, createTestContext, type TestContext } from '../test/harness';
import { readSse, type SseEvent } from '../test/sse';
import { createRealtime, type RealtimeEvent, type Subscriber } from './hub';
import { anonymousViewer, projectMessagesTopic, type Viewer } from './topics';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const admin: Viewer = { userId: 'admin-1', role: 'admin', projectIds: new Set() };
const payload = (e: SseEvent) =>
  JSON.parse(e.data) as { topic: string; type: string; id: string; at: string };

function collect(viewer: Viewer, topics: Set<string> | null = null) {
  const events: RealtimeEvent[] = [];
  const subscriber: Subscriber = { viewer, topics, deliver: (e) => events.push(e), close: () => {} };
  return { events, subscriber };
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('realtime hub (NOTIFY fan-out)', () => {
  it('delivers a published event to subscribers allowed to see its topic only', async () => {
    const realtime = t.deps.realtime!;
    const adminSub = collect(admin);
    const anonSub = collect(anonymousViewer);
    const a = realtime.subscribe(adminSub.subscriber);
    const b = realtime.subscribe(anonSub.subscriber);
    const appId = randomUUID();
    const projectId = randomUUID();
    await realtime.publish('applications', { type: 'created', id: appId });
    await realtime.publish('projects', { type: 'updated', id: projectId });
    await until(() => adminSub.events.length === 2 && anonSub.events.length === 1);
    expect(adminSub.events.map((e) => [e.topic, e.type, e.id])).toEqual([
      ['applications', 'created', appId],
      ['projects', 'updated', projectId],
    ]);
    expect(anonSub.events.map((e) => e.topic)).toEqual(['projects']);
    expect(adminSub.events[1]!.seq).toBeGreaterThan(adminSub.events[0]!.seq);
    a.unsubscribe();
    b.unsubscribe();
  });

  it('sends project topics to members and admins only', async () => {
    const realtime = t.deps.realtime!;
    const projectId = randomUUID();
    const member = collect({ userId: 'm', role: 'user', projectIds: new Set([projectId]) });
    const outsider = collect({ userId: 'o', role: 'user', projectIds: new Set([randomUUID()]) });
    const adminSub = collect(admin);
    const subs = [member, outsider, adminSub].map((s) => realtime.subscribe(s.subscriber));
    await realtime.publish(`project:${projectId}:messages`, { type: 'created', id: randomUUID() });
    await realtime.publish('projects', { type: 'updated', id: projectId });
    await until(
      () => outsider.events.length === 1 && member.events.length === 2 && adminSub.events.length === 2,
    );
    expect(outsider.events.map((e) => e.topic)).toEqual(['projects']);
    expect(member.events[0]!.topic).toBe(`project:${projectId}:messages`);
    subs.forEach((s) => s.unsubscribe());
  });

  it('replays missed events after Last-Event-ID and asks for a resync when the id is unknown or too old', async () => {
    const realtime = await createRealtime({
      database: t.database,
      logger: createLogger('silent'),
      bufferSize: 3,
    });
    try {
      const watcher = collect(admin);
      const w = realtime.subscribe(watcher.subscriber);
      for (let i = 0; i < 5; i++) await realtime.publish('projects', { type: 'updated', id: `p${i}` });
      await until(() => watcher.events.length === 5);
      const ids = watcher.events.map((e) => realtime.eventId(e));

      const late = collect(admin);
      const resumed = realtime.subscribe(late.subscriber, ids[2]);
      expect(resumed.replay).toMatchObject({ kind: 'events' });
      const replayed = resumed.replay.kind === 'events' ? resumed.replay.events : [];
      expect(replayed.map((e) => e.id)).toEqual(['p3', 'p4']);

      // ids[0] is followed by p1, which fell out of the 3-event buffer.
      expect(realtime.subscribe(collect(admin).subscriber, ids[0]).replay).toEqual({ kind: 'resync' });
      expect(realtime.subscribe(collect(admin).subscriber, 'deadbeef.1').replay).toEqual({ kind: 'resync' });
      expect(realtime.subscribe(collect(admin).subscriber, ids[4]).replay).toEqual({
        kind: 'events',
        events: [],
      });
      w.unsubscribe();
    } finally {
      await realtime.close();
    }
  });
});

describe('GET /api/events', () => {
  it('streams public topics to an anonymous visitor, with ids, and never application events', async () => {
    const res = await t.request('/api/events');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const sse = readSse(res);
    try {
      const ready = await sse.next((e) => e.event === 'ready');
      expect(JSON.parse(ready.data).instance).toBe(t.deps.realtime!.instanceId);
      const projectId = randomUUID();
      await t.deps.realtime!.publish('applications', { type: 'created', id: randomUUID() });
      await t.deps.realtime!.publish('projects', { type: 'updated', id: projectId });
      const event = await sse.next((e) => e.event === 'message');
      expect(payload(event)).toMatchObject({ topic: 'projects', type: 'updated', id: projectId });
      expect(event.id).toMatch(new RegExp(`^${t.deps.realtime!.instanceId}\\.\\d+$`));
      // NOTIFY keeps order, so the applications event would have arrived before the projects one.
      expect(sse.received.filter((e) => e.event === 'message').map((e) => payload(e).topic)).toEqual([
        'projects',
      ]);
    } finally {
      await sse.close();
    }
  });

  it('unsubscribes when the client disconnects', async () => {
    const before = t.deps.realtime!.subscriberCount;
    const sse = readSse(await t.request('/api/events'));
    await sse.next((e) => e.event === 'ready');
    expect(t.deps.realtime!.subscriberCount).toBe(before + 1);
    await sse.close();
    await until(() => t.deps.realtime!.subscriberCount === before);
  });

  it('replays from a Last-Event-ID header and sends resync for a foreign id', async () => {
    const first = readSse(await t.request('/api/events?topics=projects'));
    await first.next((e) => e.event === 'ready');
    await t.deps.realtime!.publish('projects', { type: 'updated', id: 'one' });
    const one = await first.next((e) => e.event === 'message');
    await first.close();
    await t.deps.realtime!.publish('projects', { type: 'updated', id: 'two' });
    await t.deps.realtime!.publish('projects', { type: 'updated', id: 'three' });

    const resumed = readSse(
      await t.request('/api/events?topics=projects', { headers: { 'Last-Event-ID': one.id! } }),
    );
    try {
      expect(payload(await resumed.next((e) => e.event === 'message')).id).toBe('two');
      expect(payload(await resumed.next((e) => e.event === 'message')).id).toBe('three');
    } finally {
      await resumed.close();
    }

    const foreign = readSse(await t.request('/api/events?lastEventId=abcdef01.7'));
    try {
      await foreign.next((e) => e.event === 'resync');
    } finally {
      await foreign.close();
    }
  });

  it('sends heartbeat comments while idle', async () => {
    const { realtime, app } = await createOtherInstance(t, { heartbeatMs: 50 });
    const sse = readSse(await app.request('/api/events'));
    try {
      await sse.next((e) => e.comment === 'heartbeat', 2000);
    } finally {
      await sse.close();
      await realtime.close();
    }
  });

  it('refuses unknown topics naming the field, and applications to anonymous callers', async () => {
    const bad = await t.request('/api/events?topics=projects,nope');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('topics');
    const denied = await t.request('/api/events?topics=applications');
    expect(denied.status).toBe(401);
  });
});

describe('project topics over HTTP', () => {
  it('reach the project creator, its team members and admins, not other users', async () => {
    const [owner, member, outsider, admin] = [
      await signUpAs(t),
      await signUpAs(t),
      await signUpAs(t),
      await signUpAs(t, { role: 'admin' }),
    ];
    const project = await createProject(t.db, { createdBy: owner.user.id });
    await t.db
      .insert(projectTeamMembers)
      .values({ projectId: project.id, userId: member.user.id, role: 'developer' });
    const topic = projectMessagesTopic(project.id);

    const streams = await Promise.all(
      [owner, member, outsider, admin].map(async (who) => {
        const sse = readSse(await t.request('/api/events', { headers: who.headers }));
        await sse.next((e) => e.event === 'ready');
        return sse;
      }),
    );
    try {
      const messageId = randomUUID();
      await t.deps.realtime!.publish(topic, { type: 'created', id: messageId });
      const marker = randomUUID();
      await t.deps.realtime!.publish('projects', { type: 'updated', id: marker });
      for (const sse of streams) await sse.next((e) => e.event === 'message' && payload(e).id === marker);
      const seen = streams.map((sse) =>
        sse.received.filter((e) => e.event === 'message').some((e) => payload(e).id === messageId),
      );
      expect(seen).toEqual([true, true, false, true]);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }

    const denied = await t.request(`/api/events?topics=${topic}`, { headers: outsider.headers });
    expect(denied.status).toBe(403);
    const allowed = await t.request(`/api/events?topics=${topic}`, { headers: member.headers });
    expect(allowed.status).toBe(200);
    await allowed.body?.cancel();
  });
});
