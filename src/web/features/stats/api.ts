import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '~/web/lib/contract-client';
import { publicQueryTimes } from '~/web/lib/query-client';

/**
 * What `contractKey(statsContracts.transparency)` derives, spelled out (api.test.ts holds the two
 * equal): the key the server-rendered /transparency fills. Importing the contract here put zod in
 * the page's chunk, 30 KB gzipped more after a first interaction (scripts/bench/bundle-report.mjs);
 * the page arrives with its figures, so the contract comes with the first refetch instead.
 */
export const transparencyKey = ['stats', 'transparency'] as const;

export const transparencyQuery = queryOptions({
  queryKey: transparencyKey,
  queryFn: async ({ signal }) => {
    const { statsContracts } = await import('~/shared/contracts/stats');
    return call(statsContracts.transparency, {}, { signal });
  },
  ...publicQueryTimes,
});

export function useTransparencyStats() {
  return useQuery(transparencyQuery);
}
