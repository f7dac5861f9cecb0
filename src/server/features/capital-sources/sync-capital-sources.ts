import { eq, inArray, sql } from 'drizzle-orm';
import type { Address, PublicClient } from 'viem';
import type { z } from 'zod';
import type { capitalSyncResponse } from '~/shared/schemas/capital-sources';
import { readCapitalSources, type CapitalRead, type CapitalReading } from '../../chain/capital-reads';
import { rpcClient } from '../../chain/network-rpc';
import type { DbOrTx } from '../../db/client';
import { incubatedProjects, projectCapitalSourceHistory, projectCapitalSources } from '../../db/schema/index';
import type { Realtime } from '../../realtime/hub';
import { projectCapitalTopic } from '../../realtime/topics';
import { getProjectRow, setCapitalRaised } from '../projects/service';
import { selectSources, toCapitalSource, type SourceWithNetwork } from './read-capital-sources';
import { capitalSumSql } from '../../db/capital-value';

/** A source read this recently is served as it is unless the caller forces a sync (spec section 7). */
export const CAPITAL_CACHE_MS = 60_000;

/** After n consecutive failures the scheduler waits 1, 2, 4 ... minutes, at most 30. */
export const backoffMs = (failures: number) => Math.min(30 * 60_000, 60_000 * 2 ** Math.max(0, failures - 1));

export type ClientFor = (network: { rpcUrl: string; chainId: number; allowPrivate: boolean }) => PublicClient;

const defaultClientFor: ClientFor = (n) => rpcClient(n);

/**
 * Reads a project's capital sources from the chain (one multicall per network where the network
 * has Multicall3), writes each outcome and a history row, then the project's capital_raised.
 * Sources read within the last 60 s are counted as cached unless `forceSync`; with
 * `respectBackoff` (the scheduler) a failed source is left until its next attempt time.
 */
export async function syncCapitalSources({
  db,
  realtime,
  projectId,
  forceSync = false,
  respectBackoff = false,
  now = () => new Date(),
  clientFor = defaultClientFor,
  allowPrivate,
}: {
  db: DbOrTx;
  /** config.RPC_ALLOW_PRIVATE: whether network RPC URLs may point at private or local addresses. */
  allowPrivate: boolean;
  realtime?: Realtime;
  projectId: string;
  forceSync?: boolean;
  respectBackoff?: boolean;
  now?: () => Date;
  clientFor?: ClientFor;
}): Promise<z.output<typeof capitalSyncResponse>> {
  const project = await getProjectRow({ db, id: projectId });
  const rows = await selectSources(db, projectId);
  const started = now();
  const fresh = (d: Date | null) => d !== null && started.getTime() - d.getTime() < CAPITAL_CACHE_MS;
  const due: SourceWithNetwork[] = [];
  let cached = 0;
  for (const row of rows) {
    const s = row.source;
    // A source with no network is a figure recorded by hand: nothing to read.
    if (!row.network || !s.contractAddress) continue;
    if (!forceSync && s.syncStatus === 'completed' && fresh(s.lastSyncedAt)) cached++;
    // Another sync is reading it right now.
    else if (!forceSync && s.syncStatus === 'syncing' && fresh(s.updatedAt)) cached++;
    else if (respectBackoff && s.nextAttemptAt && s.nextAttemptAt > started) continue;
    else due.push(row);
  }

  let failed = 0;
  if (due.length > 0) {
    await realtime?.publish(projectCapitalTopic(projectId), { type: 'sync_started', id: projectId });
    await markSyncing(db, due, started);
    const byNetwork = new Map<string, SourceWithNetwork[]>();
    for (const row of due) byNetwork.set(row.network!.id, [...(byNetwork.get(row.network!.id) ?? []), row]);
    await Promise.all(
      [...byNetwork.values()].map(async (group) => {
        const network = group[0]!.network!;
        const batch = await readCapitalSources({
          client: clientFor({ rpcUrl: network.rpcUrl, chainId: network.chainId, allowPrivate }),
          reads: group.map(({ source }) => toRead(source)),
          multicallAddress: (network.multicallAddress as Address | null) ?? null,
        });
        const at = now();
        failed += batch.readings.filter((r) => !r.ok).length;
        // One transaction per network: every figure of one block lands together.
        await db.transaction(async (tx) => {
          const history: Array<typeof projectCapitalSourceHistory.$inferInsert> = [];
          for (const [i, row] of group.entries()) {
            const entry = await writeReading(tx, row, batch.readings[i]!, batch.blockNumber, at);
            if (entry) history.push(entry);
          }
          if (history.length > 0) await tx.insert(projectCapitalSourceHistory).values(history);
        });
      }),
    );
  }

  const capital = await recomputeProjectCapital({ db, realtime, projectId, previous: project.capitalRaised });
  const after = await selectSources(db, projectId);
  if (due.length > 0) {
    await realtime?.publish(projectCapitalTopic(projectId), { type: 'synced', id: projectId });
  }
  return {
    synced: due.length,
    cached,
    failed,
    capitalRaised: capital,
    gained: Math.max(0, Math.round(((capital ?? 0) - (project.capitalRaised ?? 0)) * 100) / 100),
    sources: after.map(toCapitalSource),
  };
}

