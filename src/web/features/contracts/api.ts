import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { contractContracts } from '~/shared/contracts/contracts';
import { networkContracts } from '~/shared/contracts/networks';
import { productContracts } from '~/shared/contracts/products';
import { standardAbiContracts } from '~/shared/contracts/standard-abis';
import type { AbiLookupInput, ContractRegistrationInput } from '~/shared/schemas/contracts';
import type { StandardAbi, StandardAbiInput } from '~/shared/schemas/standard-abis';
import { call, contractQuery, useInvalidate } from '~/web/lib/contract-client';
import { productKeys } from '~/web/lib/query-keys';

export const standardAbisQuery = (includeInactive: boolean) =>
  contractQuery(standardAbiContracts.list, includeInactive ? { query: { includeInactive: 'true' } } : {});

// The registration form offers networks and products; same keys as their own screens, one cache.
export const registrationNetworksQuery = contractQuery(networkContracts.list);

export const registrationProductsQuery = queryOptions({
  ...contractQuery(productContracts.list, { query: { limit: 100 } }),
  queryKey: productKeys.list(),
});

export const useStandardAbis = (includeInactive: boolean) => useQuery(standardAbisQuery(includeInactive));

export function useSaveStandardAbi(abi?: StandardAbi) {
  const invalidate = useInvalidate(standardAbiContracts);
  return useMutation({
    mutationFn: (body: StandardAbiInput) =>
      abi
        ? call(standardAbiContracts.update, { params: { id: abi.id }, body })
        : call(standardAbiContracts.create, { body }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteStandardAbi() {
  const invalidate = useInvalidate(standardAbiContracts);
  return useMutation({
    mutationFn: (id: string) => call(standardAbiContracts.delete, { params: { id } }),
    onSuccess: () => void invalidate(),
  });
}

/** A registration adds a deployment and may create a product: both lists refresh. */
export function useRegisterContract() {
  const invalidate = useInvalidate(contractContracts, productKeys.all);
  return useMutation({
    mutationFn: (body: ContractRegistrationInput) => call(contractContracts.register, { body }),
    onSuccess: () => void invalidate(),
  });
}

/** Asks the server for a verified ABI (the network's explorer, then Sourcify). */
export function useAbiLookup() {
  return useMutation({
    mutationFn: (body: AbiLookupInput) => call(contractContracts.abiLookup, { body }),
  });
}
