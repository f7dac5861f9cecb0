import { useQuery } from '@tanstack/react-query';
import type { AbiFunction } from 'viem';
import type { AbiJson } from '~/shared/abi';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import type { TokenUnits } from './result-tree';
import { chainReadKey } from './api';
import { usePublicClient } from './use-deployment';

const view = (abi: AbiJson, name: string) =>
  abi.find(
    (i): i is AbiFunction =>
      i.type === 'function' &&
      i.name === name &&
      i.inputs.length === 0 &&
      (i.stateMutability === 'view' || i.stateMutability === 'pure'),
  );

/**
 * The token's real `decimals()` (and `symbol()` when it has one), read once per contract and kept
 * for the session; null when the ABI has no decimals() or the call fails (amounts then stay raw).
 */
export function useTokenUnits(deployment: DeploymentDetail, abi: AbiJson): TokenUnits | null {
  const client = usePublicClient(deployment);
  const decimalsFn = view(abi, 'decimals');
  const symbolFn = view(abi, 'symbol');
  const query = useQuery({
    queryKey: chainReadKey(deployment.id, 'token-units'),
    enabled: !!decimalsFn,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    queryFn: async (): Promise<TokenUnits | null> => {
      const address = deployment.contractAddress as `0x${string}`;
      const decimals = Number(
        await client.readContract({ address, abi: [decimalsFn!], functionName: 'decimals' }),
      );
      if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) return null;
      const symbol = symbolFn
        ? await client
            .readContract({ address, abi: [symbolFn], functionName: 'symbol' })
            .then((s: unknown) => (typeof s === 'string' && s.length <= 12 ? s : null))
            .catch(() => null)
        : null;
      return { decimals, symbol };
    },
  });
  return query.data ?? null;
}
