import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { sessionCookieFrom } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { lastMailTo, linkIn } from '../../test/mail';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => t?.close());

const password = 'secret-123';
const signUp = (body: Record<string, unknown>) =>
  t.request('/api/auth/sign-up/email', { method: 'POST', json: body });
const signIn = (email: string, pw = password) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: pw } });
const me = (cookie?: string) => t.request('/api/me', { headers: cookie ? { cookie } : {} });
/** Whether `cookie` is a live session: /api/me answers `{ user: null }` when it is not. */
const signedIn = async (cookie?: string) => (await (await me(cookie)).json()).user !== null;

describe('sign-up, verification, sign-in and sign-out', () => {
  it('creates an unverified account, mails a link that verifies and signs in', async () => {
    const email = 'Ada.Founder@Example.com';
    const res = await signUp({ email, password, name: 'Ada' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ token: null, signedIn: false, invitationAccepted: false });
    expect(
      res.headers.getSetCookie().some((c) => c.includes('session_token=') && !c.includes('Max-Age=0')),
    ).toBe(false);

    const blocked = await signIn('ada.founder@example.com');
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).error.code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await lastMailTo(t.db, 'ada.founder@example.com');
    expect(mail?.subject).toBe('Verify your e-mail address');
    const link = new URL(linkIn(mail!.text, '/api/auth/verify-email'));
    expect(link.origin).toBe(new URL(t.config.PUBLIC_URL).origin);
    expect(link.searchParams.get('callbackURL')).toBe('/auth?verified=1');

    const verified = await t.request(link.pathname + link.search, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/auth?verified=1');
    const cookie = sessionCookieFrom(verified);
    const meRes = await me(cookie);
    expect(meRes.status).toBe(200);
    expect((await meRes.json()).user).toMatchObject({
      email: 'ada.founder@example.com',
      name: 'Ada',
      role: 'user',
      emailVerified: true,
    });

    const again = await signIn('ada.founder@example.com');
    expect(again.status).toBe(200);
    const second = sessionCookieFrom(again);
    const out = await t.request('/api/auth/sign-out', {
      method: 'POST',
      json: {},
      headers: { cookie: second },
    });
    expect(out.status).toBe(200);
    expect(await signedIn(second)).toBe(false);
    expect(await signedIn(cookie)).toBe(true);
  });

  // The web app sends the page the visitor came from (an invitation): after verifying they land there.
  it('leads an unverified account signing in back to the page it asked for, signed in', async () => {
    const email = 'late.verifier@example.com';
    expect((await signUp({ email, password, name: 'Late' })).status).toBe(200);
    const back = '/accept-invitation?token=abc-123';
    const blocked = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password, callbackURL: back },
    });
    expect(blocked.status).toBe(403);
    const link = new URL(linkIn((await lastMailTo(t.db, email))!.text, '/api/auth/verify-email'));
    expect(link.searchParams.get('callbackURL')).toBe(back);
    const verified = await t.request(link.pathname + link.search, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe(back);
    expect(await signedIn(sessionCookieFrom(verified))).toBe(true);
  });

  it('answers a verification link without a token in our error format, a browser tab with the sign-in screen', async () => {
    for (const path of ['/api/auth/verify-email', '/api/auth/verify-email?token=&callbackURL=%2Fauth']) {
      const res = await t.request(path, { redirect: 'manual' });
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields).toEqual({
        token: 'The verification link has no token: open the full link from the e-mail',
      });
      expect(error.message).not.toContain('[query.token]');
    }

    const browser = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' };
    const cut = await t.request('/api/auth/verify-email', { headers: browser, redirect: 'manual' });
    expect(cut.status).toBe(302);
    expect(cut.headers.get('location')).toBe('/auth?error=INVALID_TOKEN');

    // The link lost its callbackURL and the token its tail: still the sign-in screen, not JSON.
    const broken = await t.request('/api/auth/verify-email?token=eyJhbGciOi', {
      headers: browser,
      redirect: 'manual',
    });
    expect(broken.status).toBe(302);
    expect(broken.headers.get('location')).toBe('/auth?verified=1&error=INVALID_TOKEN');
  });

  it('sends a used verification link back to the sign-in screen', async () => {
    await signUp({ email: 'twice@example.com', password });
    const mail = await lastMailTo(t.db, 'twice@example.com');
    const link = new URL(linkIn(mail!.text, '/api/auth/verify-email'));
    const first = await t.request(link.pathname + link.search, { redirect: 'manual' });
    expect(first.headers.get('location')).toBe('/auth?verified=1');
    const again = await t.request(link.pathname + link.search, { redirect: 'manual' });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/auth?verified=1');
    expect(() => sessionCookieFrom(again)).toThrow();
  });

  it('ends a link whose callbackURL leads off-site on the sign-in screen, never elsewhere', async () => {
    await signUp({ email: 'elsewhere@example.com', password });
    const mail = await lastMailTo(t.db, 'elsewhere@example.com');
    const link = new URL(linkIn(mail!.text, '/api/auth/verify-email'));
    const browser = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' };
    for (const callback of [
      'https://evil.example/welcome',
      '//evil.example/welcome',
      '/\\evil.example/welcome',
      'javascript:alert(1)',
    ]) {
      link.searchParams.set('callbackURL', callback);
      const res = await t.request(link.pathname + link.search, { headers: browser, redirect: 'manual' });
      expect(res.status, callback).toBe(302);
      expect(res.headers.get('location'), callback).toBe('/auth?error=INVALID_CALLBACK_URL');
      // An API caller keeps the refusal in our error format.
      const api = await t.request(link.pathname + link.search, { redirect: 'manual' });
      expect(api.status, callback).toBe(403);
      expect((await api.json()).error.code, callback).toBe('INVALID_CALLBACK_URL');
    }
    // The altered link was not used: the address is still unverified, no one is signed in.
    const [row] = await t.db.select().from(users).where(eq(users.email, 'elsewhere@example.com'));
    expect(row?.emailVerified).toBe(false);
  });

  it('says plainly when the account a verification link was for no longer exists', async () => {
    await signUp({ email: 'gone@example.com', password });
    const mail = await lastMailTo(t.db, 'gone@example.com');
    const link = new URL(linkIn(mail!.text, '/api/auth/verify-email'));
    await t.db.delete(users).where(eq(users.email, 'gone@example.com'));
    const browser = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' };
    const res = await t.request(link.pathname + link.search, { headers: browser, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?verified=1&error=USER_NOT_FOUND');
    link.searchParams.delete('callbackURL');
    const api = await t.request(link.pathname + link.search, { redirect: 'manual' });
    expect(api.status).toBe(401);
    expect((await api.json()).error).toEqual({
      code: 'USER_NOT_FOUND',
      message: 'The account this link was for no longer exists.',
    });
  });

  it('ends a link of a deactivated account on the sign-in screen, which says so, not on JSON', async () => {
    await signUp({ email: 'switched-off@example.com', password });
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'switched-off@example.com'));
    const mail = await lastMailTo(t.db, 'switched-off@example.com');
    const link = new URL(linkIn(mail!.text, '/api/auth/verify-email'));
    const browser = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' };
    const res = await t.request(link.pathname + link.search, { headers: browser, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?error=ACCOUNT_DEACTIVATED');
    expect(() => sessionCookieFrom(res)).toThrow();
  });

  it('names the field at fault for a bad e-mail or short password, creating nothing', async () => {
    const badEmail = await signUp({ email: 'not-an-email', password });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).error.fields.email).toBe('Please enter a valid email address');

    const short = await signUp({ email: 'short@example.com', password: '12345' });
    expect(short.status).toBe(400);
    expect((await short.json()).error.fields.password).toBe('Password must be at least 6 characters');
    expect(await t.db.select().from(users).where(eq(users.email, 'short@example.com'))).toHaveLength(0);

    const long = await signUp({ email: 'long@example.com', password: 'p'.repeat(129) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.password).toBe('Password must be no more than 128 characters');
    expect(await t.db.select().from(users).where(eq(users.email, 'long@example.com'))).toHaveLength(0);

    const ok = await signUp({ email: 'six@example.com', password: '123456' });
    expect(ok.status).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    await signUp({ email: 'bob@example.com', password });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'bob@example.com'));
    const wrong = await signIn('bob@example.com', 'wrong-password');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    const unknown = await signIn('nobody@example.com');
    expect(unknown.status).toBe(401);
    const missing = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'bob@example.com' },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.password).toBe('Password is required');
  });

  it('does not reveal whether an e-mail already has an account', async () => {
    await signUp({ email: 'taken@example.com', password });
    const again = await signUp({ email: 'taken@example.com', password: 'another-pass' });
    expect(again.status).toBe(200);
    expect((await again.json()).signedIn).toBe(false);
  });

  it('ignores a role, active flag or verification smuggled into the sign-up body', async () => {
    const res = await signUp({
      email: 'sneaky@example.com',
      password,
      role: 'super_admin',
      isActive: false,
      emailVerified: true,
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'sneaky@example.com'));
    expect(row).toMatchObject({ role: 'user', isActive: true, emailVerified: false });
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    await signUp({ email: 'cookie@example.com', password });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'cookie@example.com'));
    const res = await signIn('cookie@example.com');
    const line = res.headers.getSetCookie().find((c) => c.startsWith('hatchery.session_token='))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).not.toMatch(/Secure/i);
  });

  it('refuses a deactivated account at sign-in', async () => {
    await signUp({ email: 'off@example.com', password });
    await t.db
      .update(users)
      .set({ emailVerified: true, isActive: false })
      .where(eq(users.email, 'off@example.com'));
    const res = await signIn('off@example.com');
    expect(res.status).toBe(403);
    expect((await res.json()).error).toEqual({
      code: 'ACCOUNT_DEACTIVATED',
      message: 'This account has been deactivated. Please contact support.',
    });
  });
});
