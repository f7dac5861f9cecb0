import { and, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import type { z } from 'zod';
import { parseAbiText, validateAbi, type AbiJson } from '~/shared/abi';
import type { abiLookupResponse } from '~/shared/schemas/contracts';
import type { AbiInputSource, AbiSource, AbiVerification } from '~/shared/schemas/deployments';
import { fetchVerifiedAbi, type AbiFetchOptions } from '../../../chain/abi-fetch';
import { rpcErrorMessage } from '../../../chain/network-rpc';
import { detectProxy } from '../../../chain/proxy-detect';
import type { Config } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { contractStandardAbis, networks } from '../../../db/schema/index';
import { AppError, validationError } from '../../../http/app-error';
import { findReferencedRow } from '../../row-by-id';

type Network = typeof networks.$inferSelect;

/** The ABI fetch settings from the configuration. */
export function abiFetchOptions(config: Config): AbiFetchOptions {
  return {
    sourcifyUrl: config.SOURCIFY_URL,
    timeoutMs: config.ABI_FETCH_TIMEOUT_MS,
    allowPrivate: config.RPC_ALLOW_PRIVATE,
  };
}

export interface AbiGiven {
  abiSource: AbiInputSource;
  abi?: unknown;
  standardAbiId?: string | undefined;
}

export interface ResolvedAbi {
  abi: AbiJson;
  source: AbiSource;
  verification: AbiVerification;
  sourceText: string | null;
  standardAbiId: string | null;
  defaultName: string | null;
}

/** An active network, or a 400 naming networkId. */
export async function activeNetwork(db: DbOrTx, networkId: string): Promise<Network> {
  const network = await findReferencedRow(db, networks, networkId, 'networkId', 'Network not found');
  if (!network.isActive) throw validationError({ networkId: `${network.name} is not active` });
  return network;
}

/**
 * The ABI an admin gave (pasted, uploaded, from the library) or asked the server to fetch, with
 * where it came from and how it is verified. A fetch that finds nothing is a 400 on `abi` saying
 * what was tried and what to do instead.
 */
export async function resolveGivenAbi({
  db,
  given,
  network,
  address,
  options,
}: {
  db: DbOrTx;
  given: AbiGiven;
  network: Network;
  address: string;
  options: AbiFetchOptions;
}): Promise<ResolvedAbi> {
  if (given.abiSource === 'library') {
    const [standard] = await db
      .select()
      .from(contractStandardAbis)
      .where(and(eq(contractStandardAbis.id, given.standardAbiId!), eq(contractStandardAbis.isActive, true)));
    if (!standard) throw validationError({ standardAbiId: 'Standard ABI not found or inactive' });
    return {
      abi: standard.abi,
      source: 'library',
      verification: 'unverified',
      sourceText: null,
      standardAbiId: standard.id,
      defaultName: standard.name,
    };
  }
  if (given.abiSource === 'fetched') {
    const result = await fetchVerifiedAbi(network, address, options);
    if (!result.found) throw validationError({ abi: result.message }, result.message);
    const { abi, source, verification, sourceText } = result.fetched;
    return { abi, source, verification, sourceText, standardAbiId: null, defaultName: null };
  }
  const text = typeof given.abi === 'string' ? given.abi : null;
  const result = text !== null ? parseAbiText(text) : validateAbi(given.abi);
  if (!result.ok) throw validationError({ abi: result.message });
  return {
    abi: result.abi,
    source: given.abiSource,
    verification: 'unverified',
    sourceText: text,
    standardAbiId: null,
    defaultName: null,
  };
}

/** POST /api/contracts/abi-lookup: what the explorer and Sourcify know, and whether it is a proxy. */
export async function lookupAbi({
  db,
  networkId,
  address,
  options,
}: {
  db: DbOrTx;
  networkId: string;
  address: string;
  options: AbiFetchOptions;
}): Promise<z.output<typeof abiLookupResponse>> {
  const network = await activeNetwork(db, networkId);
  const [result, proxy] = await Promise.all([
    fetchVerifiedAbi(network, address, options),
    // Best effort: an unreachable RPC must not hide a found ABI (registration checks the RPC).
    detectProxy({ ...network, allowPrivate: options.allowPrivate }, address as Address).catch(() => null),
  ]);
  return {
    found: result.found,
    abi: result.found ? result.fetched.abi : null,
    source: result.found ? result.fetched.source : null,
    verification: result.found ? result.fetched.verification : null,
    attempts: result.attempts,
    message: result.found ? null : result.message,
    proxy,
  };
}

/** Proxy detection at registration: an RPC failure is the admin's to see, as for the code check. */
export async function detectProxyOrFail(network: Network, address: string, allowPrivate: boolean) {
  try {
    return await detectProxy({ ...network, allowPrivate }, address as Address);
  } catch (err) {
    throw new AppError('NETWORK_ERROR', `Could not reach the ${network.name} RPC: ${rpcErrorMessage(err)}`);
  }
}
