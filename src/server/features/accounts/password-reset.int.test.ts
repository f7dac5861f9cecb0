import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, mailRateLimits, users, verifications } from '../../db/schema/index';
import { sessionCookieFrom, signUpAs } from '../../test/auth';
import { uniqueEmail } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { lastMailTo, linkIn } from '../../test/mail';

/*
 * "Forgot password?": a reset link is mailed through the outbox; the link's token sets a new
 * password once, within the hour, and ends every session of the account.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => t?.close());

const requestReset = (email: unknown, ctx = t) =>
  ctx.request('/api/auth/request-password-reset', { method: 'POST', json: { email } });
const resetPassword = (body: Record<string, unknown>, ctx = t) =>
  ctx.request('/api/auth/reset-password', { method: 'POST', json: body });
const signIn = (email: string, password: string) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
const me = (cookie: string) => t.request('/api/me', { headers: { cookie } });
/** Whether `cookie` is a live session: /api/me answers `{ user: null }` when it is not. */
const signedIn = async (cookie: string) => (await (await me(cookie)).json()).user !== null;

/** The token in the newest reset link mailed to `email`, as the user would follow it. */
async function mailedToken(email: string): Promise<string> {
  const mail = await lastMailTo(t.db, email);
  expect(mail?.subject).toBe('Reset your Hatchery password');
  const link = new URL(linkIn(mail!.text, '/reset-password'));
  expect(link.origin + link.pathname).toBe(new URL('/reset-password', t.config.PUBLIC_URL).toString());
  return link.searchParams.get('token')!;
}

const resetMailsTo = async (email: string) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, 'Reset your Hatchery password')))
  ).length;

const sameAnswer = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

