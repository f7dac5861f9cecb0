import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NetworkInput } from '~/shared/schemas/networks';
import type { Network, NetworkHealth } from '~/shared/schemas/networks';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { deploymentKeys, monitorKeys, networkKeys, productKeys } from '~/web/lib/query-keys';
import { useDeleteResource, useSaveResource } from '~/web/lib/resource-api';

export { networkKeys };

export const networksQuery = queryOptions({
  queryKey: networkKeys.list(),
  queryFn: () => apiFetch<Network[]>('/api/networks'),
});

export const useNetworks = () => useQuery(networksQuery);

/**
 * Invalidates every network key, so the wallet's list of active networks follows too, and the
 * contracts, products and monitors that carry a copy of their network (name, chain id, explorer, active):
 * a console opened before the edit would otherwise check the wallet against the old chain id.
 */
function useInvalidateNetworks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [networkKeys.all, deploymentKeys.all, productKeys.all, monitorKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export const useSaveNetwork = (network?: Network) =>
  useSaveResource<Network, NetworkInput>('/api/networks', useInvalidateNetworks(), network);

export const useDeleteNetwork = () => useDeleteResource<Network>('/api/networks', useInvalidateNetworks());

export function useCheckNetworkHealth(network: Network) {
  return useMutation({
    mutationFn: () => apiJson<NetworkHealth>(`/api/networks/${network.id}/health`, 'POST'),
  });
}
