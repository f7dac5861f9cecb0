import { Hono, type Context } from 'hono';
import { accountContracts as api } from '~/shared/contracts/account';
import { allow, type AppDeps, type AppEnv } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { handleBetterAuth } from './better-auth-handler';
import {
  acceptInvitation,
  acceptMyProjectInvitation,
  checkInvitation,
  declineMyProjectInvitation,
  getMe,
  listMyProjectInvitations,
} from './account';

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

/**
 * The caller's session (/api/me: the account, or `{ user: null }` when signed out), the public
 * invitation check (/api/invitations/:token), an existing account accepting an invitation sent to
 * its address, and the caller's own open invitations into teams (any signed-in account; another
 * account's invitation is a 404). Each implements its contract in `shared/contracts/account.ts`.
 */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return contractRoutes('/api')
    .implement(api.me, async ({ c }) => {
      const user = c.get('user');
      c.header('Cache-Control', 'no-store');
      if (!user) return { user: null };
      return getMe({ db, userId: user.id });
    })
    .implement(api.invitation, async ({ c, params }) => {
      const invitation = await checkInvitation({ db, token: params.token });
      c.header('Cache-Control', 'no-store');
      return invitation;
    })
    .implement(api.acceptInvitation, ({ c, params }) =>
      acceptInvitation({ db, key: { token: params.token }, user: c.get('user')! }),
    )
    .implement(api.myProjectInvitations, async ({ c }) => {
      const list = await listMyProjectInvitations({ db, user: c.get('user')! });
      c.header('Cache-Control', 'no-store');
      return { invitations: list };
    })
    .implement(api.acceptMyProjectInvitation, ({ c, params }) =>
      acceptMyProjectInvitation({ db, id: params.invitationId, user: c.get('user')! }),
    )
    .implement(api.declineMyProjectInvitation, async ({ c, params }) => {
      await declineMyProjectInvitation({ db, id: params.invitationId, user: c.get('user')! });
    }).app;
}
