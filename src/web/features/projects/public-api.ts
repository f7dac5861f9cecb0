import { queryOptions, useQuery } from '@tanstack/react-query';
import { normalizeStats, type ProjectList, type PublicStats } from '~/shared/projects';
import { apiFetch } from '~/web/lib/api-client';

/*
 * The public pages' reads, apart from the managed-project queries and mutations in api.ts: the
 * home page and /companies import only this, which keeps useMutation and the admin keys off '/'.
 */

export { emptyStats, normalizeStats } from '~/shared/projects';

const MINUTE = 60_000;

export const projectKeys = {
  all: ['projects'] as const,
  list: (limit?: number) => ['projects', 'list', { limit: limit ?? null }] as const,
  stats: ['stats', 'public'] as const,
};

/**
 * Active projects, featured first then newest (GET /api/projects). Spec section 7: fresh for
 * 10 minutes, refetched every 5 minutes and whenever the tab becomes visible again.
 */
export const projectsQuery = (limit?: number) =>
  queryOptions({
    queryKey: projectKeys.list(limit),
    queryFn: ({ signal }) =>
      apiFetch<ProjectList>(limit === undefined ? '/api/projects' : `/api/projects?limit=${limit}`, {
        signal,
      }),
    staleTime: 10 * MINUTE,
    refetchInterval: 5 * MINUTE,
    refetchOnWindowFocus: 'always',
  });

export function useProjects(limit?: number) {
  return useQuery(projectsQuery(limit));
}

/** get_public_stats (GET /api/stats/public): fresh for 15 s, refetched every 30 s. */
export const publicStatsQuery = queryOptions({
  queryKey: projectKeys.stats,
  queryFn: async ({ signal }) =>
    normalizeStats(await apiFetch<Partial<PublicStats>>('/api/stats/public', { signal })),
  staleTime: 15_000,
  refetchInterval: 30_000,
  refetchOnWindowFocus: 'always',
});

export function usePublicStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...publicStatsQuery, enabled });
}
