import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { messageContracts } from '~/shared/contracts/messages';
import { projectContracts } from '~/shared/contracts/projects';
import { teamDashboardContracts } from '~/shared/contracts/team-dashboard';
import type { MessageCreateInput, MessagesReadInput, MessageStatus } from '~/shared/schemas/messages';
import { call, contractKey, contractQuery, useInvalidate, type Answer } from '~/web/lib/contract-client';

const messagesOf = (r: Answer<typeof messageContracts.thread>) => r.messages;

export const threadQuery = (projectId: string) =>
  queryOptions({
    ...contractQuery(messageContracts.thread, { params: { projectId } }),
    select: messagesOf,
  });

export const useThread = (projectId: string, enabled = true) =>
  useQuery({ ...threadQuery(projectId), enabled });

export interface InboxFilter {
  projectId?: string;
  status?: MessageStatus;
}

const threadsOf = (r: Answer<typeof messageContracts.inbox>) => r.threads;

export const inboxQuery = (filter: InboxFilter) => {
  // An empty choice is no filter: the key, like the query string, names only what is chosen.
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as InboxFilter;
  return queryOptions({ ...contractQuery(messageContracts.inbox, { query }), select: threadsOf });
};

export const useInbox = (filter: InboxFilter) => useQuery(inboxQuery(filter));

export const messageCountsQuery = contractQuery(messageContracts.counts);

export const useMessageCounts = (enabled = true) => useQuery({ ...messageCountsQuery, enabled });

/** Messages change the threads, the inbox and counts, and the unread figures of the dashboards. */
function useInvalidateMessages(projectId?: string) {
  return useInvalidate(
    messageContracts,
    contractKey(teamDashboardContracts.get),
    ...(projectId ? [contractKey(projectContracts.overview, { params: { id: projectId } })] : []),
  );
}

export function useSendMessage(projectId: string) {
  const invalidate = useInvalidateMessages(projectId);
  return useMutation({
    mutationFn: (input: MessageCreateInput) =>
      call(messageContracts.send, { params: { projectId }, body: input }),
    onSettled: () => void invalidate(),
  });
}

export function useEditMessage(projectId: string) {
  const invalidate = useInvalidateMessages(projectId);
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string } & Partial<MessageCreateInput>) =>
      call(messageContracts.edit, { params: { projectId, messageId: id }, body: input }),
    onSettled: () => void invalidate(),
  });
}

export function useMarkThreadRead(projectId: string) {
  const invalidate = useInvalidateMessages(projectId);
  return useMutation({
    // What the reader saw: the server marks nothing that came after it.
    mutationFn: (input: Required<MessagesReadInput>) =>
      call(messageContracts.markRead, { params: { projectId }, body: input }),
    onSuccess: ({ count }) => {
      if (count > 0) void invalidate();
    },
  });
}

export function useSetMessageStatus() {
  const invalidate = useInvalidateMessages();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MessageStatus }) =>
      call(messageContracts.setStatus, { params: { id }, body: { status } }),
    onSettled: () => void invalidate(),
  });
}
