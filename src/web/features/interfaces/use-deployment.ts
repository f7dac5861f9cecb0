import { useMemo } from 'react';
import { createPublicClient, http } from 'viem';
import { networkContracts } from '~/shared/contracts/networks';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import { pathOf } from '~/web/lib/contract-client';
import { networkChain } from '../wallet/wagmi-config';

/** Reads through the same-origin RPC proxy (docs/api/contracts.md): any network, no CSP entry. */
export function usePublicClient(deployment: DeploymentDetail) {
  const { network } = deployment;
  return useMemo(
    () =>
      createPublicClient({
        chain: networkChain(network),
        transport: http(pathOf(networkContracts.rpc, { id: network.id })),
      }),
    [network],
  );
}
