import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createPublicClient, http } from 'viem';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import type { ContractTransaction } from '~/shared/schemas/journal';
import { apiFetch } from '~/web/lib/api-client';
import { networkChain } from '../wallet/wagmi-config';

export function useDeployment(id: string) {
  return useQuery({
    queryKey: ['contracts', id],
    queryFn: () => apiFetch<DeploymentDetail>(`/api/contracts/${id}`),
  });
}

export function useJournal(deploymentId: string) {
  return useQuery({
    queryKey: ['contracts', deploymentId, 'transactions'],
    queryFn: () => apiFetch<ContractTransaction[]>(`/api/deployments/${deploymentId}/transactions`),
  });
}

/** Reads through the same-origin RPC proxy (docs/api/contracts.md): any network, no CSP entry. */
export function usePublicClient(deployment: DeploymentDetail) {
  const { network } = deployment;
  return useMemo(
    () =>
      createPublicClient({
        chain: networkChain(network),
        transport: http(`/api/networks/${network.id}/rpc`),
      }),
    [network],
  );
}
