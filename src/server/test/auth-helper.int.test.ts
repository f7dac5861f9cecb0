import { describe, expect, it } from 'vitest';
import { signUpAs } from './auth';
import { withSignedIn } from './admin-context';
import type { TestContext } from './harness';

let t: TestContext;
withSignedIn([], (ctx) => {
  t = ctx;
});

describe('signUpAs', () => {
  it('returns a working session for the asked role', async () => {
    const admin = await signUpAs(t, { role: 'admin' });
    const res = await t.request('/api/me', { headers: admin.headers });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ email: admin.email, role: 'admin', emailVerified: true });
    expect(body.profile).toEqual({ role: 'admin', isActive: true });
  });

  it('gives a deactivated user a cookie the server refuses', async () => {
    const gone = await signUpAs(t, { isActive: false });
    expect(await (await t.request('/api/me', { headers: gone.headers })).json()).toEqual({ user: null });
    // better-auth's own endpoints refuse it too.
    const session = await t.request('/api/auth/get-session', { headers: gone.headers });
    expect(await session.json()).toBeNull();
    const update = await t.request('/api/auth/update-user', {
      method: 'POST',
      json: { name: 'x' },
      headers: gone.headers,
    });
    expect(update.status).toBe(401);
  });

  it('is signed out without a cookie', async () => {
    expect(await (await t.request('/api/me')).json()).toEqual({ user: null });
  });
});
