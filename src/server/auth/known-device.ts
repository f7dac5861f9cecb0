import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { COOKIE_PREFIX } from './auth';

/**
 * The known-device cookie: set at each successful sign-in, it tells the sign-in limiter that this
 * browser signed in to this account before, so the account-wide wait a flood of wrong passwords
 * causes does not apply to it (docs/operations.md, Sign-in limits). It proves nothing else and
 * opens no session. Value: `<user id, base64url>.<issued, unix seconds>.<HMAC-SHA256>`, keyed by
 * a key derived from the server's auth secret.
 */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Sent only where it is read: the sign-in routes under /api/auth. */
const COOKIE_PATH = '/api/auth';
/** An issued time this far ahead of our clock is another instance's clock drift, not a forgery. */
const CLOCK_SKEW_SECONDS = 5 * 60;

export const knownDeviceCookieName = (secure: boolean) =>
  `${secure ? '__Secure-' : ''}${COOKIE_PREFIX}.known_device`;

const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('hatchery known-device cookie v1').digest();
const macOf = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** The Set-Cookie header value for `userId`'s device, issued `now`. */
export function knownDeviceCookie({
  secret,
  userId,
  secure,
  now = new Date(),
}: {
  secret: string;
  userId: string;
  secure: boolean;
  now?: Date;
}): string {
  const payload = `${Buffer.from(userId).toString('base64url')}.${Math.floor(now.getTime() / 1000)}`;
  const value = `${payload}.${macOf(secret, payload)}`;
  const attributes = [
    `Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return [`${knownDeviceCookieName(secure)}=${value}`, ...attributes].join('; ');
}

/** The user id a cookie value vouches for: signed by us, not issued in the future, not too old. */
export function readKnownDevice({
  secret,
  value,
  now = new Date(),
}: {
  secret: string;
  value: string | undefined;
  now?: Date;
}): string | null {
  const [encodedId, issued, mac, ...rest] = (value ?? '').split('.');
  if (!encodedId || !issued || !mac || rest.length > 0 || !/^\d+$/.test(issued)) return null;
  const expected = Buffer.from(macOf(secret, `${encodedId}.${issued}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = now.getTime() / 1000 - Number(issued);
  if (age < -CLOCK_SKEW_SECONDS || age > KNOWN_DEVICE_MAX_AGE_SECONDS) return null;
  return Buffer.from(encodedId, 'base64url').toString();
}

/** Whether the cookie value is a known device of the account `email` names. */
export async function isKnownDeviceOf({
  db,
  secret,
  value,
  email,
}: {
  db: Db;
  secret: string;
  value: string | undefined;
  email: string;
}): Promise<boolean> {
  const userId = readKnownDevice({ secret, value });
  if (!userId) return false;
  // better-auth keeps e-mail addresses lower-cased.
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return user?.id === userId;
}
