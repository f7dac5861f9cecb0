import { projectMemberContracts as api } from '~/shared/contracts/project-members';
import { callerOf, type AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import {
  addProjectMember,
  changeMemberRole,
  listProjectTeam,
  removeProjectMember,
  revokeProjectInvitation,
  transferProjectOwnership,
} from './team';

/**
 * A project's team: members see it; the owner and admins add (or invite), re-role, remove and
 * hand over ownership. Mounted at /api/projects; each route implements its contract in
 * `shared/contracts/project-members.ts`, and each change answers the team as it is now.
 */
export function projectMemberRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const { mail, realtime } = deps;
  const team = (projectId: string) => listProjectTeam({ db, projectId });
  return contractRoutes('/api/projects')
    .implement(api.team, ({ params }) => team(params.id))
    .implement(api.add, ({ c, params, body }) =>
      addProjectMember({
        db,
        mail,
        publicUrl: deps.config.PUBLIC_URL,
        projectId: params.id,
        actor: callerOf(c),
        input: body,
      }),
    )
    .implement(api.changeRole, async ({ c, params: { id, memberId }, body }) => {
      await changeMemberRole({ db, projectId: id, memberId, role: body.role, actor: callerOf(c) });
      return team(id);
    })
    .implement(api.remove, async ({ c, params: { id, memberId } }) => {
      await removeProjectMember({ db, realtime, projectId: id, memberId, actor: callerOf(c) });
      return team(id);
    })
    .implement(api.revokeInvitation, async ({ c, params: { id, invitationId } }) => {
      await revokeProjectInvitation({ db, projectId: id, invitationId, actor: callerOf(c) });
      return team(id);
    })
    .implement(api.transferOwnership, async ({ c, params: { id }, body }) => {
      await transferProjectOwnership({
        db,
        realtime,
        projectId: id,
        newOwnerId: body.userId,
        actor: callerOf(c),
      });
      return team(id);
    }).app;
}
