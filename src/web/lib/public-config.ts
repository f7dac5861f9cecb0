import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './contract-client';

/**
 * What `contractKey(publicConfigContracts.get)` derives, spelled out (public-config.test.ts holds
 * the two equal): the footer of every public page reads the config, and importing its contract
 * here put zod in the entry chunk, 28 KB gzipped more on /faq and /transparency
 * (scripts/bench/bundle-report.mjs). The contract comes with the first fetch instead.
 */
export const publicConfigKey = ['public-config', 'get'] as const;

export const publicConfigQuery = queryOptions({
  queryKey: publicConfigKey,
  queryFn: async ({ signal }) => {
    const { publicConfigContracts } = await import('~/shared/contracts/public-config');
    return call(publicConfigContracts.get, {}, { signal });
  },
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
