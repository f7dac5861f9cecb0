import { userContracts as api } from '~/shared/contracts/users';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { createInvitation, listInvitations, revokeInvitation } from './invitations';
import { listUsers, updateUser } from './users';

/**
 * /api/admin/users: list, search, change role, deactivate. Each route implements its contract in
 * `shared/contracts/users.ts` (the 'users' group, named as the browser's feature is).
 */
export function adminUserRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return contractRoutes('/api/admin/users')
    .implement(api.list, ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return listUsers({ db, ...query });
    })
    .implement(api.update, async ({ c, params, body }) => {
      const user = await updateUser({ db, actor: c.get('user')!, userId: params.id, ...body });
      // Open live streams of this user re-check their rights at once, on every instance.
      await deps.realtime?.revokeUser(user.id);
      return { user };
    }).app;
}

/** /api/admin/invitations: list, invite by e-mail with a role, revoke; contracts as the users'. */
export function adminInvitationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return contractRoutes('/api/admin/invitations')
    .implement(api.invitations, async ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return { invitations: await listInvitations({ db }) };
    })
    .implement(api.invite, async ({ c, body }) => {
      const invitation = await createInvitation({
        db,
        mail: deps.mail,
        publicUrl: deps.config.PUBLIC_URL,
        actor: c.get('user')!,
        ...body,
      });
      return { invitation };
    })
    .implement(api.revokeInvitation, async ({ c, params }) => {
      const invitation = await revokeInvitation({ db, actor: c.get('user')!, id: params.id });
      return { invitation };
    }).app;
}
