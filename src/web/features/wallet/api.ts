import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicNetwork } from '~/shared/schemas/networks';
import { apiFetch } from '~/web/lib/api-client';
import { networkKeys } from '~/web/lib/query-keys';

/** Active networks, mainnets first (spec §7: is_testnet ascending), cached 5 minutes. */
export const activeNetworksQuery = queryOptions({
  queryKey: networkKeys.active(),
  queryFn: () => apiFetch<PublicNetwork[]>('/api/networks/active'),
  staleTime: 5 * 60_000,
});

export const useActiveNetworks = () => useQuery(activeNetworksQuery);
