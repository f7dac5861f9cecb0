import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveNetworkHealth, PublicNetwork } from '~/shared/schemas/networks';
import { apiFetch } from '~/web/lib/api-client';
import { networkKeys } from '~/web/lib/query-keys';

/** Active networks, mainnets first (spec §7: is_testnet ascending), cached 5 minutes. */
export const activeNetworksQuery = queryOptions({
  queryKey: networkKeys.active(),
  queryFn: () => apiFetch<PublicNetwork[]>('/api/networks/active'),
  staleTime: 5 * 60_000,
});

export const useActiveNetworks = () => useQuery(activeNetworksQuery);

/**
 * Each active network's health (admins only): the switcher marks the failing ones. Asked when the
 * switcher opens, kept a minute; every check answers within the server's RPC timeout.
 */
export const activeNetworksHealthQuery = queryOptions({
  queryKey: [...networkKeys.active(), 'health'] as const,
  queryFn: () => apiFetch<ActiveNetworkHealth[]>('/api/networks/active/health'),
  staleTime: 60_000,
});

export const useActiveNetworksHealth = (enabled: boolean) =>
  useQuery({ ...activeNetworksHealthQuery, enabled });
