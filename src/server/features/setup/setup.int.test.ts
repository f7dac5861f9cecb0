import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app';
import { signUpAs } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { prepareFirstRun } from './first-run';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  t.deps.firstRun = await prepareFirstRun(t.deps);
  token = t.deps.firstRun.token!;
});
afterAll(() => t.close());

const setup = (body: Record<string, unknown>) => t.request('/api/setup', { method: 'POST', json: body });
const first = { email: 'Owner@Example.com', password: 'correct-horse-battery', name: 'Owner' };

it('offers setup on a fresh install and refuses a wrong token or bad input, creating nobody', async () => {
  expect(token).toMatch(/^[\w-]{32}$/);
  expect(await (await t.request('/api/setup')).json()).toEqual({ needed: true });
  // One character off (never the same character: a token ending in 'x' stays valid with 'x').
  const wrong = await setup({ ...first, token: `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}` });
  expect(wrong.status).toBe(403);
  const bad = await setup({ token, email: 'not-an-email', password: '1' });
  expect(bad.status).toBe(400);
  expect(Object.keys((await bad.json()).error.fields)).toEqual(
    expect.arrayContaining(['email', 'password', 'name']),
  );
  // Long enough for a sign-up, not for a super admin.
  const short = await setup({ ...first, token, password: 'elevenchars' });
  expect(short.status).toBe(400);
  expect((await short.json()).error.fields).toEqual({
    password: 'At least 12 characters: a super admin can change everything.',
  });
  expect(await (await t.request('/api/setup')).json()).toEqual({ needed: true });
});

it('creates the first super admin, who can sign in, and then the link is spent', async () => {
  // Through another instance (behind nginx the link lands on any of them): it prepared its own
  // first run at its boot, from the same database and AUTH_SECRET.
  const other = createApp({ ...t.deps, firstRun: await prepareFirstRun(t.deps) });
  const res = await other.request('/api/setup', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL },
    body: JSON.stringify({ ...first, token }),
  });
  expect(res.status).toBe(201);
  expect(await res.json()).toEqual({ email: 'owner@example.com', role: 'super_admin' });
  // Signed in by the answer itself: its session cookie is the new super admin's.
  const setupCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(setupCookie).toContain('session_token');
  const signedIn = await (await t.request('/api/me', { headers: { cookie: setupCookie } })).json();
  expect(signedIn.user).toMatchObject({ email: 'owner@example.com', name: 'Owner', role: 'super_admin' });

  const signIn = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: first.email, password: first.password },
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = await (await t.request('/api/me', { headers: { cookie } })).json();
  expect(me.user.role).toBe('super_admin');

  expect(await (await t.request('/api/setup')).json()).toEqual({ needed: false });
  const again = await setup({ ...first, email: 'second@example.com', token });
  expect(again.status).toBe(409);
});

it('offers no setup when a super admin already exists at boot', async () => {
  await signUpAs(t, { role: 'super_admin' });
  expect((await prepareFirstRun(t.deps)).token).toBeNull();
});
