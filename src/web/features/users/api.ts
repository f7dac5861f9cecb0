import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminInvitation,
  AdminUser,
  AdminUserList,
  InviteUserInput,
  UpdateUserInput,
} from '~/shared/auth';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { adminQueryTimes } from '~/web/lib/query-client';

export const USERS_PAGE_SIZE = 20;

const keys = {
  users: ['admin', 'users'] as const,
  invitations: ['admin', 'invitations'] as const,
};

export const usersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: [...keys.users, { search, page }],
    queryFn: () =>
      apiFetch<AdminUserList>(
        `/api/admin/users?${new URLSearchParams({ search, page: String(page), pageSize: String(USERS_PAGE_SIZE) })}`,
      ),
    ...adminQueryTimes,
    // A role change must show at once, whoever made it; the list is small.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const invitationsQuery = queryOptions({
  queryKey: keys.invitations,
  queryFn: () => apiFetch<{ invitations: AdminInvitation[] }>('/api/admin/invitations'),
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: UpdateUserInput & { id: string }) =>
      apiJson<{ user: AdminUser }>(`/api/admin/users/${encodeURIComponent(id)}`, 'PATCH', patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.users }),
  });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteUserInput) =>
      apiJson<{ invitation: AdminInvitation }>('/api/admin/invitations', 'POST', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.invitations }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<{ invitation: AdminInvitation }>(`/api/admin/invitations/${encodeURIComponent(id)}`, 'DELETE'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.invitations }),
  });
}