describe('password reset', () => {
  it('mails a link whose token sets a new password, refuses the old one and ends every session', async () => {
    const user = await signUpAs(t);
    const otherDevice = sessionCookieFrom(await signIn(user.email, user.password));
    expect(await signedIn(otherDevice)).toBe(true);

    const asked = await requestReset(user.email.toUpperCase());
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual(sameAnswer);
    const token = await mailedToken(user.email);

    const reset = await resetPassword({ token, newPassword: 'brand-new-secret' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });

    expect(await signedIn(user.cookie)).toBe(false);
    expect(await signedIn(otherDevice)).toBe(false);
    const old = await signIn(user.email, user.password);
    expect(old.status).toBe(401);
    expect((await old.json()).error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const fresh = await signIn(user.email, 'brand-new-secret');
    expect(fresh.status).toBe(200);
    expect(await signedIn(sessionCookieFrom(fresh))).toBe(true);

    // Used once: the same link is refused with the app's message on the token.
    const again = await resetPassword({ token, newPassword: 'another-secret' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: {
        code: 'INVALID_TOKEN',
        message: 'This password reset link has expired or has already been used. Ask for a new one.',
        fields: {
          token: 'This password reset link has expired or has already been used. Ask for a new one.',
        },
      },
    });
    expect((await signIn(user.email, 'another-secret')).status).toBe(401);
  });

  it('a new link replaces the earlier ones: only the newest mailed link sets a password', async () => {
    const user = await signUpAs(t);
    await requestReset(user.email);
    const first = await mailedToken(user.email);
    await requestReset(user.email);
    const second = await mailedToken(user.email);
    expect(second).not.toBe(first);

    const old = await resetPassword({ token: first, newPassword: 'from-the-old-link' });
    expect(old.status).toBe(400);
    expect((await old.json()).error.code).toBe('INVALID_TOKEN');
    expect((await resetPassword({ token: second, newPassword: 'from-the-new-link' })).status).toBe(200);
    expect((await signIn(user.email, 'from-the-new-link')).status).toBe(200);
  });

  it('a reset ends every other outstanding link of the account', async () => {
    const user = await signUpAs(t);
    const other = await signUpAs(t);
    await requestReset(other.email);
    const othersLink = await mailedToken(other.email);
    await requestReset(user.email);
    const mailed = await mailedToken(user.email);
    // A link that was still open next to the mailed one (asked for in two tabs at the same moment).
    await t.db.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: 'reset-password:parallel-link',
      value: user.user.id,
      expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    });

    expect((await resetPassword({ token: mailed, newPassword: 'chosen-once' })).status).toBe(200);
    const parallel = await resetPassword({ token: 'parallel-link', newPassword: 'chosen-twice' });
    expect(parallel.status).toBe(400);
    expect((await parallel.json()).error.code).toBe('INVALID_TOKEN');
    expect((await signIn(user.email, 'chosen-once')).status).toBe(200);
    // Another account's link is not touched.
    expect((await resetPassword({ token: othersLink, newPassword: 'still-mine' })).status).toBe(200);
  });

  it('past the hourly cap the last mailed link keeps working (no unmailed link replaces it)', async () => {
    const user = await signUpAs(t);
    for (let i = 0; i < 3; i++) await requestReset(user.email);
    const lastMailed = await mailedToken(user.email);
    const over = await requestReset(user.email);
    expect(over.status).toBe(429);
    expect(await resetMailsTo(user.email)).toBe(3);
    expect((await resetPassword({ token: lastMailed, newPassword: 'capped-but-fine' })).status).toBe(200);
  });

  it('says plainly when the account a link was for no longer exists; asking again answers as ever', async () => {
    const user = await signUpAs(t);
    await requestReset(user.email);
    const token = await mailedToken(user.email);
    await t.db.delete(users).where(eq(users.id, user.user.id));

    const res = await resetPassword({ token, newPassword: 'for-no-one-123' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'USER_NOT_FOUND',
        message: 'The account this link was for no longer exists.',
        fields: { token: 'The account this link was for no longer exists.' },
      },
    });
    const asked = await requestReset(user.email);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual(sameAnswer);
    expect(await resetMailsTo(user.email)).toBe(1);
  });

  it('answers an unknown address exactly as a known one and mails nothing', async () => {
    const email = 'nobody-here@example.com';
    const res = await requestReset(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(sameAnswer);
    expect(await resetMailsTo(email)).toBe(0);
  });

  it('mails one address at most three times an hour, whoever asks; then 429 with the wait, account or not', async () => {
    const user = await signUpAs(t);
    const unknown = uniqueEmail('no-account');
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < 3; i++) {
        const res = await requestReset(i === 1 ? email.toUpperCase() : email);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual(sameAnswer);
      }
    }
    const [known, nobody] = [await requestReset(user.email), await requestReset(unknown)];
    // The same refusal either way: the limit tells nothing about who has an account.
    for (const over of [known, nobody]) {
      expect(over.status).toBe(429);
      const wait = Number(over.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      expect((await over.json()).error).toEqual({
        code: 'RATE_LIMITED',
        message:
          'Too many requests. Please wait a moment and try again. You can ask for a reset link for this address again in 1 hour.',
        retryAfterSeconds: wait,
      });
    }
    expect(await resetMailsTo(user.email)).toBe(3);
    // An hour on, the address may be mailed again.
    await t.db.update(mailRateLimits).set({ expire: sql`now() - interval '1 second'` });
    await t.db
      .update(mailOutbox)
      .set({ createdAt: sql`${mailOutbox.createdAt} - interval '61 minutes'` })
      .where(eq(mailOutbox.to, user.email));
    expect((await requestReset(user.email)).status).toBe(200);
    expect(await resetMailsTo(user.email)).toBe(4);
  });

  it('mails nothing to a deactivated account, with the same answer', async () => {
    const user = await signUpAs(t, { isActive: false });
    const res = await requestReset(user.email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(sameAnswer);
    expect(await resetMailsTo(user.email)).toBe(0);
  });

  it('verifies an unverified address, since the mailed link proved it', async () => {
    const user = await signUpAs(t, { emailVerified: false });
    await requestReset(user.email);
    const res = await resetPassword({ token: await mailedToken(user.email), newPassword: 'verified-now' });
    expect(res.status).toBe(200);
    expect((await signIn(user.email, 'verified-now')).status).toBe(200);
  });

  it('refuses an unknown or expired token, naming the token field', async () => {
    const unknown = await resetPassword({ token: 'not-a-real-token', newPassword: 'whatever-123' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toMatchObject({
      code: 'INVALID_TOKEN',
      fields: { token: expect.any(String) },
    });

    const user = await signUpAs(t);
    await requestReset(user.email);
    const token = await mailedToken(user.email);
    await t.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(like(verifications.identifier, `reset-password:${token}`));
    const expired = await resetPassword({ token, newPassword: 'too-late-123' });
    expect(expired.status).toBe(400);
    expect((await expired.json()).error.code).toBe('INVALID_TOKEN');
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('checks the new password with the sign-up rule, naming the field, and keeps the token usable', async () => {
    const user = await signUpAs(t);
    await requestReset(user.email);
    const token = await mailedToken(user.email);

    const short = await resetPassword({ token, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect((await short.json()).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { newPassword: 'Password must be at least 6 characters' },
    });
    const long = await resetPassword({ token, newPassword: 'x'.repeat(129) });
    expect((await long.json()).error.fields).toEqual({
      newPassword: 'Password must be no more than 128 characters',
    });
    const missing = await resetPassword({});
    expect((await missing.json()).error.fields).toEqual({
      token: 'This password reset link is incomplete. Ask for a new one.',
      newPassword: 'Password is required',
    });

    expect((await resetPassword({ token, newPassword: '123456' })).status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.emailVerified).toBe(true);
  });

  it('names the e-mail field for a bad address', async () => {
    const res = await requestReset('not-an-email');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ email: 'Please enter a valid email address' });
    expect((await (await requestReset(undefined)).json()).error.fields).toEqual({
      email: 'Email is required',
    });
  });
});

describe('password reset rate limit', () => {
  it('answers 429 with the app text past the per-address limit, for both calls', async () => {
    const ctx = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const asks = [];
      for (let i = 0; i < 3; i++) asks.push((await requestReset('someone@example.com', ctx)).status);
      expect(asks).toEqual([200, 200, 429]);
      const resets = [];
      for (let i = 0; i < 3; i++)
        resets.push(await resetPassword({ token: 'nope', newPassword: 'secret-123' }, ctx));
      expect(resets.map((r) => r.status)).toEqual([400, 400, 429]);
      expect(resets[2]!.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await resets[2]!.json()).error).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment and try again.',
      });
    } finally {
      await ctx.close();
    }
  });
});
