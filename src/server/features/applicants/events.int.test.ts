import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createAppDeps } from '../../deps';
import { openDatabase, rowsOf, type Database } from '../../db/client';
import type { AppDeps } from '../../http/types';
import { createLogger } from '../../logger';
import { createRealtime, type Realtime } from '../../realtime/hub';
import { signUpAs, type SignedIn } from '../../test/auth';
import { testDriver } from '../../test/database';
import { createApplication } from '../../test/factories';
import { adminUrl } from '../../test/global-setup';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';
import { readSse, type SseEvent, type SseReader } from '../../test/sse';

let t: TestContext;
let admin: SignedIn;
let user: SignedIn;

withSignedIn(['admin', 'user'], (ctx, users) => {
  [t, [admin, user]] = [ctx, users];
});

type Payload = { topic: string; type: string; id: string; at: string };
const payload = (e: SseEvent) => JSON.parse(e.data) as Payload;
const messages = (sse: SseReader) => sse.received.filter((e) => e.event === 'message').map(payload);

/** A complete, valid /apply submission (multipart, as the form sends it). */
function applicationForm(name: string): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    projectName: name,
    companyType: 'startup',
    industry: 'defi',
    contactName: 'Casey Founder',
    contactEmail: `casey-${randomUUID().slice(0, 8)}@example.com`,
    description: 'A lending protocol for small merchants on Avalanche, with instant settlement.',
    problemStatement: 'Merchants wait days for settlement.',
    solution: 'Instant on-chain settlement with stable assets.',
    targetMarket: 'Small online merchants',
    businessModel: 'A small fee per settlement',
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

async function openStream(
  request: (path: string, init?: RequestInit) => Promise<Response>,
  headers?: Record<string, string>,
) {
  const res = await request('/api/events', { headers });
  expect(res.status).toBe(200);
  const sse = readSse(res);
  await sse.next((e) => e.event === 'ready');
  return sse;
}

describe('application events over SSE', () => {
  it('reach admins only: a plain user and an anonymous visitor never see them', async () => {
    const streams = {
      admin: await openStream(t.request, admin.headers),
      user: await openStream(t.request, user.headers),
      anonymous: await openStream(t.request),
    };
    try {
      const submitted = await t.request('/api/applications', {
        method: 'POST',
        body: applicationForm('Realtime Labs'),
      });
      expect(submitted.status).toBe(201);
      const { id } = await submitted.json();
      const changed = await t.request(`/api/admin/applications/${id}/status`, {
        method: 'PATCH',
        headers: admin.headers,
        json: { status: 'under_review' },
      });
      expect(changed.status).toBe(200);
      // A public event after them: NOTIFY keeps order, so once it arrives the others would have.
      const marker = randomUUID();
      await t.deps.realtime!.publish('projects', { type: 'updated', id: marker });
      for (const sse of Object.values(streams))
        await sse.next((e) => e.event === 'message' && payload(e).id === marker);

      expect(messages(streams.admin).map((p) => [p.topic, p.type, p.id])).toEqual([
        ['applications', 'created', id],
        ['applications', 'status_changed', id],
        ['projects', 'updated', marker],
      ]);
      expect(messages(streams.user).map((p) => p.topic)).toEqual(['projects']);
      expect(messages(streams.anonymous).map((p) => p.topic)).toEqual(['projects']);
    } finally {
      await Promise.all(Object.values(streams).map((s) => s.close()));
    }
  });

  it('announces a delete to admins', async () => {
    const superAdmin = await signUpAs(t, { role: 'super_admin' });
    const sse = await openStream(t.request, admin.headers);
    try {
      const app = await createApplication(t.db);
      const res = await t.request(`/api/admin/applications/${app.id}`, {
        method: 'DELETE',
        headers: superAdmin.headers,
      });
      expect(res.status).toBe(200);
      const event = await sse.next((e) => e.event === 'message' && payload(e).type === 'deleted');
      expect(payload(event)).toMatchObject({ topic: 'applications', id: app.id });
    } finally {
      await sse.close();
    }
  });

  it('tells the reading admin (by id) that their read flags changed', async () => {
    const sse = await openStream(t.request, admin.headers);
    try {
      await t.request('/api/admin/applications/read', {
        method: 'POST',
        headers: admin.headers,
        json: { status: 'submitted' },
      });
      const event = await sse.next((e) => e.event === 'message' && payload(e).type === 'read');
      expect(payload(event)).toMatchObject({ topic: 'applications', id: admin.user.id });
    } finally {
      await sse.close();
    }
  });
});

describe('two server instances on one PostgreSQL database', () => {
  it.skipIf(testDriver !== 'pg')(
    'an application submitted to instance A reaches an admin subscribed on instance B',
    async () => {
      // PGlite is in-process and single-connection: a second instance cannot share it, so this only
      // runs on PostgreSQL, where each instance has its own pool and its own LISTEN connection.
      const rows = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`));
      const logger = createLogger('silent');
      const databaseB: Database = await openDatabase({ url: adminUrl(rows[0]!.name), poolSize: 2 });
      const realtimeB: Realtime = await createRealtime({ database: databaseB, logger });
      const depsB: AppDeps = createAppDeps({ ...t.deps, database: databaseB, realtime: realtimeB });
      const appB = createApp(depsB);
      const sse = await openStream(async (path, init) => appB.request(path, init), admin.headers);
      try {
        expect(realtimeB.instanceId).not.toBe(t.deps.realtime!.instanceId);
        const res = await t.request('/api/applications', {
          method: 'POST',
          body: applicationForm('Across Instances'),
        });
        expect(res.status).toBe(201);
        const { id } = await res.json();
        const event = await sse.next((e) => e.event === 'message' && payload(e).id === id, 10_000);
        expect(payload(event)).toMatchObject({ topic: 'applications', type: 'created' });
        expect(event.id).toMatch(new RegExp(`^${realtimeB.instanceId}\\.`));
      } finally {
        await sse.close();
        await realtimeB.close();
        await databaseB.close();
      }
    },
  );
});
