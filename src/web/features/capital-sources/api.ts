import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CapitalAnalytics,
  CapitalSource,
  CapitalSourceCreateInput,
  CapitalSourceHistoryEntry,
  CapitalSyncResult,
} from '~/shared/schemas/capital-sources';
import { analyticsRangeSearch, type AnalyticsRangeQuery } from '~/shared/schemas/analytics-range';
import { projectKeys } from '~/web/features/projects/api';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { capitalKeys, managedProjectReads } from '~/web/lib/query-keys';

export { capitalKeys };

export const capitalSourcesQuery = (projectId: string) =>
  queryOptions({
    queryKey: capitalKeys.sources(projectId),
    queryFn: ({ signal }) =>
      apiFetch<CapitalSource[]>(`/api/projects/${projectId}/capital-sources`, { signal }),
  });

/** Every source's readings, newest first (the server keeps at most the last 1000 here). */
export const capitalHistoryQuery = (projectId: string) =>
  queryOptions({
    queryKey: capitalKeys.history(projectId),
    queryFn: ({ signal }) =>
      apiFetch<CapitalSourceHistoryEntry[]>(`/api/projects/${projectId}/capital-sources/history?limit=1000`, {
        signal,
      }),
  });

export const capitalAnalyticsQuery = (range: AnalyticsRangeQuery) =>
  queryOptions({
    queryKey: [...capitalKeys.analytics(), range] as const,
    queryFn: ({ signal }) =>
      apiFetch<CapitalAnalytics>(`/api/admin/analytics/capital?${analyticsRangeSearch(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCapitalSources = (projectId: string) => useQuery(capitalSourcesQuery(projectId));
export const useCapitalHistory = (projectId: string) => useQuery(capitalHistoryQuery(projectId));
export const useCapitalAnalytics = (range: AnalyticsRangeQuery) => useQuery(capitalAnalyticsQuery(range));

/**
 * What a change of a project's capital figures refreshes: its sources and history, the analytics,
 * the managed project views (capital raised on the profile, overview and list), and the public
 * project list and stats (home and /incubator cards).
 */
export function invalidateCapital(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: capitalKeys.sources(projectId) }),
    queryClient.invalidateQueries({ queryKey: capitalKeys.history(projectId) }),
    queryClient.invalidateQueries({ queryKey: capitalKeys.analytics() }),
    ...managedProjectReads.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    queryClient.invalidateQueries({ queryKey: projectKeys.stats }),
  ]);
}

export function useSaveCapitalSource(projectId: string, sourceId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CapitalSourceCreateInput) =>
      sourceId
        ? apiJson<CapitalSource>(`/api/projects/${projectId}/capital-sources/${sourceId}`, 'PATCH', body)
        : apiJson<CapitalSource>(`/api/projects/${projectId}/capital-sources`, 'POST', body),
    onSuccess: () => invalidateCapital(queryClient, projectId),
  });
}

export function useDeleteCapitalSource(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: string) =>
      apiJson<void>(`/api/projects/${projectId}/capital-sources/${sourceId}`, 'DELETE'),
    onSuccess: () => invalidateCapital(queryClient, projectId),
  });
}

/** POST /api/projects/:id/capital-sources/sync (spec section 7 `sync-capital-sources`). */
export function useSyncCapital(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (forceSync: boolean) =>
      apiJson<CapitalSyncResult>(`/api/projects/${projectId}/capital-sources/sync`, 'POST', {
        projectId,
        forceSync,
        timestamp: Date.now(),
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(capitalKeys.sources(projectId), result.sources);
      return invalidateCapital(queryClient, projectId);
    },
    // A failed sync still wrote statuses (failed, with the error): show them.
    onError: () => invalidateCapital(queryClient, projectId),
  });
}
