import { and, eq, sql } from 'drizzle-orm';
import type { AbiEvent, Address, PublicClient } from 'viem';
import { scanLogs, type DecodedLog } from './log-scanner';
import type { Db, DbOrTx } from '../db/client';
import { chainLogCursors } from '../db/schema/index';

export type CursorPurpose = 'access' | 'monitors';

export async function readCursor(db: DbOrTx, deploymentId: string, purpose: CursorPurpose) {
  const [row] = await db
    .select({ nextBlock: chainLogCursors.nextBlock })
    .from(chainLogCursors)
    .where(and(eq(chainLogCursors.deploymentId, deploymentId), eq(chainLogCursors.purpose, purpose)));
  return row?.nextBlock ?? null;
}

export async function writeCursor(
  db: DbOrTx,
  deploymentId: string,
  purpose: CursorPurpose,
  nextBlock: number,
) {
  await db
    .insert(chainLogCursors)
    .values({ deploymentId, purpose, nextBlock })
    .onConflictDoUpdate({
      target: [chainLogCursors.deploymentId, chainLogCursors.purpose],
      // Never move back: two scans of the same deployment may race; the furthest one wins.
      set: {
        nextBlock: sql`greatest(${chainLogCursors.nextBlock}, excluded.next_block)`,
        updatedAt: new Date(),
      },
    });
}

/** Sets the cursor only if there is none yet (a new monitor watches from the head it was created at). */
export async function initCursor(
  db: DbOrTx,
  deploymentId: string,
  purpose: CursorPurpose,
  nextBlock: number,
) {
  await db.insert(chainLogCursors).values({ deploymentId, purpose, nextBlock }).onConflictDoNothing();
}

export interface IndexOutcome {
  /** The last block now indexed (null: nothing yet), the head seen, and the confirmed block aimed at. */
  indexedToBlock: number | null;
  headBlock: number;
  safeBlock: number;
  ranges: number;
  caughtUp: boolean;
}

/**
 * Indexes a deployment's logs from its cursor up to head - confirmations. Each range's
 * `handle` and the cursor move commit in one transaction, so a crash leaves either both or
 * neither, and a restart resumes at the first range not committed. Logs deeper than the
 * confirmations are final for this indexer (decision 0017).
 */
export async function indexDeploymentLogs({
  db,
  client,
  deploymentId,
  address,
  purpose,
  events,
  confirmations,
  maxRange,
  maxRanges,
  startBlock,
  signal,
  handle,
}: {
  db: Db;
  client: PublicClient;
  deploymentId: string;
  address: Address;
  purpose: CursorPurpose;
  events: readonly AbiEvent[];
  confirmations: number;
  maxRange: number;
  maxRanges?: number;
  /** Where a scan without a cursor starts. */
  startBlock: (safeBlock: number) => number;
  signal?: AbortSignal;
  handle(tx: DbOrTx, logs: DecodedLog[]): Promise<void>;
}): Promise<IndexOutcome> {
  const headBlock = Number(await client.getBlockNumber({ cacheTime: 0 }));
  const safeBlock = headBlock - confirmations;
  const from = (await readCursor(db, deploymentId, purpose)) ?? startBlock(safeBlock);
  if (from > safeBlock || events.length === 0) {
    return {
      indexedToBlock: from > 0 ? from - 1 : null,
      headBlock,
      safeBlock,
      ranges: 0,
      caughtUp: from > safeBlock,
    };
  }
  const result = await scanLogs({
    client,
    address,
    events,
    fromBlock: from,
    toBlock: safeBlock,
    maxRange,
    maxRanges,
    signal,
    onRange: async ({ to, logs }) => {
      await db.transaction(async (tx) => {
        if (logs.length > 0) await handle(tx, logs);
        await writeCursor(tx, deploymentId, purpose, to + 1);
      });
    },
  });
  return {
    indexedToBlock: result.lastBlock,
    headBlock,
    safeBlock,
    ranges: result.ranges,
    caughtUp: result.lastBlock >= safeBlock,
  };
}
