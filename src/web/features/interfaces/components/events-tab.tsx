import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AbiEvent } from 'viem';
import { z } from 'zod';
import { abiEvents } from '~/shared/abi';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import { Button } from '~/web/components/ui/button';
import { Form, useZodForm } from '~/web/components/ui/form';
import { Input } from '~/web/components/ui/input';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { Skeleton } from '~/web/components/ui/skeleton';
import { ExplorerLink } from '~/web/components/contracts/explorer-link';
import { explorerTxUrl } from '~/web/lib/chain-format';
import { chainReadKey } from '../api';
import { revertReason } from '../revert-reason';
import { eventValues, resultTree } from '../result-tree';
import { usePublicClient } from '../use-deployment';
import { useTokenUnits } from '../use-token-units';
import { ResultView } from './result-view';

/** How far back the Events tab looks by default; public RPCs cap eth_getLogs ranges. */
export const EVENT_BLOCK_WINDOW = 5_000n;
/** The widest range a filter may ask for in one eth_getLogs call. */
export const MAX_EVENT_RANGE = 50_000n;
/** What to do about a range wider than MAX_EVENT_RANGE. */
const PICK_RANGE = `Pick a range of at most ${MAX_EVENT_RANGE.toLocaleString('en-US')} blocks`;

/** A filter the latest block makes impossible; said before asking the RPC, whose own refusal is raw. */
class BlockRangeError extends Error {}

/** The newest logs listed; the rest are counted. */
const SHOWN_EVENTS = 200;

/** The Events tab's filter: block numbers as typed ('' = the default window ending at the latest block). */
const eventFilterSchema = z
  .object({
    /** An event name, or '' for every event of the ABI. */
    name: z.string(),
    from: z.string(),
    to: z.string(),
  })
  .superRefine((f, ctx) => {
    let typedWell = true;
    for (const key of ['from', 'to'] as const) {
      if (f[key].trim() && !/^\d+$/.test(f[key].trim())) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'Enter a block number (a whole number)' });
        typedWell = false;
      }
    }
    if (typedWell && f.from.trim() && f.to.trim()) {
      const from = BigInt(f.from.trim());
      const to = BigInt(f.to.trim());
      if (from > to) {
        ctx.addIssue({ code: 'custom', path: ['from'], message: 'From block must not be after to block' });
      } else if (to - from > MAX_EVENT_RANGE)
        ctx.addIssue({ code: 'custom', path: ['to'], message: PICK_RANGE });
    }
  });
type EventFilter = z.output<typeof eventFilterSchema>;

/** The contract's logs for the filter, newest first (at most 200). */
function useEventLogs(deployment: DeploymentDetail, events: AbiEvent[], filter: EventFilter) {
  const client = usePublicClient(deployment);
  return useQuery({
    queryKey: chainReadKey(deployment.id, 'events', filter),
    enabled: events.length > 0,
    staleTime: 0,
    retry: (count, err) => !(err instanceof BlockRangeError) && count < 3,
    queryFn: async () => {
      const latest = await client.getBlockNumber();
      const toBlock = filter.to.trim() ? BigInt(filter.to.trim()) : latest;
      const fromBlock = filter.from.trim()
        ? BigInt(filter.from.trim())
        : toBlock > EVENT_BLOCK_WINDOW
          ? toBlock - EVENT_BLOCK_WINDOW
          : 0n;
      // Open-ended (from X to latest): the range is known only now that the latest block is.
      if (fromBlock > toBlock)
        throw new BlockRangeError(
          `From block ${fromBlock} is after the latest block (${latest}): pick an earlier from block.`,
        );
      if (toBlock - fromBlock > MAX_EVENT_RANGE)
        throw new BlockRangeError(
          `Blocks ${fromBlock} to latest (${toBlock}) are more than ${MAX_EVENT_RANGE.toLocaleString('en-US')} blocks. ${PICK_RANGE}: a from block of ${toBlock - MAX_EVENT_RANGE} or later, or a to block.`,
        );
      const wanted = filter.name ? events.filter((e) => e.name === filter.name) : events;
      const logs = await client.getLogs({
        address: deployment.contractAddress as `0x${string}`,
        events: wanted,
        fromBlock,
        toBlock,
      });
      // The count says how many the range holds, not how many are listed.
      return { toBlock, fromBlock, total: logs.length, logs: [...logs].reverse().slice(0, SHOWN_EVENTS) };
    },
  });
}

