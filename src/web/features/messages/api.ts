import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InboxThread,
  Message,
  MessageCounts,
  MessageCreateInput,
  MessagesReadInput,
  MessageStatus,
} from '~/shared/schemas/messages';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { projectContracts } from '~/shared/contracts/projects';
import { teamDashboardContracts } from '~/shared/contracts/team-dashboard';
import { contractKey } from '~/web/lib/contract-client';
import { messageKeys } from '~/web/lib/query-keys';

export { messageKeys };

export const threadQuery = (projectId: string) =>
  queryOptions({
    queryKey: messageKeys.thread(projectId),
    queryFn: () =>
      apiFetch<{ messages: Message[] }>(`/api/projects/${projectId}/messages`).then((r) => r.messages),
  });

export const useThread = (projectId: string, enabled = true) =>
  useQuery({ ...threadQuery(projectId), enabled });

export interface InboxFilter {
  projectId?: string;
  status?: MessageStatus;
}

export const inboxQuery = (filter: InboxFilter) => {
  const params = Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as Record<string, string>;
  return queryOptions({
    queryKey: messageKeys.inbox(params),
    queryFn: () =>
      apiFetch<{ threads: InboxThread[] }>(`/api/admin/messages?${new URLSearchParams(params)}`).then(
        (r) => r.threads,
      ),
  });
};

export const useInbox = (filter: InboxFilter) => useQuery(inboxQuery(filter));

export const messageCountsQuery = queryOptions({
  queryKey: messageKeys.counts(),
  queryFn: () => apiFetch<MessageCounts>('/api/admin/messages/counts'),
});

export const useMessageCounts = (enabled = true) => useQuery({ ...messageCountsQuery, enabled });

/** Messages change the threads, the inbox and counts, and the unread figures of the dashboards. */
function useInvalidateMessages(projectId?: string) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: messageKeys.all }),
      qc.invalidateQueries({ queryKey: contractKey(teamDashboardContracts.get) }),
      projectId
        ? qc.invalidateQueries({
            queryKey: contractKey(projectContracts.overview, { params: { id: projectId } }),
          })
        : null,
    ]);
}

export function useSendMessage(projectId: string) {
  const invalidate = useInvalidateMessages(projectId);
  return useMutation({
    mutationFn: (input: MessageCreateInput) =>
      apiJson<Message>(`/api/projects/${projectId}/messages`, 'POST', input),
    onSettled: () => void invalidate(),
  });
}

export function useEditMessage(projectId: string) {
  const invalidate = useInvalidateMessages(projectId);
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string } & Partial<MessageCreateInput>) =>
      apiJson<Message>(`/api/projects/${projectId}/messages/${id}`, 'PATCH', input),
    onSettled: () => void invalidate(),
  });
}

export function useMarkThreadRead(projectId: string) {
  const invalidate = useInvalidateMessages(projectId);
  return useMutation({
    // What the reader saw: the server marks nothing that came after it.
    mutationFn: (input: Required<MessagesReadInput>) =>
      apiJson<{ count: number }>(`/api/projects/${projectId}/messages/read`, 'POST', input),
    onSuccess: ({ count }) => {
      if (count > 0) void invalidate();
    },
  });
}

export function useSetMessageStatus() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MessageStatus }) =>
      apiJson(`/api/admin/messages/${id}`, 'PATCH', { status }),
    onSettled: () => void invalidate(),
  });
}
