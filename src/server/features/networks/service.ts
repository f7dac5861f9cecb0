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
import { assertPublicTarget, EXPLORER_TARGET, RPC_TARGET } from '../../chain/rpc-target';
import { networkUses } from '~/shared/schemas/networks';
import type { DbOrTx } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, refuseDuplicate } from '../../db/pg-errors';
import { contractDeployments, networks, projectCapitalSources } from '../../db/schema/index';
import { lockRow } from '../row-by-id';
import type { ById, UpdateById, WithInput } from '../service-args';
import { AppError, validationError } from '../../http/app-error';

type Network = z.output<typeof networkResponse>;

/** A row as admins see it: the explorer API key stays on the server, only whether one is set. */
function visible(
  { explorerApiKey, ...row }: typeof networks.$inferSelect,
  deploymentCount: number,
  capitalSourceCount: number,
): Network {
  return { ...row, hasExplorerApiKey: !!explorerApiKey, deploymentCount, capitalSourceCount };
}

const deploymentCounts = (db: DbOrTx) =>
  db
    .select({ networkId: contractDeployments.networkId, n: count().as('deployments_n') })
    .from(contractDeployments)
    .groupBy(contractDeployments.networkId)
    .as('deployment_counts');

const capitalSourceCounts = (db: DbOrTx) =>
  db
    .select({ networkId: projectCapitalSources.networkId, n: count().as('capital_n') })
    .from(projectCapitalSources)
    .groupBy(projectCapitalSources.networkId)
    .as('capital_source_counts');

/** Every network with what uses it: deployments and capital sources keep it (chain id, existence). */
function withUse(db: DbOrTx) {
  const deployments = deploymentCounts(db);
  const capital = capitalSourceCounts(db);
  return db
    .select({ network: networks, deployments: deployments.n, capital: capital.n })
    .from(networks)
    .leftJoin(deployments, eq(deployments.networkId, networks.id))
    .leftJoin(capital, eq(capital.networkId, networks.id));
}

const toNetwork = (r: {
  network: typeof networks.$inferSelect;
  deployments: number | null;
  capital: number | null;
}) => visible(r.network, r.deployments ?? 0, r.capital ?? 0);

/** Mainnets first, then by name (spec section 7). */
export async function listNetworks({ db }: { db: DbOrTx }): Promise<Network[]> {
  const rows = await withUse(db).orderBy(asc(networks.isTestnet), asc(networks.name), asc(networks.chainId));
  return rows.map(toNetwork);
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
  const [row] = await withUse(db).where(eq(networks.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Network not found');
  return toNetwork(row);
}

function chainIdTaken(chainId: number | undefined): AppError {
  return new AppError('DUPLICATE_ERROR', `A network with chain id ${chainId} already exists`, {
    chainId: `Chain id ${chainId} is already used by another network`,
  });
}

/** Whether RPC and explorer API URLs may point at private or local addresses (config.RPC_ALLOW_PRIVATE). */
type RpcFence = { allowPrivate: boolean };

/**
 * The URLs of a network the server calls (its RPC and its explorer API), judged when an admin saves
 * them by the same fence that judges each call: one 400 naming every field that points inside, so
 * nothing is stored that the server would refuse to call later.
 */
async function assertNetworkTargets(
  urls: { rpcUrl?: string; explorerApiUrl?: string | null },
  allowPrivate: boolean,
): Promise<void> {
  const checks = [
    urls.rpcUrl === undefined ? null : assertPublicTarget(urls.rpcUrl, allowPrivate, RPC_TARGET),
    urls.explorerApiUrl ? assertPublicTarget(urls.explorerApiUrl, allowPrivate, EXPLORER_TARGET) : null,
  ];
  const fields: Record<string, string> = {};
  for (const result of await Promise.allSettled(checks)) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof AppError) || !result.reason.fields) throw result.reason;
    Object.assign(fields, result.reason.fields);
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
}

export async function createNetwork({
  db,
  input,
  allowPrivate,
}: WithInput<typeof networkSchema> & RpcFence): Promise<Network> {
  // The admin typed these URLs: a private address is refused now, naming its field (400).
  await assertNetworkTargets(input, allowPrivate);
  const [row] = await refuseDuplicate(
    () => db.insert(networks).values(input).returning(),
    () => chainIdTaken(input.chainId),
  );
  return visible(row!, 0, 0);
}

export async function updateNetwork({
  db,
  id,
  input,
  allowPrivate,
}: UpdateById<typeof networkUpdateSchema> & RpcFence): Promise<Network> {
  // A changed URL is fenced like a new one; an unchanged one is not judged again here (it is
  // fenced when used).
  const [stored] = await db
    .select({ rpcUrl: networks.rpcUrl, explorerApiUrl: networks.explorerApiUrl })
    .from(networks)
    .where(eq(networks.id, id));
  if (stored) {
    await assertNetworkTargets(
      {
        rpcUrl: input.rpcUrl !== stored.rpcUrl ? input.rpcUrl : undefined,
        explorerApiUrl: input.explorerApiUrl !== stored.explorerApiUrl ? input.explorerApiUrl : undefined,
      },
      allowPrivate,
    );
  }
  await refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        const current = await lockRow(tx, networks, id, 'Network not found');
        if (input.chainId !== undefined && input.chainId !== current.chainId) {
          // A deployment's code was checked on the chain it was registered on: moving it to another
          // chain id would claim a contract exists where nobody looked.
          // So was a capital source's, when it was saved: its reads would go to another chain.
          const uses = await usesOf(tx, id);
          if (uses) throw chainIdInUse(current.chainId, uses);
        }
        await tx
          .update(networks)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(networks.id, id));
      }),
    () => chainIdTaken(input.chainId),
  );
  return getNetwork({ db, id });
}

/** What uses a network, in words ("2 deployment(s) and 1 capital source(s)"), or null when nothing does. */
async function usesOf(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await withUse(db).where(eq(networks.id, id));
  return networkUses({ deploymentCount: row?.deployments ?? 0, capitalSourceCount: row?.capital ?? 0 });
}

function chainIdInUse(chainId: number, uses: string): AppError {
  return new AppError('CONFLICT', `Chain id ${chainId} is in use by ${uses}`, {
    chainId: `Chain id cannot change while ${uses} use this network: their contracts were checked on chain ${chainId}. Add a new network instead.`,
  });
}

function networkInUse(name: string, uses: string): AppError {
  return new AppError(
    'CONFLICT',
    `${name} is used by ${uses}; remove them or deactivate the network instead`,
  );
}

export async function deleteNetwork({ db, id }: ById): Promise<void> {
  const network = await getNetwork({ db, id });
  const uses = networkUses(network);
  if (uses) throw networkInUse(network.name, uses);
  try {
    await db.delete(networks).where(sql`${networks.id} = ${id}`);
  } catch (err) {
    // Another admin registered something on it since the check above: the database refused.
    if (pgErrorCode(err) !== FOREIGN_KEY_VIOLATION) throw err;
    throw networkInUse(network.name, (await usesOf(db, id)) ?? 'a contract registered just now');
  }
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
