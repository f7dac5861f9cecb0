import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { signUpAs } from '../test/auth';

/** A browser's sign-in: better-auth's route through the whole app, with the page's Origin. */
async function signInFrom(t: TestContext, origin: string, email: string, password: string) {
  return t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password },
    headers: { origin },
  });
}

/** A change through one of our own routes (the Origin check's middleware), signed in. */
async function changeFrom(t: TestContext, origin: string, cookie: string) {
  return t.request('/api/admin/invitations', {
    method: 'POST',
    json: { email: `invitee-${Math.random().toString(36).slice(2)}@example.com`, role: 'user' },
    headers: { cookie, origin },
  });
}

describe('without PUBLIC_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ env: { PORT: '3922' } });
  });
  afterAll(() => t.close());

  it.each(['http://localhost:3922', 'http://127.0.0.1:3922', 'http://[::1]:3922'])(
    'signs in and makes changes from the loopback origin %s',
    async (origin) => {
      expect(t.config.publicUrlIsDefault).toBe(true);
      const admin = await signUpAs(t, { role: 'admin' });
      const res = await signInFrom(t, origin, admin.email, admin.password);
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().join()).toContain('session_token');
      expect((await changeFrom(t, origin, admin.cookie)).status).toBe(201);
    },
  );

  it.each(['http://192.168.1.20:3922', 'http://127.0.0.1:3923', 'https://evil.example'])(
    'still refuses the foreign origin %s',
    async (origin) => {
      const admin = await signUpAs(t, { role: 'admin' });
      const res = await signInFrom(t, origin, admin.email, admin.password);
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie().join()).not.toContain('session_token');
      const change = await changeFrom(t, origin, admin.cookie);
      expect(change.status).toBe(403);
      expect((await change.json()).error.message).toBe(
        `Request origin ${origin} is not allowed: this server accepts changes from http://localhost:3922, http://127.0.0.1:3922, http://[::1]:3922 (PUBLIC_URL)`,
      );
    },
  );
});

describe('with PUBLIC_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ env: { PORT: '3922', PUBLIC_URL: 'http://192.168.1.20:3922' } });
  });
  afterAll(() => t.close());

  it('accepts its origin only', async () => {
    const admin = await signUpAs(t, { role: 'admin' });
    expect((await signInFrom(t, 'http://192.168.1.20:3922', admin.email, admin.password)).status).toBe(200);
    expect((await changeFrom(t, 'http://192.168.1.20:3922', admin.cookie)).status).toBe(201);
    for (const origin of ['http://localhost:3922', 'http://127.0.0.1:3922', 'http://[::1]:3922']) {
      expect((await signInFrom(t, origin, admin.email, admin.password)).status).toBe(403);
      expect((await changeFrom(t, origin, admin.cookie)).status).toBe(403);
    }
  });
});
