import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractTransaction } from '~/shared/schemas/journal';
import type { Deployment, DeploymentDetail } from '~/shared/schemas/deployments';
import type { TransactionRecordInput, TransactionUpdateInput } from '~/shared/schemas/journal';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { deploymentKeys } from '~/web/lib/query-keys';

export { deploymentKeys };

export const deploymentsQuery = queryOptions({
  queryKey: deploymentKeys.list(),
  queryFn: () => apiFetch<Deployment[]>('/api/contracts'),
});

export const deploymentQuery = (id: string) =>
  queryOptions({
    queryKey: deploymentKeys.detail(id),
    queryFn: () => apiFetch<DeploymentDetail>(`/api/contracts/${id}`),
  });

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
