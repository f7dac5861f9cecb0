import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { explorerLink } from '~/shared/explorer';
import type { capitalSourceHistoryResponse, capitalSourceResponse } from '~/shared/schemas/capital-sources';
import type { DbOrTx } from '../../db/client';
import { networks, projectCapitalSourceHistory, projectCapitalSources } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { getProjectRow } from '../projects/service';
import type { ByProject } from '../service-args';

export type SourceRow = typeof projectCapitalSources.$inferSelect;
type NetworkRow = typeof networks.$inferSelect;
export interface SourceWithNetwork {
  source: SourceRow;
  network: NetworkRow | null;
}

type CapitalSource = z.output<typeof capitalSourceResponse>;

/** What the source adds to capital_raised once read: its USD value, none without one (as `countedUsdSql`). */
const sourceValue = (s: Pick<SourceRow, 'usdConversion' | 'totalRaisedUsd'>) =>
  s.usdConversion === 'none' ? null : s.totalRaisedUsd;

export function toCapitalSource({ source: s, network }: SourceWithNetwork): CapitalSource {
  return {
    id: s.id,
    projectId: s.projectId,
    contractName: s.contractName,
    sourceType: s.sourceType,
    networkId: s.networkId,
    chainId: s.chainId,
    networkName: network?.name ?? null,
    contractAddress: s.contractAddress,
    explorerAddressUrl:
      network && s.contractAddress ? explorerLink(network.explorerUrl, 'address', s.contractAddress) : null,
    measurement: s.measurement,
    tokenAddress: s.tokenAddress,
    functionName: s.functionName,
    amountDecimals: s.amountDecimals,
    usdConversion: s.usdConversion,
    usdRate: s.usdRate,
    aggregatorAddress: s.aggregatorAddress,
    totalRaised: s.totalRaised,
    totalRaisedUsd: s.totalRaisedUsd,
    value: sourceValue(s),
    syncStatus: s.syncStatus,
    lastError: s.lastError,
    lastSyncedAt: s.lastSyncedAt,
    lastBlockNumber: s.lastBlockNumber,
    failureCount: s.failureCount,
    nextAttemptAt: s.nextAttemptAt,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

export async function selectSources(db: DbOrTx, projectId: string, ids?: string[]) {
  return db
    .select({ source: projectCapitalSources, network: networks })
    .from(projectCapitalSources)
    .leftJoin(networks, eq(networks.id, projectCapitalSources.networkId))
    .where(
      and(
        eq(projectCapitalSources.projectId, projectId),
        ids ? inArray(projectCapitalSources.id, ids) : undefined,
      ),
    )
    .orderBy(asc(projectCapitalSources.createdAt), asc(projectCapitalSources.id));
}

export async function listCapitalSources({ db, projectId }: ByProject): Promise<CapitalSource[]> {
  await getProjectRow({ db, id: projectId });
  return (await selectSources(db, projectId)).map(toCapitalSource);
}

export async function getCapitalSource({
  db,
  projectId,
  sourceId,
}: ByProject & { sourceId: string }): Promise<CapitalSource> {
  const [row] = await selectSources(db, projectId, [sourceId]);
  if (!row) throw new AppError('NOT_FOUND', 'Capital source not found');
  return toCapitalSource(row);
}

/** Newest first; one source's rows when `sourceId` is given, else every source of the project. */
export async function listCapitalSourceHistory({
  db,
  projectId,
  sourceId,
  limit = 500,
}: ByProject & { sourceId?: string; limit?: number }): Promise<
  z.output<typeof capitalSourceHistoryResponse>[]
> {
  await getProjectRow({ db, id: projectId });
  const rows = await db
    .select({ h: projectCapitalSourceHistory })
    .from(projectCapitalSourceHistory)
    .innerJoin(projectCapitalSources, eq(projectCapitalSources.id, projectCapitalSourceHistory.sourceId))
    .where(
      and(
        eq(projectCapitalSources.projectId, projectId),
        sourceId ? eq(projectCapitalSourceHistory.sourceId, sourceId) : undefined,
      ),
    )
    .orderBy(desc(projectCapitalSourceHistory.at), desc(projectCapitalSourceHistory.id))
    .limit(limit);
  return rows.map(({ h }) => ({
    id: h.id,
    sourceId: h.sourceId,
    amount: h.amount,
    usd: h.usd,
    blockNumber: h.blockNumber,
    at: h.at,
  }));
}
