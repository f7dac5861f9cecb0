import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbiReplacementInput, ImplementationAbiInput } from '~/shared/schemas/contracts';
import type { TransactionRecordInput, TransactionUpdateInput } from '~/shared/schemas/journal';
import { contractAccessContracts } from '~/shared/contracts/contract-access';
import { contractContracts } from '~/shared/contracts/contracts';
import { journalContracts } from '~/shared/contracts/journal';
import { call, contractKey, contractQuery, useInvalidate } from '~/web/lib/contract-client';

// Deployments are what the API calls registered contracts (their group in shared/contracts/contracts.ts).
export const deploymentsQuery = contractQuery(contractContracts.list);
export const deploymentQuery = (id: string) => contractQuery(contractContracts.get, { params: { id } });

/**
 * The key of a read the console makes from the chain itself (events, token units): under the
 * deployment's own key, so whatever refreshes the deployment refreshes them too.
 */
export const chainReadKey = (id: string, read: string, ...input: unknown[]) => [
  ...deploymentQuery(id).queryKey,
  read,
  ...input,
];

export const journalQuery = (deploymentId: string) =>
  contractQuery(journalContracts.list, { params: { id: deploymentId } });

export const useDeployments = () => useQuery(deploymentsQuery);
export const useDeployment = (id: string) => useQuery(deploymentQuery(id));
export const useJournal = (deploymentId: string) => useQuery(journalQuery(deploymentId));

/**
 * The console's journal writes: a sent transaction is recorded at once, then verified by the
 * server from its receipt. They run inside the wallet flow (not as mutations) and refresh the journal.
 */
export function useJournalWriter(deploymentId: string) {
  const queryClient = useQueryClient();
  const params = { id: deploymentId };
  return {
    record: (body: TransactionRecordInput) => call(journalContracts.record, { params, body }),
    update: (entryId: string, body: TransactionUpdateInput) =>
      call(journalContracts.update, { params: { ...params, txId: entryId }, body }),
    refresh: () =>
      queryClient.invalidateQueries({ queryKey: contractKey(journalContracts.list, { params }) }),
  };
}

/** Proxy facts read from the chain by the server on every console open (never cached across opens). */
export const proxyInfoQuery = (id: string) =>
  queryOptions({
    ...contractQuery(contractContracts.proxy, { params: { id } }),
    staleTime: 0,
    retry: false,
  });
export const useProxyInfo = (id: string) => useQuery(proxyInfoQuery(id));

export function useSaveImplementationAbi(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImplementationAbiInput) =>
      call(contractContracts.implementationAbi, { params: { id }, body }),
    onSuccess: (info) =>
      queryClient.setQueryData(contractKey(contractContracts.proxy, { params: { id } }), info),
  });
}

/** Replacing the ABI: a preview (diff rated) first, then the save of what was previewed. */
export function usePreviewAbi(id: string) {
  return useMutation({
    mutationFn: (body: AbiReplacementInput) => call(contractContracts.previewAbi, { params: { id }, body }),
  });
}

/** A new ABI: the deployment, the lists and what the console read through the old one refresh. */
export function useReplaceAbi(id: string) {
  const invalidate = useInvalidate(contractContracts, contractAccessContracts);
  return useMutation({
    mutationFn: (body: AbiReplacementInput) => call(contractContracts.replaceAbi, { params: { id }, body }),
    onSuccess: () => void invalidate(),
  });
}
