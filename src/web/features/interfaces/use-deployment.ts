import { useMemo } from 'react';
import { createPublicClient, http } from 'viem';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import { networkChain } from '../wallet/wagmi-config';

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
