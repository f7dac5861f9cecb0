import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema/index';
import { signUpAs } from '../../test/auth';
import { uniqueEmail } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

/*
 * The auth routes that mail a link to an address the caller only typed (issue 35 item 2): counted
 * per address whether or not an account has it, and reset links per client address too.
 */

let t: TestContext;
beforeAll(async () => {
  // better-auth's own per-address limit out of the way: these are the mail limits.
  t = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'true' } });
});
afterAll(() => t?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const requestReset = (email: string, ip: string) =>
  t.request('/api/auth/request-password-reset', { method: 'POST', json: { email }, headers: from(ip) });
const askVerification = (email: string, ip = '203.0.113.50') =>
  t.request('/api/auth/send-verification-email', { method: 'POST', json: { email }, headers: from(ip) });
const verificationMails = (to: string) =>
  t.db.$count(mailOutbox, and(eq(mailOutbox.to, to), like(mailOutbox.subject, 'Verify%')));

async function expectLimited(res: Response, action: string) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(3500);
  expect(wait).toBeLessThanOrEqual(3600);
  expect((await res.json()).error).toEqual({
    code: 'RATE_LIMITED',
    message: `Too many requests. Please wait a moment and try again. You can ${action} again in 1 hour.`,
    retryAfterSeconds: wait,
  });
}

describe('reset links per client address', () => {
  it('one client asks for 10 an hour over any addresses, then 429; another client still may', async () => {
    const ip = '198.51.100.77';
    const people = await Promise.all(Array.from({ length: 11 }, () => signUpAs(t)));
    for (const p of people.slice(0, 10)) expect((await requestReset(p.email, ip)).status).toBe(200);
    await expectLimited(await requestReset(people[10]!.email, ip), 'ask for reset links');
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.subject, 'Reset your Hatchery password'))).toBe(10);
    expect((await requestReset(people[10]!.email, '198.51.100.78')).status).toBe(200);
  });
});

describe('verification links', () => {
  it('asked again for one address 3 times an hour, then 429, whether or not it has an account', async () => {
    const email = uniqueEmail('unverified');
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret-123' },
      headers: from('203.0.113.51'),
    });
    expect(signUp.status).toBe(200);
    expect(await verificationMails(email)).toBe(1);
    const nobody = uniqueEmail('nobody');
    for (const address of [email, nobody]) {
      // Different clients: the count is the address's.
      for (let i = 0; i < 3; i++)
        expect((await askVerification(address, `203.0.113.${60 + i}`)).status).toBe(200);
      await expectLimited(await askVerification(address), 'ask for a verification link for this address');
    }
    expect(await verificationMails(email)).toBe(4);
    expect(await verificationMails(nobody)).toBe(0);
  });

  it('mails one address at most 5 times an hour, signing in to the unverified account included', async () => {
    const email = uniqueEmail('resend');
    const password = 'secret-123';
    await t.request('/api/auth/sign-up/email', { method: 'POST', json: { email, password } });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      // Each refused sign-in of an unverified account sends the link again, up to the cap.
      const res = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password },
        headers: from(`192.0.2.${10 + i}`),
      });
      statuses.push(res.status);
    }
    expect(new Set(statuses)).toEqual(new Set([403]));
    expect(await verificationMails(email)).toBe(5);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(false);
  });
});
