import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FirstAdminInput } from '~/shared/setup';
import { getAuth } from '../../auth/auth';
import { createVerifiedUser, CreateUserError } from '../../auth/create-user';
import { users } from '../../db/schema/index';
import { AppError, validationError } from '../../http/app-error';
import type { AppDeps, FirstRun } from '../../http/types';

async function superAdminExists(deps: Pick<AppDeps, 'database'>): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'super_admin'))
    .limit(1);
  return Boolean(row);
}

/**
 * At boot: a token when no super admin exists yet, else none. Derived from the auth secret, so every
 * instance sharing AUTH_SECRET (a cluster behind nginx) prints and accepts the same link; it is as
 * secret as the sessions that secret signs.
 */
export async function prepareFirstRun(deps: Pick<AppDeps, 'database' | 'config'>): Promise<FirstRun> {
  if (await superAdminExists(deps)) return { token: null };
  const token = createHmac('sha256', deps.config.authSecret)
    .update('hatchery first-run setup')
    .digest('base64url')
    .slice(0, 32);
  return { token };
}

export async function isSetupNeeded(deps: AppDeps): Promise<boolean> {
  return Boolean(deps.firstRun?.token) && !(await superAdminExists(deps));
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Creates the first super admin when the token matches and none exists yet; the token then expires. */
export async function createFirstAdmin({
  deps,
  input,
}: {
  deps: AppDeps;
  input: Required<Pick<FirstAdminInput, 'token' | 'email' | 'password' | 'name'>>;
}) {
  const firstRun = deps.firstRun;
  const token = firstRun?.token;
  if (!firstRun || !token || (await superAdminExists(deps))) {
    if (firstRun) firstRun.token = null;
    throw new AppError('CONFLICT', 'Setup is finished: a super admin exists. Sign in at /auth.');
  }
  if (!sameToken(input.token, token)) {
    throw new AppError('FORBIDDEN', 'This setup link is not valid: use the link the server log printed.');
  }
  // Claimed before the first await: a second request racing this one finds no token.
  firstRun.token = null;
  try {
    return await createVerifiedUser(deps, {
      email: input.email,
      password: input.password,
      name: input.name,
      role: 'super_admin',
    });
  } catch (err) {
    firstRun.token = token;
    if (err instanceof CreateUserError) throw validationError({ email: err.message });
    throw err;
  }
}

/** The new super admin's session: better-auth's own sign-in, its Set-Cookie headers to send back. */
export async function signInFirstAdmin({
  deps,
  email,
  password,
}: {
  deps: AppDeps;
  email: string;
  password: string;
}): Promise<string[]> {
  const { headers } = await getAuth(deps).api.signInEmail({ body: { email, password }, returnHeaders: true });
  return headers.getSetCookie();
}
