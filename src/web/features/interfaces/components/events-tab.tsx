import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { abiEvents } from '~/shared/abi';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import { Button } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { deploymentKeys } from '~/web/lib/query-keys';
import { explorerTxUrl } from '~/web/lib/chain-format';
import { displayValue } from '../abi-inputs';
import { revertReason } from '../revert-reason';
import { usePublicClient } from '../use-deployment';

/** How far back the Events tab looks; public RPCs cap eth_getLogs ranges. */
export const EVENT_BLOCK_WINDOW = 5_000n;

/** Recent logs of the contract, decoded with the ABI's events, newest first. */
export function EventsTab({ deployment }: { deployment: DeploymentDetail }) {
  const client = usePublicClient(deployment);
  const events = abiEvents(deployment.abi.abi);
  const query = useQuery({
    queryKey: deploymentKeys.events(deployment.id),
    enabled: events.length > 0,
    staleTime: 0,
    queryFn: async () => {
      const latest = await client.getBlockNumber();
      const fromBlock = latest > EVENT_BLOCK_WINDOW ? latest - EVENT_BLOCK_WINDOW : 0n;
      const logs = await client.getLogs({
        address: deployment.contractAddress as `0x${string}`,
        events,
        fromBlock,
        toBlock: latest,
      });
      return { latest, fromBlock, logs: [...logs].reverse().slice(0, 200) };
    },
  });
  if (!events.length) return <p className="text-muted-foreground">This ABI declares no events.</p>;
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-destructive">Could not load events: {revertReason(query.error)}</p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const { logs, fromBlock, latest } = query.data;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Blocks {fromBlock.toString()} to {latest.toString()}: {logs.length} event
          {logs.length === 1 ? '' : 's'}
        </p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {logs.length === 0 ? (
        <p className="text-muted-foreground">No events in this range.</p>
      ) : (
        <ul className="space-y-2">
          {logs.map((log) => (
            <li key={`${log.transactionHash}-${log.logIndex}`} className="rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold">{log.eventName}</span>
                <span className="text-xs text-muted-foreground">block {log.blockNumber?.toString()}</span>
                {log.transactionHash && (
                  <a
                    href={explorerTxUrl(deployment.network.explorerUrl, log.transactionHash)}
                    target="_blank"
                    rel="noreferrer"
                    className="ml-auto inline-flex items-center gap-1 font-mono text-xs underline"
                  >
                    {log.transactionHash.slice(0, 10)}…
                    <ExternalLink aria-hidden className="size-3" />
                    <span className="sr-only">transaction in the explorer</span>
                  </a>
                )}
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 font-mono text-xs">
                {Object.entries((log.args ?? {}) as Record<string, unknown>).map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="text-muted-foreground">{k}</dt>
                    <dd className="break-all">{displayValue(v)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
