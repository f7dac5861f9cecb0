import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { InviteUserInput, UpdateUserInput } from '~/shared/auth';
import { userContracts } from '~/shared/contracts/users';
import { call, contractQuery, useInvalidate } from '~/web/lib/contract-client';
import { adminQueryTimes } from '~/web/lib/query-client';

export const USERS_PAGE_SIZE = 20;

export const usersQuery = (search: string, page: number) =>
  queryOptions({
    ...contractQuery(userContracts.list, { query: { search, page, pageSize: USERS_PAGE_SIZE } }),
    ...adminQueryTimes,
    // A role change must show at once, whoever made it; the list is small.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const invitationsQuery = queryOptions({
  ...contractQuery(userContracts.invitations),
  ...adminQueryTimes,
  staleTime: 30_000,
});

export function useUsers(search: string, page: number) {
  return useQuery(usersQuery(search, page));
}

export function useInvitations() {
  return useQuery(invitationsQuery);
}

export function useUpdateUser() {
  const invalidate = useInvalidate(userContracts.list);
  return useMutation({
    mutationFn: ({ id, ...patch }: UpdateUserInput & { id: string }) =>
      call(userContracts.update, { params: { id }, body: patch }),
    onSettled: () => invalidate(),
  });
}

export function useInviteUser() {
  const invalidate = useInvalidate(userContracts.invitations);
  return useMutation({
    mutationFn: (input: InviteUserInput) => call(userContracts.invite, { body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useRevokeInvitation() {
  const invalidate = useInvalidate(userContracts.invitations);
  return useMutation({
    mutationFn: (id: string) => call(userContracts.revokeInvitation, { params: { id } }),
    onSettled: () => invalidate(),
  });
}
