import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsContracts } from '~/shared/contracts/stats';
import { normalizeStats } from '~/shared/schemas/stats';
import { call, contractKey } from '~/web/lib/contract-client';

export { emptyStats } from '~/shared/schemas/stats';

/** get_public_stats (GET /api/stats/public): fresh for 15 s, refetched every 30 s. */
// Read through normalizeStats: a figure the answer lacks (production skips the parse) is 0.
export const publicStatsQuery = queryOptions({
  queryKey: contractKey(statsContracts.public),
  queryFn: async ({ signal }) => normalizeStats(await call(statsContracts.public, {}, { signal })),
  staleTime: 15_000,
  refetchInterval: 30_000,
  refetchOnWindowFocus: 'always',
});

export function usePublicStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...publicStatsQuery, enabled });
}
