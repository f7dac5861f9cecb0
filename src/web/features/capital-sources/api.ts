import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { capitalSourceContracts } from '~/shared/contracts/capital-sources';
import { statsContracts } from '~/shared/contracts/stats';
import type { AnalyticsRangeQuery } from '~/shared/schemas/analytics-range';
import type { CapitalSourceCreateInput } from '~/shared/schemas/capital-sources';
import { projectKeys } from '~/web/features/projects/api';
import { call, contractKey, contractQuery, keyOf } from '~/web/lib/contract-client';
import { managedProjectReads } from '~/web/lib/query-keys';

const inProject = (projectId: string) => ({ params: { id: projectId } });

export const capitalSourcesQuery = (projectId: string) =>
  contractQuery(capitalSourceContracts.list, inProject(projectId));

/** Every source's readings, newest first (the server keeps at most the last 1000 here). */
export const capitalHistoryQuery = (projectId: string) =>
  contractQuery(capitalSourceContracts.history, { ...inProject(projectId), query: { limit: 1000 } });

export const capitalAnalyticsQuery = (range: AnalyticsRangeQuery) => {
  // A blank date is no bound: the key, like the query string, names only what is set.
  const query = Object.fromEntries(Object.entries(range).filter(([, v]) => v)) as AnalyticsRangeQuery;
  return queryOptions({
    ...contractQuery(capitalSourceContracts.analytics, { query }),
    placeholderData: keepPreviousData,
  });
};

export const useCapitalSources = (projectId: string) => useQuery(capitalSourcesQuery(projectId));
export const useCapitalHistory = (projectId: string) => useQuery(capitalHistoryQuery(projectId));
export const useCapitalAnalytics = (range: AnalyticsRangeQuery) => useQuery(capitalAnalyticsQuery(range));

/**
 * What a change of a project's capital figures refreshes: its sources and history, the analytics,
 * the managed project views (capital raised on the profile, overview and list), and the public
 * project list and stats (home and /incubator cards). The project views are not on contracts yet.
 */
export function invalidateCapital(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: contractKey(capitalSourceContracts.list, inProject(projectId)),
    }),
    // Every history read of the project, whatever its query.
    queryClient.invalidateQueries({
      queryKey: contractKey(capitalSourceContracts.history, inProject(projectId)),
    }),
    queryClient.invalidateQueries({ queryKey: keyOf(capitalSourceContracts.analytics) }),
    ...managedProjectReads.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    // The public figures and /transparency's both count capital.
    queryClient.invalidateQueries({ queryKey: keyOf(statsContracts) }),
  ]);
}

export function useSaveCapitalSource(projectId: string, sourceId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CapitalSourceCreateInput) =>
      sourceId
        ? call(capitalSourceContracts.update, { params: { id: projectId, sourceId }, body })
        : call(capitalSourceContracts.create, { ...inProject(projectId), body }),
    onSuccess: () => invalidateCapital(queryClient, projectId),
  });
}

export function useDeleteCapitalSource(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sourceId: string) =>
      call(capitalSourceContracts.delete, { params: { id: projectId, sourceId } }),
    onSuccess: () => invalidateCapital(queryClient, projectId),
  });
}

/** POST /api/projects/:id/capital-sources/sync (spec section 7 `sync-capital-sources`). */
export function useSyncCapital(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (forceSync: boolean) =>
      call(capitalSourceContracts.sync, {
        ...inProject(projectId),
        body: { projectId, forceSync, timestamp: Date.now() },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(capitalSourcesQuery(projectId).queryKey, result.sources);
      return invalidateCapital(queryClient, projectId);
    },
    // A failed sync still wrote statuses (failed, with the error): show them.
    onError: () => invalidateCapital(queryClient, projectId),
  });
}