/** Logs of the contract decoded with the ABI's events, newest first, filtered by name and block range. */
export function EventsTab({ deployment }: { deployment: DeploymentDetail }) {
  const units = useTokenUnits(deployment, deployment.abi.abi);
  const events = abiEvents(deployment.abi.abi);
  const names = [...new Set(events.map((e) => e.name))];
  const form = useZodForm(eventFilterSchema, { defaultValues: { name: '', from: '', to: '' } });
  const { errors } = form.formState;
  const [filter, setFilter] = useState<EventFilter>({ name: '', from: '', to: '' });
  const id = useId();
  const query = useEventLogs(deployment, events, filter);
  if (!events.length) return <p className="text-muted-foreground">This ABI declares no events.</p>;

  return (
    <div className="space-y-3">
      <Form form={form} onSubmit={setFilter} className="flex flex-wrap items-end gap-3 rounded-md border p-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">
            Event
          </label>
          <NativeSelect id={`${id}-name`} {...form.register('name')} className="h-9 w-48">
            <option value="">All events</option>
            <Options items={names} label={(n) => n} />
          </NativeSelect>
        </div>
        {(['from', 'to'] as const).map((key) => (
          <div key={key} className="grid gap-1">
            <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
              {key === 'from' ? 'From block' : 'To block'}
            </label>
            <Input
              id={`${id}-${key}`}
              {...form.register(key)}
              inputMode="numeric"
              placeholder={key === 'from' ? `latest − ${EVENT_BLOCK_WINDOW}` : 'latest'}
              className="h-9 w-36"
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
            />
            {errors[key] && (
              <p id={`${id}-${key}-error`} className="max-w-48 text-xs font-medium text-destructive">
                {errors[key].message}
              </p>
            )}
          </div>
        ))}
        <Button type="submit" size="sm" variant="secondary">
          Apply filter
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {query.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </Form>
      <EventList query={query} deployment={deployment} units={units} events={events} />
    </div>
  );
}

function EventList({
  query,
  deployment,
  units,
  events,
}: {
  query: ReturnType<typeof useEventLogs>;
  deployment: DeploymentDetail;
  units: ReturnType<typeof useTokenUnits>;
  events: AbiEvent[];
}) {
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.error instanceof BlockRangeError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {query.error.message}
      </p>
    );
  }
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
  const { logs, total, fromBlock, toBlock } = query.data;
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Blocks {fromBlock.toString()} to {toBlock.toString()}: {total} event{total === 1 ? '' : 's'}
        {total > logs.length &&
          ` (the newest ${logs.length} shown; narrow the blocks or pick an event to see the rest)`}
      </p>
      {logs.length === 0 ? (
        <p className="text-muted-foreground">No events in this range.</p>
      ) : (
        <ul className="space-y-2">
          {logs.map((log) => {
            const event = events.find((e) => e.name === log.eventName);
            return (
              <li key={`${log.transactionHash}-${log.logIndex}`} className="rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono font-semibold">{log.eventName}</span>
                  <span className="text-xs text-muted-foreground">block {log.blockNumber?.toString()}</span>
                  {log.transactionHash && (
                    <ExplorerLink
                      href={explorerTxUrl(deployment.network.explorerUrl, log.transactionHash)}
                      note="transaction in the explorer"
                      className="ml-auto font-mono text-xs underline"
                    >
                      {log.transactionHash.slice(0, 10)}…
                    </ExplorerLink>
                  )}
                </div>
                {event && (
                  <div className="mt-2">
                    <ResultView
                      nodes={resultTree(event.inputs, eventValues(event.inputs, log.args), units, event.name)}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
