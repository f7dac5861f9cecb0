import type { Network } from '~/shared/schemas/networks';
import { Button } from '~/web/components/ui/button';
import { useCheckNetworkHealth } from '../api';

/** 'Check health': the RPC's chain id against the configured one, and the latest block. */
export function NetworkHealthCheck({ network }: { network: Network }) {
  const check = useCheckNetworkHealth(network);
  const h = check.data;
  return (
    <div className="space-y-1">
      <Button size="sm" variant="outline" onClick={() => check.mutate()} disabled={check.isPending}>
        {check.isPending ? 'Checking…' : 'Check health'}
        <span className="sr-only"> of {network.name}</span>
      </Button>
      <div aria-live="polite" className="text-xs">
        {check.isError && <p className="text-destructive">{check.error.message}</p>}
        {h &&
          (h.ok ? (
            <p>
              <span
                className={h.chainIdMatches ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive'}
              >
                {h.chainIdMatches ? 'Chain id matches' : `Chain id mismatch: RPC says ${h.rpcChainId}`}
              </span>
              {' · '}latest block {h.latestBlock} · {h.latencyMs} ms
            </p>
          ) : (
            <p className="text-destructive">Unreachable: {h.error}</p>
          ))}
      </div>
    </div>
  );
}
