import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationFilters } from '~/shared/applicants';
import type {
  ApplicantNeighbours,
  BulkStatusInput,
  BulkStatusResult,
} from '~/shared/schemas/applicant-triage';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { applicantKeys, filterParams } from './api';

/** Triage calls (issue 16): next/previous, bulk status, mark as unread. */

const BASE = '/api/admin/applications';

/**
 * Under the lists key on purpose: whatever refreshes the list (a read, a status change, a realtime
 * event) refreshes next/previous too, so they never point past what the list shows.
 */
export const neighboursKey = (id: string, filters: Partial<ApplicationFilters>) =>
  [...applicantKeys.lists, 'neighbours', id, filters] as const;

export const neighboursQuery = (id: string, filters: Partial<ApplicationFilters>) =>
  queryOptions({
    queryKey: neighboursKey(id, filters),
    queryFn: ({ signal }) =>
      apiFetch<ApplicantNeighbours>(`${BASE}/${encodeURIComponent(id)}/neighbours?${filterParams(filters)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `enabled` false once the application is gone (deleted here or live): its neighbours would be a 404. */
export const useApplicationNeighbours = (id: string, filters: Partial<ApplicationFilters>, enabled = true) =>
  useQuery({ ...neighboursQuery(id, filters), enabled });

export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkStatusInput) => apiJson<BulkStatusResult>(`${BASE}/bulk-status`, 'POST', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
  });
}

/** Read and unread from the detail view (key m); the detail, list and badge all change. */
export function useSetRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (read: boolean) =>
      apiJson<{ id: string }>(`${BASE}/${encodeURIComponent(id)}/read`, read ? 'POST' : 'DELETE'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicantKeys.all }),
  });
}
