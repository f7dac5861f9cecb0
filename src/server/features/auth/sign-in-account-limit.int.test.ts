import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';

/*
 * Issue 12 item 7: sign-in slows down per account as well as per address, so a guess spread
 * over many addresses is stopped; a successful sign-in resets the count.
 */

let t: TestContext;
let nextAddress = 1;
beforeAll(async () => {
  t = await createTestContext({
    env: {
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_ACCOUNT_FAILURE_LIMIT: '3',
      AUTH_ACCOUNT_BLOCK_SECONDS: '600',
    },
  });
});
afterAll(() => t.close());

/** Each attempt from a new address, as a distributed guess would come. */
const signIn = (email: string, password: string) =>
  t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'x-forwarded-for': `203.0.113.${nextAddress++}` },
    json: { email, password },
  });

describe('per-account sign-in slowdown', () => {
  let victim: SignedIn;
  beforeAll(async () => {
    victim = await signUpAs(t);
  });

  it('answers 429 with the spec text and Retry-After after consecutive failures, from any address', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(victim.email, `wrong-password-${i}`)).status).toBe(401);
    const res = await signIn(victim.email, victim.password);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await res.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
    });
    // The block is on the account, whatever the spelling of its address.
    expect((await signIn(victim.email.toUpperCase(), victim.password)).status).toBe(429);
  });

  it('leaves other accounts alone, and a success resets the count', async () => {
    const other = await signUpAs(t);
    for (let i = 0; i < 2; i++) expect((await signIn(other.email, 'wrong-password-x')).status).toBe(401);
    expect((await signIn(other.email, other.password)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await signIn(other.email, 'wrong-password-y')).status).toBe(401);
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });

  it('limits unknown accounts the same way, revealing nothing', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await signIn(email, 'whatever-password')).status).toBe(401);
    expect((await signIn(email, 'whatever-password')).status).toBe(429);
  });
});
