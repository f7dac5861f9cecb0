import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkContracts } from '~/shared/contracts/networks';
import { contractQuery } from '~/web/lib/contract-client';

/** Active networks, mainnets first (spec §7: is_testnet ascending), cached 5 minutes. */
export const activeNetworksQuery = queryOptions({
  ...contractQuery(networkContracts.active),
  staleTime: 5 * 60_000,
});

export const useActiveNetworks = () => useQuery(activeNetworksQuery);

/**
 * Each active network's health (admins only): the switcher marks the failing ones. Asked when the
 * switcher opens, kept a minute; every check answers within the server's RPC timeout.
 */
export const activeNetworksHealthQuery = queryOptions({
  ...contractQuery(networkContracts.activeHealth),
  staleTime: 60_000,
});

export const useActiveNetworksHealth = (enabled: boolean) =>
  useQuery({ ...activeNetworksHealthQuery, enabled });
