import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index';
import { signUpAs, type SignedIn } from '../test/auth';
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

async function openStream(who: SignedIn, app = t.app): Promise<SseReader> {
  const res = await app.request('/api/events', { headers: who.headers });
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
