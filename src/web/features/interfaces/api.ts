import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AbiReplacementInput,
  AbiReplacementPreview,
  ImplementationAbiInput,
  ProxyInfo,
} from '~/shared/schemas/contracts';
import type { ContractTransaction } from '~/shared/schemas/journal';
import type { TransactionRecordInput, TransactionUpdateInput } from '~/shared/schemas/journal';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { deploymentKeys } from '~/web/lib/query-keys';
import { deploymentQueries } from '~/web/lib/resource-api';

export { deploymentKeys };

export const deploymentsQuery = deploymentQueries.list;
export const deploymentQuery = deploymentQueries.detail;

const journalPath = (deploymentId: string) => `/api/deployments/${deploymentId}/transactions`;

export const journalQuery = (deploymentId: string) =>
  queryOptions({
    queryKey: deploymentKeys.transactions(deploymentId),
    queryFn: () => apiFetch<ContractTransaction[]>(journalPath(deploymentId)),
  });

export const useDeployments = () => useQuery(deploymentsQuery);
export const useDeployment = (id: string) => useQuery(deploymentQuery(id));
export const useJournal = (deploymentId: string) => useQuery(journalQuery(deploymentId));

/**
 * The console's journal writes: a sent transaction is recorded at once, then verified by the
 * server from its receipt. They run inside the wallet flow (not as mutations) and refresh the journal.
 */
export function useJournalWriter(deploymentId: string) {
  const queryClient = useQueryClient();
  return {
    record: (body: TransactionRecordInput) =>
      apiJson<ContractTransaction>(journalPath(deploymentId), 'POST', body),
    update: (entryId: string, body: TransactionUpdateInput) =>
      apiJson(`${journalPath(deploymentId)}/${entryId}`, 'PATCH', body),
    refresh: () => queryClient.invalidateQueries({ queryKey: deploymentKeys.transactions(deploymentId) }),
  };
}

/** Proxy facts read from the chain by the server on every console open (never cached across opens). */
export const proxyInfoQuery = (id: string) =>
  queryOptions({
    queryKey: deploymentKeys.proxy(id),
    queryFn: () => apiFetch<ProxyInfo>(`/api/contracts/${id}/proxy`),
    staleTime: 0,
    retry: false,
  });
export const useProxyInfo = (id: string) => useQuery(proxyInfoQuery(id));

export function useSaveImplementationAbi(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImplementationAbiInput) =>
      apiJson<ProxyInfo>(`/api/contracts/${id}/implementation-abi`, 'PUT', body),
    onSuccess: (info) => queryClient.setQueryData(deploymentKeys.proxy(id), info),
  });
}

/** Replacing the ABI: a preview (diff rated) first, then the save of what was previewed. */
export function usePreviewAbi(id: string) {
  return useMutation({
    mutationFn: (body: AbiReplacementInput) =>
      apiJson<AbiReplacementPreview>(`/api/contracts/${id}/abi/preview`, 'POST', body),
  });
}

export function useReplaceAbi(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AbiReplacementInput) => apiJson(`/api/contracts/${id}/abi`, 'PUT', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deploymentKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: deploymentKeys.list() });
    },
  });
}
