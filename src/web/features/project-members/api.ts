import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  MemberAddResult,
  memberAddSchema,
  ProjectTeam,
  TeamRole,
} from '~/shared/schemas/project-members';
import { meQueryKey } from '~/web/features/auth/api';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { managedProjectKeys } from '~/web/lib/query-keys';

export type MemberAddInput = z.output<typeof memberAddSchema>;

/** The owner, the members and the open invitations (GET /api/projects/:id/team). */
export const teamQuery = (projectId: string) =>
  queryOptions({
    queryKey: managedProjectKeys.team(projectId),
    queryFn: ({ signal }) => apiFetch<ProjectTeam>(`/api/projects/${projectId}/team`, { signal }),
  });

export const useTeam = (projectId: string) => useQuery(teamQuery(projectId));

// The team's size and owner show on the overview, the profile and the admin list too: refresh them all.
function useTeamMutation<TVars, TResult>(projectId: string, call: (vars: TVars) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => qc.invalidateQueries({ queryKey: managedProjectKeys.all }),
  });
}

/** Invites the address into the team; the person joins when they accept. */
export const useAddMember = (projectId: string) =>
  useTeamMutation(projectId, (input: MemberAddInput) =>
    apiJson<MemberAddResult>(`/api/projects/${projectId}/team`, 'POST', input),
  );

export const useChangeMemberRole = (projectId: string) =>
  useTeamMutation(projectId, ({ memberId, role }: { memberId: string; role: TeamRole }) =>
    apiJson<ProjectTeam>(`/api/projects/${projectId}/team/${memberId}`, 'PATCH', { role }),
  );

export const useRemoveMember = (projectId: string) =>
  useTeamMutation(projectId, (memberId: string) =>
    apiJson<ProjectTeam>(`/api/projects/${projectId}/team/${memberId}`, 'DELETE'),
  );

/** Names a member as the new owner; who may edit the team changes with it, so the session is re-read. */
export function useTransferOwnership(projectId: string) {
  const qc = useQueryClient();
  const transfer = useTeamMutation(projectId, async (userId: string) => {
    const team = await apiJson<ProjectTeam>(`/api/projects/${projectId}/owner`, 'POST', { userId });
    await qc.invalidateQueries({ queryKey: meQueryKey });
    return team;
  });
  return transfer;
}

export const useRevokeProjectInvitation = (projectId: string) =>
  useTeamMutation(projectId, (invitationId: string) =>
    apiJson<ProjectTeam>(`/api/projects/${projectId}/team/invitations/${invitationId}`, 'DELETE'),
  );
