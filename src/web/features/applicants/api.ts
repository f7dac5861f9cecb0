import { analyticsRangeSearch, type AnalyticsRangeQuery } from '~/shared/schemas/analytics-range';
import {
  keepPreviousData,
  queryOptions,
  type Query,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ApplicationAnalytics,
  ApplicationCounts,
  ApplicationDetail,
  ApplicationFilters,
  ApplicationList,
  ApplicationListQuery,
  ApplicationNote,
  ApplicationStatusValue,
  StatusChangeInput,
} from '~/shared/applicants';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { adminQueryTimes } from '~/web/lib/query-client';

const BASE = '/api/admin/applications';

/**
 * The app-wide refetchOnMount only looks at the data's age, so a query invalidated while no screen
 * showed it (a realtime event, a delete) would come back stale; refetch those on mount too.
 */
const liveTimes = {
  ...adminQueryTimes,
  refetchOnMount: (query: { state: Pick<Query['state'], 'isInvalidated' | 'dataUpdatedAt'> }) =>
    query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > 5 * 60_000,
} as const;

/** Realtime events invalidate through these same keys. */
export const applicantKeys = {
  all: ['admin', 'applications'] as const,
  lists: ['admin', 'applications', 'list'] as const,
  list: (query: Partial<ApplicationListQuery>) => ['admin', 'applications', 'list', query] as const,
  counts: ['admin', 'applications', 'counts'] as const,
  detail: (id: string) => ['admin', 'applications', 'detail', id] as const,
  analytics: ['admin', 'analytics'] as const,
};

/** Query string of the set filters only (empty values would fail the server's date check). */
export function filterParams(query: Partial<ApplicationListQuery | ApplicationFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

export const exportCsvUrl = (filters: Partial<ApplicationFilters>) => {
  const qs = filterParams(filters).toString();
  return `${BASE}/export.csv${qs ? `?${qs}` : ''}`;
};

// Realtime keeps these current, so the admin stale times (spec section 9) apply.
export const applicationsQuery = (query: Partial<ApplicationListQuery>) =>
  queryOptions({
    queryKey: applicantKeys.list(query),
    queryFn: ({ signal }) => apiFetch<ApplicationList>(`${BASE}?${filterParams(query)}`, { signal }),
    ...liveTimes,
    placeholderData: keepPreviousData,
  });

export const countsQuery = queryOptions({
  queryKey: applicantKeys.counts,
  queryFn: ({ signal }) => apiFetch<ApplicationCounts>(`${BASE}/counts`, { signal }),
  ...liveTimes,
  // Urgency depends on the clock (24 h), so it is rechecked even without events.
  refetchInterval: 5 * 60_000,
});

export const detailQuery = (id: string) =>
  queryOptions({
    queryKey: applicantKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<ApplicationDetail>(`${BASE}/${encodeURIComponent(id)}`, { signal }),
    ...liveTimes,
  });

export const analyticsQuery = (range: AnalyticsRangeQuery) =>
  queryOptions({
    queryKey: [...applicantKeys.analytics, range] as const,
    queryFn: ({ signal }) =>
      apiFetch<ApplicationAnalytics>(`/api/admin/analytics?${analyticsRangeSearch(range)}`, { signal }),
    ...liveTimes,
    // A new range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useApplications = (query: Partial<ApplicationListQuery>) => useQuery(applicationsQuery(query));
export const useApplicationCounts = (enabled = true) => useQuery({ ...countsQuery, enabled });
export const useApplicationDetail = (id: string) => useQuery(detailQuery(id));
export const useApplicationAnalytics = (range: AnalyticsRangeQuery) => useQuery(analyticsQuery(range));

function useInvalidateApplicants() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicantKeys.all });
}

export type MarkReadInput = { ids: string[] } | { status: ApplicationStatusValue };

export function useMarkRead() {
  const invalidate = useInvalidateApplicants();
  return useMutation({
    mutationFn: (input: MarkReadInput) => apiJson<{ count: number }>(`${BASE}/read`, 'POST', input),
    onSettled: invalidate,
  });
}

export function useMarkOneRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ id: string }>(`${BASE}/${encodeURIComponent(id)}/read`, 'POST'),
    // The detail's read button says so at once (not only when the realtime 'read' event refetches
    // it); the list and the badge change.
    onSuccess: (_, id) => {
      queryClient.setQueryData<ApplicationDetail>(
        applicantKeys.detail(id),
        (d) => d && { ...d, isRead: true },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantKeys.lists }),
        queryClient.invalidateQueries({ queryKey: applicantKeys.counts }),
      ]);
    },
  });
}

export function useChangeStatus(id: string) {
  const invalidate = useInvalidateApplicants();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StatusChangeInput) =>
      apiJson<{ id: string; status: ApplicationStatusValue }>(
        `${BASE}/${encodeURIComponent(id)}/status`,
        'PATCH',
        input,
      ),
    onSettled: () =>
      Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: applicantKeys.analytics })]),
  });
}

export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiJson<ApplicationNote>(`${BASE}/${encodeURIComponent(id)}/notes`, 'POST', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicantKeys.detail(id) }),
  });
}

export function useCreateProjectFromApplication(id: string) {
  const invalidate = useInvalidateApplicants();
  return useMutation({
    mutationFn: (overrides: { name?: string; shortDescription?: string; isFeatured?: boolean }) =>
      apiJson<{ project: { id: string; name: string } }>(
        `${BASE}/${encodeURIComponent(id)}/project`,
        'POST',
        overrides,
      ),
    onSettled: invalidate,
  });
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ id: string }>(`${BASE}/${encodeURIComponent(id)}`, 'DELETE'),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: applicantKeys.detail(id) });
      return Promise.all([
        // Not the deleted one's own queries (next/previous): they would ask for it again and get 404.
        queryClient.invalidateQueries({
          queryKey: applicantKeys.lists,
          predicate: (query) => !query.queryKey.includes(id),
        }),
        queryClient.invalidateQueries({ queryKey: applicantKeys.counts }),
        queryClient.invalidateQueries({ queryKey: applicantKeys.analytics }),
      ]);
    },
  });
}
