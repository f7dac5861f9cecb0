import { eq } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH } from '~/shared/auth';
import type { UserRole } from '~/shared/enums';
import { users } from '../db/schema/index';
import { getAuth, type AuthDeps } from './auth';

export class CreateUserError extends Error {}

/**
 * Creates a verified e-mail/password account with a role, bypassing sign-up (no mail, no rate
 * limit): for the operator's `user:create` script and the first-boot admin.
 */
export async function createVerifiedUser(
  deps: AuthDeps,
  { email, password, role, name }: { email: string; password: string; role: UserRole; name?: string },
) {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new CreateUserError(`Not a valid e-mail: ${email}`);
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new CreateUserError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  const { db } = deps.database;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
  if (existing) throw new CreateUserError(`A user with the e-mail ${address} already exists`);
  const ctx = await getAuth(deps).$context;
  const hash = await ctx.password.hash(password);
  const user = await ctx.internalAdapter.createUser(
    {
      email: address,
      name: name ?? address.split('@')[0]!,
      emailVerified: true,
      role,
      isActive: true,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  return { id: user.id, email: address, role };
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: a fresh install's first super admin, created once. */
export async function bootstrapAdmin(deps: AuthDeps): Promise<'created' | 'exists' | 'not_configured'> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = deps.config;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return 'not_configured';
  const [existing] = await deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ADMIN_EMAIL.trim().toLowerCase()));
  if (existing) return 'exists';
  await createVerifiedUser(deps, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'super_admin' });
  deps.logger.info({ email: ADMIN_EMAIL }, 'created the first super admin from ADMIN_EMAIL');
  return 'created';
}
