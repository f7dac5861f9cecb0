import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  activeNetworkHealthResponse,
  networkHealthResponse,
  networkResponse,
  networkSchema,
  networkUpdateSchema,
  publicNetworkResponse,
} from '~/shared/schemas/networks';
import { checkRpcHealth } from '../../chain/network-rpc';
import { assertRpcTargetAllowed } from '../../chain/rpc-target';
import type { DbOrTx } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { contractDeployments, networks } from '../../db/schema/index';
import type { ById, UpdateById, WithInput } from '../service-args';
import { AppError } from '../../http/app-error';

type Network = z.output<typeof networkResponse>;

/** A row as admins see it: the explorer API key stays on the server, only whether one is set. */
function visible({ explorerApiKey, ...row }: typeof networks.$inferSelect, deploymentCount: number): Network {
  return { ...row, hasExplorerApiKey: !!explorerApiKey, deploymentCount };
}

const deploymentCounts = (db: DbOrTx) =>
  db
    .select({ networkId: contractDeployments.networkId, n: count().as('n') })
    .from(contractDeployments)
    .groupBy(contractDeployments.networkId)
    .as('deployment_counts');

/** Mainnets first, then by name (spec section 7). */
export async function listNetworks({ db }: { db: DbOrTx }): Promise<Network[]> {
  const counts = deploymentCounts(db);
  const rows = await db
    .select({ network: networks, n: counts.n })
    .from(networks)
    .leftJoin(counts, eq(counts.networkId, networks.id))
    .orderBy(asc(networks.isTestnet), asc(networks.name), asc(networks.chainId));
  return rows.map((r) => visible(r.network, r.n ?? 0));
}

/** Public fields of active networks, in the order the wallet's switcher shows them. */
export async function listActiveNetworks({
  db,
}: {
  db: DbOrTx;
}): Promise<z.output<typeof publicNetworkResponse>[]> {
  // The response schema keeps only the public fields.
  return db
    .select()
    .from(networks)
    .where(eq(networks.isActive, true))
    .orderBy(asc(networks.isTestnet), asc(networks.name), asc(networks.chainId));
}

export async function getNetwork({ db, id }: ById): Promise<Network> {
  const counts = deploymentCounts(db);
  const [row] = await db
    .select({ network: networks, n: counts.n })
    .from(networks)
    .leftJoin(counts, eq(counts.networkId, networks.id))
    .where(eq(networks.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Network not found');
  return visible(row.network, row.n ?? 0);
}

function chainIdTaken(chainId: number | undefined): AppError {
  return new AppError('DUPLICATE_ERROR', `A network with chain id ${chainId} already exists`, {
    chainId: `Chain id ${chainId} is already used by another network`,
  });
}

/** Whether RPC URLs may point at private or local addresses (config.RPC_ALLOW_PRIVATE). */
type RpcFence = { allowPrivate: boolean };

export async function createNetwork({
  db,
  input,
  allowPrivate,
}: WithInput<typeof networkSchema> & RpcFence): Promise<Network> {
  // The admin typed this URL: a private address is refused now, naming rpcUrl (400).
  await assertRpcTargetAllowed(input.rpcUrl, allowPrivate);
  try {
    const [row] = await db.insert(networks).values(input).returning();
    return visible(row!, 0);
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw chainIdTaken(input.chainId);
    throw err;
  }
}

export async function updateNetwork({
  db,
  id,
  input,
  allowPrivate,
}: UpdateById<typeof networkUpdateSchema> & RpcFence): Promise<Network> {
  // A changed RPC URL is fenced like a new one; an unchanged one is not judged again here (it is
  // fenced when used).
  const [stored] = await db.select({ rpcUrl: networks.rpcUrl }).from(networks).where(eq(networks.id, id));
  if (input.rpcUrl !== undefined && stored && input.rpcUrl !== stored.rpcUrl) {
    await assertRpcTargetAllowed(input.rpcUrl, allowPrivate);
  }
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ chainId: networks.chainId })
        .from(networks)
        .where(eq(networks.id, id))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND', 'Network not found');
      if (input.chainId !== undefined && input.chainId !== current.chainId) {
        // A deployment's code was checked on the chain it was registered on: moving it to another
        // chain id would claim a contract exists where nobody looked.
        const [used] = await tx
          .select({ n: count() })
          .from(contractDeployments)
          .where(eq(contractDeployments.networkId, id));
        if ((used?.n ?? 0) > 0) throw chainIdInUse(current.chainId, used!.n);
      }
      await tx
        .update(networks)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(networks.id, id));
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw chainIdTaken(input.chainId);
    throw err;
  }
  return getNetwork({ db, id });
}

function chainIdInUse(chainId: number, deployments: number): AppError {
  return new AppError('CONFLICT', `Chain id ${chainId} is in use by ${deployments} deployment(s)`, {
    chainId: `Chain id cannot change while ${deployments} deployment(s) use this network: their code was checked on chain ${chainId}. Add a new network instead.`,
  });
}

export async function deleteNetwork({ db, id }: ById): Promise<void> {
  const network = await getNetwork({ db, id });
  if (network.deploymentCount > 0) {
    throw new AppError(
      'CONFLICT',
      `${network.name} is used by ${network.deploymentCount} deployment(s); remove them or deactivate the network instead`,
    );
  }
  await db.delete(networks).where(sql`${networks.id} = ${id}`);
}

export async function checkNetworkHealth({
  db,
  id,
  allowPrivate,
}: {
  db: DbOrTx;
  id: string;
  /** config.RPC_ALLOW_PRIVATE: whether the RPC URL may point at a private or local address. */
  allowPrivate: boolean;
}): Promise<z.output<typeof networkHealthResponse>> {
  const network = await getNetwork({ db, id });
  // A private address is refused when connecting: a 400 naming rpcUrl.
  return checkRpcHealth({ rpcUrl: network.rpcUrl, chainId: network.chainId, allowPrivate });
}

/**
 * Every active network's health at once (the switcher marks the failing ones). A network whose
 * RPC this server may not call (a private address without RPC_ALLOW_PRIVATE) counts as failing,
 * because the console's reads go through this server too.
 */
export async function checkActiveNetworksHealth({
  db,
  allowPrivate,
}: {
  db: DbOrTx;
  allowPrivate: boolean;
}): Promise<z.output<typeof activeNetworkHealthResponse>[]> {
  const active = await listActiveNetworks({ db });
  return Promise.all(
    active.map(async (network) => {
      let health;
      try {
        health = await checkRpcHealth({ rpcUrl: network.rpcUrl, chainId: network.chainId, allowPrivate });
      } catch (err) {
        const summary = (err as AppError).fields?.rpcUrl ?? (err as Error).message;
        return { id: network.id, ok: false, reachable: false, summary };
      }
      return { id: network.id, ok: health.ok, reachable: health.reachable, summary: health.summary };
    }),
  );
}
