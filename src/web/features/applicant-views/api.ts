import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicantView, ApplicantViewInput } from '~/shared/schemas/applicant-views';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { adminQueryTimes } from '~/web/lib/query-client';

const BASE = '/api/admin/applicant-views';

export const applicantViewKeys = { all: ['admin', 'applicant-views'] as const };

/** The calling admin's saved views of the applicants list, by name. */
export const applicantViewsQuery = queryOptions({
  queryKey: applicantViewKeys.all,
  queryFn: ({ signal }) => apiFetch<ApplicantView[]>(BASE, { signal }),
  ...adminQueryTimes,
});

export const useApplicantViews = () => useQuery(applicantViewsQuery);

export function useCreateApplicantView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicantViewInput) => apiJson<ApplicantView>(BASE, 'POST', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantViewKeys.all }),
  });
}

export function useDeleteApplicantView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>(`${BASE}/${encodeURIComponent(id)}`, 'DELETE'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantViewKeys.all }),
  });
}
