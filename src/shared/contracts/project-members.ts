import { z } from 'zod';
import {
  memberAddResponse,
  memberAddSchema,
  memberRoleSchema,
  ownerTransferSchema,
  projectTeamResponse,
} from '../schemas/project-members';
import { defineContracts } from './contract';

const id = z.uuid({ error: 'Project id must be a valid id' });
const byId = z.object({ id });
const memberParams = z.object({ id, memberId: z.uuid({ error: 'Member id must be a valid id' }) });
const invitationParams = z.object({
  id,
  invitationId: z.uuid({ error: 'Invitation id must be a valid id' }),
});

/**
 * A project's team (`/api/projects/:id/team`, `/owner`): its members see it; the owner and the
 * admins invite, re-role, remove, revoke invitations and hand over ownership. Each change answers
 * the team as it is now.
 */
export const projectMemberContracts = defineContracts('project-members', {
  team: {
    method: 'GET',
    path: '/api/projects/:id/team',
    audience: 'project_member',
    summary: "Get one project's owner, members and open invitations",
    params: byId,
    responses: { 200: projectTeamResponse },
  },
  add: {
    method: 'POST',
    path: '/api/projects/:id/team',
    audience: 'project_owner',
    summary: 'Invite an address into the team (the person joins when they accept)',
    params: byId,
    body: memberAddSchema,
    responses: { 201: memberAddResponse },
  },
  changeRole: {
    method: 'PATCH',
    path: '/api/projects/:id/team/:memberId',
    audience: 'project_owner',
    summary: "Change a member's team role",
    params: memberParams,
    body: memberRoleSchema,
    responses: { 200: projectTeamResponse },
  },
  remove: {
    method: 'DELETE',
    path: '/api/projects/:id/team/:memberId',
    audience: 'project_owner',
    summary: 'Remove a member from the team',
    params: memberParams,
    responses: { 200: projectTeamResponse },
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/api/projects/:id/team/invitations/:invitationId',
    audience: 'project_owner',
    summary: 'Revoke an open invitation into the team',
    params: invitationParams,
    responses: { 200: projectTeamResponse },
  },
  transferOwnership: {
    method: 'POST',
    path: '/api/projects/:id/owner',
    audience: 'project_owner',
    summary: 'Hand the project over to a member, who becomes its owner',
    params: byId,
    body: ownerTransferSchema,
    responses: { 200: projectTeamResponse },
  },
});
