import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbiLookup, AbiLookupInput, ContractRegistrationInput } from '~/shared/schemas/contracts';
import type { StandardAbiInput } from '~/shared/schemas/standard-abis';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import type { Product } from '~/shared/schemas/products';
import type { StandardAbi } from '~/shared/schemas/standard-abis';
import { networkContracts } from '~/shared/contracts/networks';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { contractQuery } from '~/web/lib/contract-client';
import { deploymentKeys, productKeys, standardAbiKeys } from '~/web/lib/query-keys';

export { standardAbiKeys };

export const standardAbisQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: standardAbiKeys.list({ includeInactive }),
    queryFn: () =>
      apiFetch<StandardAbi[]>(`/api/standard-abis${includeInactive ? '?includeInactive=true' : ''}`),
  });

// The registration form offers networks and products; same keys as their own screens, one cache.
export const registrationNetworksQuery = contractQuery(networkContracts.list);

export const registrationProductsQuery = queryOptions({
  queryKey: productKeys.list(),
  queryFn: () => apiFetch<Product[]>('/api/products?limit=100'),
});

export const useStandardAbis = (includeInactive: boolean) => useQuery(standardAbisQuery(includeInactive));

export function useSaveStandardAbi(abi?: StandardAbi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StandardAbiInput) =>
      abi
        ? apiJson(`/api/standard-abis/${abi.id}`, 'PATCH', body)
        : apiJson('/api/standard-abis', 'POST', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: standardAbiKeys.all }),
  });
}

export function useDeleteStandardAbi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson(`/api/standard-abis/${id}`, 'DELETE'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: standardAbiKeys.all }),
  });
}

/** A registration adds a deployment and may create a product: both lists refresh. */
export function useRegisterContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractRegistrationInput) =>
      apiJson<DeploymentDetail>('/api/contracts', 'POST', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deploymentKeys.all });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

/** Asks the server for a verified ABI (the network's explorer, then Sourcify). */
export function useAbiLookup() {
  return useMutation({
    mutationFn: (body: AbiLookupInput) => apiJson<AbiLookup>('/api/contracts/abi-lookup', 'POST', body),
  });
}
