import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  invitationAcceptResponse,
  meResponse,
  myProjectInvitationListResponse,
  signedOutResponse,
} from '~/shared/auth';
import { allow, respond, uuidParam, validate, type AppDeps, type AppEnv } from '../../http/index';
import { handleBetterAuth } from './better-auth-handler';
import {
  acceptInvitation,
  acceptMyProjectInvitation,
  checkInvitation,
  declineMyProjectInvitation,
  getMe,
  listMyProjectInvitations,
} from './service';

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
const invitationIdParam = z.object({ invitationId: uuidParam('Invitation') });

/**
 * The caller's session (/api/me: the account, or `{ user: null }` when signed out), the public invitation check (/api/invitations/:token), an
 * existing account accepting an invitation sent to its address, and the caller's own open
 * invitations into teams (any signed-in account; another account's invitation is a 404).
 */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/me', allow('anonymous'), async (c) => {
      const user = c.get('user');
      c.header('Cache-Control', 'no-store');
      if (!user) return respond(c, signedOutResponse, { user: null });
      return respond(c, meResponse, await getMe({ db, userId: user.id }));
    })
    .get('/invitations/:token', allow('anonymous'), validate('param', tokenParam), async (c) => {
      const invitation = await checkInvitation({ db, token: c.req.valid('param').token });
      c.header('Cache-Control', 'no-store');
      return c.json(invitation);
    })
    .post('/invitations/:token/accept', allow('user'), validate('param', tokenParam), async (c) => {
      const accepted = await acceptInvitation({
        db,
        key: { token: c.req.valid('param').token },
        user: c.get('user')!,
      });
      return respond(c, invitationAcceptResponse, accepted);
    })
    .get('/me/project-invitations', allow('user'), async (c) => {
      const list = await listMyProjectInvitations({ db, user: c.get('user')! });
      c.header('Cache-Control', 'no-store');
      return respond(c, myProjectInvitationListResponse, { invitations: list });
    })
    .post(
      '/me/project-invitations/:invitationId/accept',
      allow('user'),
      validate('param', invitationIdParam),
      async (c) => {
        const accepted = await acceptMyProjectInvitation({
          db,
          id: c.req.valid('param').invitationId,
          user: c.get('user')!,
        });
        return respond(c, invitationAcceptResponse, accepted);
      },
    )
    .post(
      '/me/project-invitations/:invitationId/decline',
      allow('user'),
      validate('param', invitationIdParam),
      async (c) => {
        await declineMyProjectInvitation({ db, id: c.req.valid('param').invitationId, user: c.get('user')! });
        return c.body(null, 204);
      },
    );
}
