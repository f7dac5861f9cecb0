import type { Network } from '~/shared/schemas/networks';
import { Button } from '~/web/components/ui/button';
import { useCheckNetworkHealth } from '../api';

/**
 * 'Check health': the RPC's chain id against the configured one, and the latest block. Renders the
 * button and, as the last full-width item of the parent's wrapping flex row, the result, so the
 * result never pushes the row's other buttons onto a new line.
 */
export function NetworkHealthCheck({ network }: { network: Network }) {
  const check = useCheckNetworkHealth(network);
  const h = check.data;
  const tone = !h
    ? ''
    : h.ok
      ? 'text-emerald-700 dark:text-emerald-400'
      : h.reachable
        ? 'text-amber-800 dark:text-amber-300'
        : 'text-destructive';
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => check.mutate()} busy={check.isPending}>
        {check.isPending ? 'Checking…' : 'Check health'}
        <span className="sr-only"> of {network.name}</span>
      </Button>
      <div aria-live="polite" className="order-last basis-full text-xs">
        {check.isError && <p className="text-destructive">{check.error.message}</p>}
        {h && (
          <p className={tone}>
            {h.summary}
            {h.ok && ` · ${h.latencyMs} ms`}
          </p>
        )}
      </div>
    </>
  );
}
