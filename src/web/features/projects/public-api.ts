import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicProjectContracts } from '~/shared/contracts/public-projects';
import { contractQuery } from '~/web/lib/contract-client';

/*
 * The public pages' reads, apart from the managed-project queries and mutations in api.ts: the
 * home page and /companies import only this (and the public list's own contract), which keeps
 * useMutation, the admin keys and the management schemas off '/'.
 */

const MINUTE = 60_000;

export const projectKeys = {
  /** Every projects read (the `projects` contracts' resource): the public list and the managed views. */
  all: [publicProjectContracts.list.resource] as const,
};

/**
 * Active projects, featured first then newest (GET /api/projects). Spec section 7: fresh for
 * 10 minutes, refetched every 5 minutes and whenever the tab becomes visible again.
 */
export const projectsQuery = (limit?: number) =>
  queryOptions({
    ...contractQuery(publicProjectContracts.list, limit === undefined ? {} : { query: { limit } }),
    staleTime: 10 * MINUTE,
    refetchInterval: 5 * MINUTE,
    refetchOnWindowFocus: 'always',
  });

export function useProjects(limit?: number) {
  return useQuery(projectsQuery(limit));
}
