import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NetworkInput } from '~/shared/schemas/networks';
import type { Network, NetworkHealth } from '~/shared/schemas/networks';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { networkKeys } from '~/web/lib/query-keys';

export { networkKeys };

export const networksQuery = queryOptions({
  queryKey: networkKeys.list(),
  queryFn: () => apiFetch<Network[]>('/api/networks'),
});

export const useNetworks = () => useQuery(networksQuery);

/** Invalidates every network key, so the wallet's list of active networks follows too. */
function useInvalidateNetworks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: networkKeys.all });
}

export function useSaveNetwork(network?: Network) {
  const invalidate = useInvalidateNetworks();
  return useMutation({
    mutationFn: (body: NetworkInput) =>
      network
        ? apiJson<Network>(`/api/networks/${network.id}`, 'PATCH', body)
        : apiJson<Network>('/api/networks', 'POST', body),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteNetwork() {
  const invalidate = useInvalidateNetworks();
  return useMutation({
    mutationFn: (n: Network) => apiJson(`/api/networks/${n.id}`, 'DELETE'),
    onSuccess: () => void invalidate(),
  });
}

export function useCheckNetworkHealth(network: Network) {
  return useMutation({
    mutationFn: () => apiJson<NetworkHealth>(`/api/networks/${network.id}/health`, 'POST'),
  });
}
