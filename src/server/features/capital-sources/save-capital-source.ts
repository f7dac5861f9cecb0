import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  capitalSourceCreateSchema,
  type capitalSourceResponse,
  type CapitalSourceCreate,
  type CapitalSourceUpdate,
} from '~/shared/schemas/capital-sources';
import type { DbOrTx } from '../../db/client';
import { projectCapitalSources } from '../../db/schema/index';
import { AppError, validationError } from '../../http/app-error';
import { issuesToFields } from '../../http/validate';
import type { Realtime } from '../../realtime/hub';
import { projectCapitalTopic } from '../../realtime/topics';
import { getProjectRow } from '../projects/service';
import { usdWithoutChain } from '../../chain/capital-reads';
import { checkCapitalSource } from './check-capital-source';
import { getCapitalSource, selectSources } from './read-capital-sources';
import { recomputeProjectCapital } from './sync-capital-sources';
import { deleteRow } from '../delete-row';

/** Fields whose change means the source must be checked against the chain and read afresh. */
const chainFields = [
  'networkId',
  'contractAddress',
  'measurement',
  'tokenAddress',
  'functionName',
  'abiFragment',
  'amountDecimals',
  'usdConversion',
  'aggregatorAddress',
] as const;

const freshSyncState = {
  syncStatus: 'pending' as const,
  lastError: null,
  failureCount: 0,
  nextAttemptAt: null,
};

export async function createCapitalSource({
  db,
  realtime,
  projectId,
  input,
  allowPrivate,
}: {
  db: DbOrTx;
  realtime?: Realtime;
  projectId: string;
  input: CapitalSourceCreate;
  /** config.RPC_ALLOW_PRIVATE: whether network RPC URLs may point at private or local addresses. */
  allowPrivate: boolean;
}): Promise<z.output<typeof capitalSourceResponse>> {
  await getProjectRow({ db, id: projectId });
  const checked = await checkCapitalSource({
    db,
    parts: input,
    allowPrivate,
  });
  const [row] = await db
    .insert(projectCapitalSources)
    .values({
      projectId,
      contractName: input.contractName,
      sourceType: input.sourceType,
      ...checked,
      usdRate: input.usdConversion === 'fixed' ? input.usdRate : null,
    })
    .returning({ id: projectCapitalSources.id });
  await realtime?.publish(projectCapitalTopic(projectId), { type: 'source_created', id: row!.id });
  return getCapitalSource({ db, projectId, sourceId: row!.id });
}

export async function updateCapitalSource({
  db,
  realtime,
  projectId,
  sourceId,
  input,
  allowPrivate,
}: {
  db: DbOrTx;
  realtime?: Realtime;
  projectId: string;
  sourceId: string;
  input: CapitalSourceUpdate;
  /** config.RPC_ALLOW_PRIVATE: whether network RPC URLs may point at private or local addresses. */
  allowPrivate: boolean;
}): Promise<z.output<typeof capitalSourceResponse>> {
  const [current] = await selectSources(db, projectId, [sourceId]);
  if (!current) throw new AppError('NOT_FOUND', 'Capital source not found');
  const s = current.source;
  const merged = {
    contractName: input.contractName ?? s.contractName,
    sourceType: input.sourceType ?? s.sourceType,
    networkId: input.networkId ?? s.networkId,
    contractAddress: input.contractAddress ?? s.contractAddress,
    measurement: input.measurement ?? s.measurement,
    tokenAddress: input.tokenAddress !== undefined ? input.tokenAddress : s.tokenAddress,
    functionName: input.functionName !== undefined ? input.functionName : s.functionName,
    abiFragment: input.abiFragment ?? null,
    amountDecimals: input.amountDecimals !== undefined ? input.amountDecimals : s.amountDecimals,
    usdConversion: input.usdConversion ?? s.usdConversion,
    usdRate: input.usdRate !== undefined ? input.usdRate : s.usdRate,
    aggregatorAddress: input.aggregatorAddress !== undefined ? input.aggregatorAddress : s.aggregatorAddress,
  };
  // The merged source must be whole, exactly as a new one: the same schema names the missing part.
  const whole = capitalSourceCreateSchema.safeParse(merged);
  if (!whole.success) throw validationError(issuesToFields(whole.error.issues));
  const chainChanged = chainFields.some((f) => input[f] !== undefined);
  const set: Partial<typeof projectCapitalSources.$inferInsert> = {
    contractName: whole.data.contractName,
    sourceType: whole.data.sourceType,
    usdRate: whole.data.usdConversion === 'fixed' ? whole.data.usdRate : null,
    updatedAt: new Date(),
  };
  if (chainChanged) {
    const checked = await checkCapitalSource({
      db,
      parts: { ...whole.data, storedFunctionAbi: s.functionAbi },
      allowPrivate,
    });
    Object.assign(set, checked, freshSyncState);
  }
  // The last amount read gets its new dollar value now, so a rate added later counts at once; a
  // new price feed is valued by its first read.
  const usd = usdWithoutChain(whole.data.usdConversion, s.totalRaised, set.usdRate ?? null);
  if (usd !== undefined) set.totalRaisedUsd = usd;
  else if (
    s.usdConversion !== 'aggregator' ||
    (set.aggregatorAddress ?? s.aggregatorAddress) !== s.aggregatorAddress
  )
    set.totalRaisedUsd = null;
  await db
    .update(projectCapitalSources)
    .set(set)
    .where(and(eq(projectCapitalSources.id, sourceId), eq(projectCapitalSources.projectId, projectId)));
  await recomputeProjectCapital({ db, realtime, projectId });
  await realtime?.publish(projectCapitalTopic(projectId), { type: 'source_updated', id: sourceId });
  return getCapitalSource({ db, projectId, sourceId });
}

export async function deleteCapitalSource({
  db,
  realtime,
  projectId,
  sourceId,
}: {
  db: DbOrTx;
  realtime?: Realtime;
  projectId: string;
  sourceId: string;
}): Promise<void> {
  await deleteRow(db, projectCapitalSources, sourceId, 'Capital source not found', [
    projectCapitalSources.projectId,
    projectId,
  ]);
  await recomputeProjectCapital({ db, realtime, projectId });
  await realtime?.publish(projectCapitalTopic(projectId), { type: 'source_deleted', id: sourceId });
}
