import { useMutation, useQuery } from '@tanstack/react-query';
import { contractAccessContracts } from '~/shared/contracts/contract-access';
import { contractContracts } from '~/shared/contracts/contracts';
import { journalContracts } from '~/shared/contracts/journal';
import { networkContracts } from '~/shared/contracts/networks';
import type { Network, NetworkInput } from '~/shared/schemas/networks';
import { call, contractQuery, useInvalidate } from '~/web/lib/contract-client';
import { monitorKeys, productKeys } from '~/web/lib/query-keys';

export const networksQuery = contractQuery(networkContracts.list);

export const useNetworks = () => useQuery(networksQuery);

/**
 * Invalidates every networks read, so the wallet's list of active networks follows too, and the
 * contracts, products and monitors that carry a copy of their network (name, chain id, explorer, active):
 * a console opened before the edit would otherwise check the wallet against the old chain id.
 */
const useInvalidateNetworks = () =>
  useInvalidate(
    networkContracts,
    contractContracts,
    contractAccessContracts,
    journalContracts,
    productKeys.all,
    monitorKeys.all,
  );

/** A form's save: PATCH the network it edits, or POST a new one. */
export function useSaveNetwork(network?: Network) {
  const invalidate = useInvalidateNetworks();
  return useMutation({
    mutationFn: (body: NetworkInput) =>
      network
        ? call(networkContracts.update, { params: { id: network.id }, body })
        : call(networkContracts.create, { body }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteNetwork() {
  const invalidate = useInvalidateNetworks();
  return useMutation({
    mutationFn: (network: Network) => call(networkContracts.delete, { params: { id: network.id } }),
    onSuccess: () => void invalidate(),
  });
}

export function useCheckNetworkHealth(network: Network) {
  return useMutation({
    mutationFn: () => call(networkContracts.health, { params: { id: network.id } }),
  });
}
