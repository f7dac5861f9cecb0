import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { invitationAcceptResponse, meResponse } from '~/shared/auth';
import { allow } from '../../http/access';
import { respond } from '../../http/respond';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { handleBetterAuth } from './better-auth-handler';
import { acceptInvitation, checkInvitation, getMe } from './service';

/**
 * better-auth's own endpoints, mounted at /api/auth. The password reset pair is named so the
 * authorization matrix lists it; the rest pass through the wildcard.
 */
export function betterAuthRoutes(deps: AppDeps) {
  const handle = (c: Context<AppEnv>) => handleBetterAuth(c, deps);
  return new Hono<AppEnv>()
    .post('/request-password-reset', allow('anonymous'), handle)
    .post('/reset-password', allow('anonymous'), handle)
    .on(['GET', 'POST'], '/*', allow('anonymous'), handle);
}

const tokenParam = z.object({ token: z.string().min(1).max(200) });

/**
 * The signed-in caller (/api/me), the public invitation check (/api/invitations/:token) and an
 * existing account accepting an invitation sent to its address.
 */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/me', allow('user'), async (c) => {
      const me = await getMe({ db, userId: c.get('user')!.id });
      c.header('Cache-Control', 'no-store');
      return respond(c, meResponse, me);
    })
    .get('/invitations/:token', allow('anonymous'), validate('param', tokenParam), async (c) => {
      const invitation = await checkInvitation({ db, token: c.req.valid('param').token });
      c.header('Cache-Control', 'no-store');
      return c.json(invitation);
    })
    .post('/invitations/:token/accept', allow('user'), validate('param', tokenParam), async (c) => {
      const accepted = await acceptInvitation({
        db,
        token: c.req.valid('param').token,
        user: c.get('user')!,
      });
      return respond(c, invitationAcceptResponse, accepted);
    });
}
