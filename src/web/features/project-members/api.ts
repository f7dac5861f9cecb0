import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectMemberContracts } from '~/shared/contracts/project-members';
import type { memberAddSchema, TeamRole } from '~/shared/schemas/project-members';
import type { z } from 'zod';
import { meQueryKey } from '~/web/features/auth/api';
import { call, contractQuery, useInvalidate } from '~/web/lib/contract-client';
import { managedProjectReads } from '~/web/lib/query-keys';

export type MemberAddInput = z.input<typeof memberAddSchema>;

/** The owner, the members and the open invitations (GET /api/projects/:id/team). */
export const teamQuery = (projectId: string) =>
  contractQuery(projectMemberContracts.team, { params: { id: projectId } });

export const useTeam = (projectId: string) => useQuery(teamQuery(projectId));

// The team's size and owner show on the overview, the profile and the admin list too: refresh them all.
function useTeamMutation<TVars, TResult>(send: (vars: TVars) => Promise<TResult>) {
  const invalidate = useInvalidate(...managedProjectReads);
  return useMutation({ mutationFn: send, onSuccess: () => invalidate() });
}

/** Invites the address into the team; the person joins when they accept. */
export const useAddMember = (projectId: string) =>
  useTeamMutation((input: MemberAddInput) =>
    call(projectMemberContracts.add, { params: { id: projectId }, body: input }),
  );

export const useChangeMemberRole = (projectId: string) =>
  useTeamMutation(({ memberId, role }: { memberId: string; role: TeamRole }) =>
    call(projectMemberContracts.changeRole, { params: { id: projectId, memberId }, body: { role } }),
  );

export const useRemoveMember = (projectId: string) =>
  useTeamMutation((memberId: string) =>
    call(projectMemberContracts.remove, { params: { id: projectId, memberId } }),
  );

/** Names a member as the new owner; who may edit the team changes with it, so the session is re-read. */
export function useTransferOwnership(projectId: string) {
  const qc = useQueryClient();
  return useTeamMutation(async (userId: string) => {
    const team = await call(projectMemberContracts.transferOwnership, {
      params: { id: projectId },
      body: { userId },
    });
    await qc.invalidateQueries({ queryKey: meQueryKey });
    return team;
  });
}

export const useRevokeProjectInvitation = (projectId: string) =>
  useTeamMutation((invitationId: string) =>
    call(projectMemberContracts.revokeInvitation, { params: { id: projectId, invitationId } }),
  );
