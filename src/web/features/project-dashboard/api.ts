import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountContracts } from '~/shared/contracts/account';
import { projectContracts } from '~/shared/contracts/projects';
import { call, contractQuery } from '~/web/lib/contract-client';
import { invalidateAfterChange } from '~/web/lib/query-client';
import { useRealtimeEvents } from '~/web/lib/realtime-context';

export const overviewQuery = (projectId: string) =>
  contractQuery(projectContracts.overview, { params: { id: projectId } });

export const useProjectOverview = (projectId: string) => useQuery(overviewQuery(projectId));

/**
 * Keeps a project's overview live for its members: a `projects` event about this project (a
 * milestone ticked, the profile edited, a member added) or any capital event of it refreshes it.
 */
export function useOverviewEvents(projectId: string) {
  const qc = useQueryClient();
  useRealtimeEvents((message) => {
    const aboutThis =
      (message.topic === 'projects' && message.id === projectId) ||
      message.topic === `project:${projectId}:capital`;
    if (aboutThis) void invalidateAfterChange(qc, { queryKey: overviewQuery(projectId).queryKey });
  });
}

/** The open invitations into teams sent to the signed-in account's verified address. */
export const myProjectInvitationsQuery = queryOptions({
  ...contractQuery(accountContracts.myProjectInvitations),
  staleTime: 0,
});

export const useMyProjectInvitations = () => useQuery(myProjectInvitationsQuery);

/** Accepting from the dashboard: the same answer as accepting the mailed link. */
export function useAcceptMyProjectInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      call(accountContracts.acceptMyProjectInvitation, { params: { invitationId } }),
    onSettled: () => invalidateAfterChange(qc, { queryKey: myProjectInvitationsQuery.queryKey }),
  });
}

export function useDeclineMyProjectInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      call(accountContracts.declineMyProjectInvitation, { params: { invitationId } }),
    onSettled: () => invalidateAfterChange(qc, { queryKey: myProjectInvitationsQuery.queryKey }),
  });
}
