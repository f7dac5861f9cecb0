import { asc, eq } from 'drizzle-orm';
import { getAddress, type Address, type Hex } from 'viem';
import type { z } from 'zod';
import type { accessResponse } from '~/shared/schemas/access';
import { confirmationsFor } from '../../chain/confirmations';
import type { DecodedLog } from '../../chain/log-scanner';
import { rpcClient, rpcErrorMessage } from '../../chain/network-rpc';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { contractAccessEvents } from '../../db/schema/index';
import { getDeployment } from '../contracts/service/index';
import { accessEvents, accessFeatures, knownRoles } from './access-events';
import { indexDeploymentLogs, readCursor } from '../../chain/log-indexer';

type AccessState = z.output<typeof accessResponse>;
type ChainConfig = Pick<
  Config,
  'CHAIN_CONFIRMATIONS' | 'CHAIN_CONFIRMATIONS_PER_CHAIN' | 'CHAIN_LOG_RANGE' | 'RPC_ALLOW_PRIVATE'
>;

/** Ranges one request may read before it answers with what it has (the next request goes on). */
const RANGES_PER_REQUEST = 50;

/** Block times for the logs' blocks (one getBlock per distinct block: access changes are rare). */
export async function blockTimes(client: ReturnType<typeof rpcClient>, logs: DecodedLog[]) {
  const times = new Map<bigint, Date>();
  for (const block of new Set(logs.map((l) => l.blockNumber!))) {
    const { timestamp } = await client.getBlock({ blockNumber: block });
    times.set(block, new Date(Number(timestamp) * 1000));
  }
  return times;
}

/** Stores the OwnershipTransferred/RoleGranted/RoleRevoked logs of one range; a log seen twice is kept once. */
async function storeAccessLogs(
  tx: DbOrTx,
  deploymentId: string,
  logs: DecodedLog[],
  times: Map<bigint, Date>,
) {
  const rows = logs.flatMap((log): Array<typeof contractAccessEvents.$inferInsert> => {
    const args = (log.args ?? {}) as Record<string, unknown>;
    const base = {
      deploymentId,
      blockNumber: Number(log.blockNumber),
      logIndex: log.logIndex!,
      blockTime: times.get(log.blockNumber!) ?? null,
      txHash: log.transactionHash!,
    };
    if (log.eventName === 'OwnershipTransferred' && args.newOwner) {
      return [
        {
          ...base,
          kind: 'ownership',
          role: null,
          account: getAddress(args.newOwner as Address),
          actor: args.previousOwner ? getAddress(args.previousOwner as Address) : null,
        },
      ];
    }
    if ((log.eventName === 'RoleGranted' || log.eventName === 'RoleRevoked') && args.role && args.account) {
      return [
        {
          ...base,
          kind: log.eventName === 'RoleGranted' ? ('role_granted' as const) : ('role_revoked' as const),
          role: (args.role as Hex).toLowerCase(),
          account: getAddress(args.account as Address),
          actor: args.sender ? getAddress(args.sender as Address) : null,
        },
      ];
    }
    return [];
  });
  if (rows.length > 0) await tx.insert(contractAccessEvents).values(rows).onConflictDoNothing();
}

/**
 * Brings the deployment's access index up to head - confirmations (at most RANGES_PER_REQUEST
 * ranges) and returns what it holds. The chain being unreachable is not an error: the stored
 * index is returned with `indexError` saying why it may be behind.
 */
export async function indexAccess({
  db,
  config,
  deploymentId,
  maxRanges = RANGES_PER_REQUEST,
}: {
  db: Db;
  config: ChainConfig;
  deploymentId: string;
  maxRanges?: number;
}) {
  const deployment = await getDeployment({ db, id: deploymentId });
  const confirmations = confirmationsFor(config, deployment.chainId);
  const events = accessEvents(deployment.abi.abi);
  const client = rpcClient({ ...deployment.network, allowPrivate: config.RPC_ALLOW_PRIVATE });
  try {
    const outcome = await indexDeploymentLogs({
      db,
      client,
      deploymentId,
      address: deployment.contractAddress as Address,
      purpose: 'access',
      events,
      confirmations,
      maxRange: config.CHAIN_LOG_RANGE,
      maxRanges,
      startBlock: () => 0,
      handle: async (tx, logs) => storeAccessLogs(tx, deploymentId, logs, await blockTimes(client, logs)),
    });
    return { deployment, confirmations, outcome, error: null };
  } catch (err) {
    return { deployment, confirmations, outcome: null, error: rpcErrorMessage(err) };
  }
}

export async function getAccessState({
  db,
  config,
  deploymentId,
}: {
  db: Db;
  config: ChainConfig;
  deploymentId: string;
}): Promise<AccessState> {
  const { deployment, confirmations, outcome, error } = await indexAccess({ db, config, deploymentId });
  const events = await db
    .select()
    .from(contractAccessEvents)
    .where(eq(contractAccessEvents.deploymentId, deploymentId))
    .orderBy(asc(contractAccessEvents.blockNumber), asc(contractAccessEvents.logIndex));

  let owner: AccessState['owner'] = null;
  const latest = new Map<string, (typeof events)[number]>();
  for (const e of events) {
    if (e.kind === 'ownership') {
      owner = {
        address: e.account,
        previousOwner: e.actor,
        blockNumber: e.blockNumber,
        blockTime: e.blockTime,
        txHash: e.txHash,
      };
    } else latest.set(`${e.role}:${e.account}`, e);
  }

  const known = knownRoles(deployment.abi.abi);
  const nameOf = new Map(known.map((k) => [k.role, k.name]));
  const roles = new Map<string, AccessState['roles'][number]>();
  for (const e of latest.values()) {
    if (e.kind !== 'role_granted') continue;
    const role = e.role!;
    if (!roles.has(role)) roles.set(role, { role, name: nameOf.get(role) ?? null, members: [] });
    roles.get(role)!.members.push({
      account: e.account,
      grantedBy: e.actor,
      blockNumber: e.blockNumber,
      blockTime: e.blockTime,
      txHash: e.txHash,
    });
  }
  const cursor = outcome ? null : await readCursor(db, deploymentId, 'access');
  return {
    owner,
    roles: [...roles.values()].sort((a, b) => (a.name ?? '~' + a.role).localeCompare(b.name ?? '~' + b.role)),
    knownRoles: known,
    ...accessFeatures(deployment.abi.abi),
    indexedToBlock: outcome ? outcome.indexedToBlock : cursor !== null && cursor > 0 ? cursor - 1 : null,
    headBlock: outcome?.headBlock ?? null,
    confirmations,
    indexError: error,
  };
}
