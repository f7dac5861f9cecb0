import { Hono } from 'hono';
import {
  memberAddResponse,
  memberAddSchema,
  memberRoleSchema,
  ownerTransferSchema,
  projectTeamResponse,
} from '~/shared/schemas/project-members';
import { allow, callerOf, idParam, respond, uuidParam, validate } from '../../http/index';
import type { AppDeps, AppEnv } from '../../http/index';
import {
  addProjectMember,
  changeMemberRole,
  listProjectTeam,
  removeProjectMember,
  revokeProjectInvitation,
  transferProjectOwnership,
} from './service';

const byId = idParam('Project');
const memberParam = byId.extend({ memberId: uuidParam('Member') });
const invitationParam = byId.extend({ invitationId: uuidParam('Invitation') });

/**
 * A project's team: members see it; the owner and admins add (or invite), re-role, remove and
 * hand over ownership. Mounted at /api/projects.
 */
export function projectMemberRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const { mail, realtime } = deps;
  return new Hono<AppEnv>()
    .get('/:id/team', allow('project_member'), validate('param', byId), async (c) =>
      respond(c, projectTeamResponse, await listProjectTeam({ db, projectId: c.req.valid('param').id })),
    )
    .post(
      '/:id/team',
      allow('project_owner'),
      validate('param', byId),
      validate('json', memberAddSchema),
      async (c) => {
        const result = await addProjectMember({
          db,
          mail,
          publicUrl: deps.config.PUBLIC_URL,
          projectId: c.req.valid('param').id,
          actor: callerOf(c),
          input: c.req.valid('json'),
        });
        return respond(c, memberAddResponse, result, 201);
      },
    )
    .patch(
      '/:id/team/:memberId',
      allow('project_owner'),
      validate('param', memberParam),
      validate('json', memberRoleSchema),
      async (c) => {
        const { id, memberId } = c.req.valid('param');
        await changeMemberRole({
          db,
          projectId: id,
          memberId,
          role: c.req.valid('json').role,
          actor: callerOf(c),
        });
        return respond(c, projectTeamResponse, await listProjectTeam({ db, projectId: id }));
      },
    )
    .delete('/:id/team/:memberId', allow('project_owner'), validate('param', memberParam), async (c) => {
      const { id, memberId } = c.req.valid('param');
      await removeProjectMember({ db, realtime, projectId: id, memberId, actor: callerOf(c) });
      return respond(c, projectTeamResponse, await listProjectTeam({ db, projectId: id }));
    })
    .delete(
      '/:id/team/invitations/:invitationId',
      allow('project_owner'),
      validate('param', invitationParam),
      async (c) => {
        const { id, invitationId } = c.req.valid('param');
        await revokeProjectInvitation({ db, projectId: id, invitationId, actor: callerOf(c) });
        return respond(c, projectTeamResponse, await listProjectTeam({ db, projectId: id }));
      },
    )
    .post(
      '/:id/owner',
      allow('project_owner'),
      validate('param', byId),
      validate('json', ownerTransferSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        await transferProjectOwnership({
          db,
          realtime,
          projectId: id,
          newOwnerId: c.req.valid('json').userId,
          actor: callerOf(c),
        });
        return respond(c, projectTeamResponse, await listProjectTeam({ db, projectId: id }));
      },
    );
}