function toRead(s: SourceWithNetwork['source']): CapitalRead {
  return {
    measurement: s.measurement,
    contractAddress: s.contractAddress as Address,
    tokenAddress: s.tokenAddress as Address | null,
    functionAbi: s.functionAbi,
    amountDecimals: s.amountDecimals,
    usdConversion: s.usdConversion,
    usdRate: s.usdRate,
    aggregatorAddress: s.aggregatorAddress as Address | null,
    aggregatorDecimals: s.aggregatorDecimals,
  };
}

async function markSyncing(db: DbOrTx, rows: SourceWithNetwork[], at: Date) {
  await db
    .update(projectCapitalSources)
    .set({ syncStatus: 'syncing', updatedAt: at })
    .where(
      inArray(
        projectCapitalSources.id,
        rows.map((r) => r.source.id),
      ),
    );
}

/** Writes one outcome on the source; returns the history row to add when the read succeeded. */
async function writeReading(
  db: DbOrTx,
  { source }: SourceWithNetwork,
  reading: CapitalReading,
  blockNumber: bigint | null,
  at: Date,
): Promise<typeof projectCapitalSourceHistory.$inferInsert | null> {
  const where = eq(projectCapitalSources.id, source.id);
  if (!reading.ok) {
    const failures = source.failureCount + 1;
    await db
      .update(projectCapitalSources)
      .set({
        syncStatus: 'failed',
        lastError: reading.error.slice(0, 500),
        failureCount: failures,
        nextAttemptAt: new Date(at.getTime() + backoffMs(failures)),
        updatedAt: at,
      })
      .where(where);
    return null;
  }
  const block = blockNumber === null ? null : Number(blockNumber);
  await db
    .update(projectCapitalSources)
    .set({
      totalRaised: reading.amount,
      totalRaisedUsd: reading.usd,
      syncStatus: 'completed',
      lastError: null,
      lastSyncedAt: at,
      lastBlockNumber: block,
      failureCount: 0,
      nextAttemptAt: null,
      updatedAt: at,
    })
    .where(where);
  return { sourceId: source.id, amount: reading.amount, usd: reading.usd, blockNumber: block, at };
}

/**
 * capital_raised = the sum of the project's sources that have been read at least once, each at
 * its last good USD figure (a source with no dollar value adds nothing), when it has any source: a source
 * whose latest read failed, or that is being read, still counts what it last read, so an outage
 * neither drops the figure nor shows its return as new capital. A project without sources keeps
 * the figure an admin entered.
 * Publishes on `projects` when the figure changed.
 */
export async function recomputeProjectCapital({
  db,
  realtime,
  projectId,
  previous,
}: {
  db: DbOrTx;
  realtime?: Realtime;
  projectId: string;
  previous?: number | null;
}): Promise<number | null> {
  const [sources] = await db
    .select({ count: sql<number>`count(*)::int`, total: sql<string>`${capitalSumSql('s')}` })
    .from(sql`project_capital_sources s`)
    .where(sql`s.project_id = ${projectId}`);
  const before =
    previous !== undefined
      ? previous
      : ((
          await db
            .select({ c: incubatedProjects.capitalRaised })
            .from(incubatedProjects)
            .where(eq(incubatedProjects.id, projectId))
        )[0]?.c ?? null);
  if (!sources?.count) return before;
  const capital = Math.round(Number(sources.total) * 100) / 100;
  if (capital !== before) {
    await setCapitalRaised(db, projectId, capital);
    await realtime?.publish('projects', { type: 'capital_updated', id: projectId });
  }
  return capital;
}
