import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getAuth } from '../auth/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import type { UserRole } from '~/shared/enums';
import type { AppDeps, SessionUser } from '../http/types';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface SignedIn {
  user: SessionUser & { name: string; isActive: boolean };
  email: string;
  password: string;
  /** `hatchery.session_token=…`, ready for a Cookie header. */
  cookie: string;
  /** Spread into `t.request(path, { headers })`: the cookie plus a matching Origin. */
  headers: Record<string, string>;
}

export interface SignUpOptions {
  role?: UserRole;
  email?: string;
  name?: string;
  password?: string;
  /** false: the user is deactivated AFTER signing in, leaving a session the server must refuse. */
  isActive?: boolean;
  emailVerified?: boolean;
}

/**
 * Creates a user through better-auth's real sign-up, gives it a role, and signs it in through
 * the real sign-in, returning the session cookie. Stable signature: other features' tests use it.
 *
 *   const admin = await signUpAs(t, { role: 'admin' });
 *   await t.request('/api/admin/things', { headers: admin.headers });
 */
export async function signUpAs(
  t: { deps: AppDeps; db?: Db },
  options: SignUpOptions = {},
): Promise<SignedIn> {
  const db = t.db ?? t.deps.database.db;
  const auth = getAuth(t.deps);
  const email = (
    options.email ?? `${options.role ?? 'user'}-${randomUUID().slice(0, 8)}@example.com`
  ).toLowerCase();
  const password = options.password ?? TEST_PASSWORD;
  const name = options.name ?? email.split('@')[0]!;
  await auth.api.signUpEmail({ body: { email, password, name } });
  // Sign-in requires a verified address, so verify first and restore the asked-for flag after.
  await db
    .update(users)
    .set({ role: options.role ?? 'user', emailVerified: true })
    .where(eq(users.email, email));
  const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = sessionCookieFrom(headers);
  const after: Partial<typeof users.$inferInsert> = {};
  if (options.isActive === false) after.isActive = false;
  if (options.emailVerified === false) after.emailVerified = false;
  if (Object.keys(after).length) await db.update(users).set(after).where(eq(users.email, email));
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return {
    user: {
      id: row!.id,
      email: row!.email,
      name: row!.name,
      role: row!.role,
      emailVerified: row!.emailVerified,
      isActive: row!.isActive,
    },
    email,
    password,
    cookie,
    headers: { cookie, origin: new URL(t.deps.config.PUBLIC_URL).origin },
  };
}

/** The `name=value` pair of the session cookie in a response's Set-Cookie headers. */
export function sessionCookieFrom(source: Headers | Response): string {
  // Not `instanceof Response`: @hono/node-server's serve() swaps the global Response for its own
  // class in a worker shared by many files, and fetch's answers are then not instances of it.
  const headers = 'headers' in source ? source.headers : source;
  for (const line of headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    if (/(^|\.)session_token=/.test(pair.split('=')[0] + '=') && !pair.endsWith('=')) return pair;
  }
  throw new Error('no session cookie in the response');
}
