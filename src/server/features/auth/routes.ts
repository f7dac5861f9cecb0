import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authMessages, type InvitationCheck, type MeResponse } from '~/shared/auth';
import { findInvitationByToken, invitationState } from '../../auth/invitation-tokens';
import { listProjectAccess } from '../../auth/project-access';
import { users } from '../../db/schema/index';
import { allow } from '../../http/access';
import { AppError } from '../../http/app-error';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { handleBetterAuth } from './better-auth-handler';

/** better-auth's own endpoints, mounted at /api/auth. */
export function betterAuthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', allow('anonymous'), (c) => handleBetterAuth(c, deps));
}

const tokenParam = z.object({ token: z.string().min(1).max(200) });

/** The signed-in caller (/api/me) and the public invitation check (/api/invitations/:token). */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/me', allow('user'), async (c) => {
      const caller = c.get('user')!;
      const [row] = await db.select().from(users).where(eq(users.id, caller.id));
      if (!row) throw new AppError('UNAUTHENTICATED', 'Authentication required');
      const body: MeResponse = {
        user: {
          id: row.id,
          email: row.email,
          name: row.name,
          role: row.role,
          emailVerified: row.emailVerified,
        },
        profile: { role: row.role, isActive: row.isActive },
        projects: await listProjectAccess({ db, userId: row.id }),
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    })
    .get('/invitations/:token', allow('anonymous'), validate('param', tokenParam), async (c) => {
      const invitation = await findInvitationByToken(db, c.req.valid('param').token);
      const state = invitationState(invitation);
      if (state === 'not_found') throw new AppError('NOT_FOUND', authMessages.invitationNotFound);
      const body: InvitationCheck = {
        email: invitation!.email,
        role: invitation!.role,
        expiresAt: invitation!.expiresAt.toISOString(),
        isValid: state === 'valid',
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });
}
