import { and, eq, ne, sql } from 'drizzle-orm';
import type { Address } from 'viem';
import type { z } from 'zod';
import { abiHash, type AbiJson } from '~/shared/abi';
import type { implementationAbiSchema, proxyInfoResponse } from '~/shared/schemas/contracts';
import { fetchVerifiedAbi, type AbiFetchOptions } from '../../../chain/abi-fetch';
import { rpcErrorMessage } from '../../../chain/network-rpc';
import { detectProxy } from '../../../chain/proxy-detect';
import type { Db, DbOrTx } from '../../../db/client';
import { contractAbis, contractDeployments, networks } from '../../../db/schema/index';
import { AppError, validationError } from '../../../http/app-error';

type Deployment = typeof contractDeployments.$inferSelect & { network: typeof networks.$inferSelect };

/** The deployment row with its network row (the explorer API settings included). */
async function loadDeployment(db: DbOrTx, id: string): Promise<Deployment> {
  const [row] = await db
    .select({ d: contractDeployments, n: networks })
    .from(contractDeployments)
    .innerJoin(networks, eq(networks.id, contractDeployments.networkId))
    .where(eq(contractDeployments.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Contract not found');
  return { ...row.d, network: row.n };
}

async function detectOrFail(deployment: Deployment, allowPrivate: boolean) {
  try {
    return await detectProxy({ ...deployment.network, allowPrivate }, deployment.contractAddress as Address);
  } catch (err) {
    throw new AppError(
      'NETWORK_ERROR',
      `Could not reach the ${deployment.network.name} RPC: ${rpcErrorMessage(err)}`,
    );
  }
}

type ProxyInfo = z.output<typeof proxyInfoResponse>;
type ImplementationAbi = NonNullable<ProxyInfo['implementationAbi']>;

const sameAddress = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * The proxy facts of a deployment, read from the chain now (every console open), with the
 * implementation's ABI: a contract registered at that address on the same network, else the copy
 * kept for this proxy (given or fetched earlier for the same implementation), else fetched from
 * the explorer or Sourcify now (and kept), else none: `abiMessage` asks the admin for it.
 */
export async function getProxyInfo({
  db,
  id,
  options,
}: {
  db: Db;
  id: string;
  options: AbiFetchOptions;
}): Promise<ProxyInfo> {
  const deployment = await loadDeployment(db, id);
  const detected = await detectOrFail(deployment, options.allowPrivate);
  const registeredImplementation = deployment.implementationAddress;
  if (!detected) {
    return {
      isProxy: false,
      kind: null,
      implementation: null,
      admin: null,
      beacon: null,
      registeredImplementation,
      upgraded: false,
      implementationAbi: null,
      abiMessage: null,
    };
  }
  const implementationAbi = await implementationAbiFor(db, deployment, detected.implementation, options);
  return {
    isProxy: true,
    kind: detected.kind,
    implementation: detected.implementation,
    admin: detected.admin,
    beacon: detected.beacon,
    registeredImplementation,
    upgraded: !!registeredImplementation && !sameAddress(registeredImplementation, detected.implementation),
    implementationAbi: 'abi' in implementationAbi ? implementationAbi : null,
    abiMessage: 'abi' in implementationAbi ? null : implementationAbi.message,
  };
}

async function implementationAbiFor(
  db: Db,
  deployment: Deployment,
  implementation: string,
  options: AbiFetchOptions,
): Promise<ImplementationAbi | { message: string }> {
  const [registered] = await db
    .select({ abi: contractAbis.abi, name: contractAbis.name, label: contractDeployments.label })
    .from(contractDeployments)
    .innerJoin(contractAbis, eq(contractAbis.id, contractDeployments.contractAbiId))
    .where(
      and(
        eq(contractDeployments.networkId, deployment.networkId),
        sql`lower(${contractDeployments.contractAddress}) = ${implementation.toLowerCase()}`,
        ne(contractDeployments.id, deployment.id),
      ),
    )
    .limit(1);
  if (registered)
    return { abi: registered.abi, from: 'registered', name: registered.label ?? registered.name };

  if (deployment.implementationAbiId && sameAddress(deployment.implementationAbiAddress, implementation)) {
    const [kept] = await db
      .select()
      .from(contractAbis)
      .where(eq(contractAbis.id, deployment.implementationAbiId));
    if (kept && kept.source !== 'library') return { abi: kept.abi, from: kept.source, name: kept.name };
  }

  const fetched = await fetchVerifiedAbi(deployment.network, implementation, options);
  if (!fetched.found) {
    return {
      message: `The implementation's ABI is not registered on ${deployment.network.name} and ${fetched.message.replace(/^No/, 'no')}`,
    };
  }
  const { abi, source, verification, sourceText } = fetched.fetched;
  await keepImplementationAbi(db, deployment, implementation, { abi, source, verification, sourceText });
  return { abi, from: source, name: `Implementation ${implementation}` };
}

/** Stores an implementation ABI for the proxy, replacing the one kept before. */
async function keepImplementationAbi(
  db: Db,
  deployment: Pick<Deployment, 'id' | 'implementationAbiId'>,
  implementation: string,
  given: {
    abi: AbiJson;
    source: 'explorer' | 'sourcify' | 'pasted' | 'uploaded';
    verification: 'full' | 'partial' | 'unverified';
    sourceText: string | null;
  },
  userId: string | null = null,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contractAbis)
      .values({
        name: `Implementation ${implementation}`,
        abi: given.abi,
        abiHash: abiHash(given.abi),
        source: given.source,
        verification: given.verification,
        sourceText: given.sourceText,
        createdBy: userId,
      })
      .returning({ id: contractAbis.id });
    await tx
      .update(contractDeployments)
      .set({ implementationAbiId: row!.id, implementationAbiAddress: implementation })
      .where(eq(contractDeployments.id, deployment.id));
    if (deployment.implementationAbiId) {
      await tx.delete(contractAbis).where(eq(contractAbis.id, deployment.implementationAbiId));
    }
  });
}

/** PUT /api/contracts/:id/implementation-abi: the admin gives the current implementation's ABI. */
export async function saveImplementationAbi({
  db,
  id,
  input,
  rawText,
  userId,
  options,
}: {
  db: Db;
  id: string;
  input: z.output<typeof implementationAbiSchema>;
  rawText: string | null;
  userId: string | null;
  options: AbiFetchOptions;
}): Promise<ProxyInfo> {
  const deployment = await loadDeployment(db, id);
  const detected = await detectOrFail(deployment, options.allowPrivate);
  if (!detected) throw validationError({ abi: 'This contract is not a proxy; replace its own ABI instead' });
  await keepImplementationAbi(
    db,
    deployment,
    detected.implementation,
    { abi: input.abi, source: input.abiSource, verification: 'unverified', sourceText: rawText },
    userId,
  );
  return getProxyInfo({ db, id, options });
}

/** Deleting a deployment removes the implementation ABI kept for it too. */
export async function deleteImplementationAbi(tx: DbOrTx, abiId: string | null) {
  if (abiId) await tx.delete(contractAbis).where(eq(contractAbis.id, abiId));
}
