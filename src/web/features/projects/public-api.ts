import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectList, PublicStats } from '~/shared/projects';
import { apiFetch } from '~/web/lib/api-client';

/*
 * The public pages' reads, apart from the managed-project queries and mutations in api.ts: the
 * home page and /companies import only this, which keeps useMutation and the admin keys off '/'.
 */

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

export const emptyStats: PublicStats = {
  projects_in_incubation: 0,
  total_applications: 0,
  approved_projects: 0,
  pending_applications: 0,
  capital_raised: 0,
  active_capital_sources: 0,
  vip_nft_revenue: 0,
  token_vending_revenue: 0,
  last_capital_sync: null,
  last_updated: '',
};

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Every number of the stats result defaults to 0 (spec section 3), whatever the server omits. */
export function normalizeStats(raw: Partial<PublicStats> | null | undefined): PublicStats {
  const r = raw ?? {};
  return {
    projects_in_incubation: count(r.projects_in_incubation),
    total_applications: count(r.total_applications),
    approved_projects: count(r.approved_projects),
    pending_applications: count(r.pending_applications),
    capital_raised: count(r.capital_raised),
    active_capital_sources: count(r.active_capital_sources),
    vip_nft_revenue: count(r.vip_nft_revenue),
    token_vending_revenue: count(r.token_vending_revenue),
    last_capital_sync: r.last_capital_sync ?? null,
    last_updated: r.last_updated ?? '',
  };
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
