import { and, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import type { z } from 'zod';
import { abiHash, functionSignatures, type AbiJson } from '~/shared/abi';
import type { contractRegistrationSchema } from '~/shared/schemas/contracts';
import { hasContractCode, rpcErrorMessage } from '../../../chain/network-rpc';
import type { Db } from '../../../db/client';
import { deployedAt } from '../../../db/deployed-at';
import { refuseDuplicate } from '../../../db/pg-errors';
import type { AbiFetchOptions } from '../../../chain/abi-fetch';
import { contractAbis, contractDeployments, products } from '../../../db/schema/index';
import { AppError, validationError } from '../../../http/app-error';
import { activeNetwork, detectProxyOrFail, resolveGivenAbi } from './abi-intake';
import { assertAddressConfirmed } from './address-elsewhere';
import { getDeployment, type DeploymentDetail } from './list-deployments';
import { findReferencedRow } from '../../row-by-id';
import { insertProduct, touchProduct } from '../../products/service';

type Registration = z.output<typeof contractRegistrationSchema>;

/**
 * Admin functions may be given as full signatures or, when unambiguous, as bare names; they are
 * stored as signatures. Anything that is not a function of the ABI is refused by name.
 */
export function resolveAdminFunctions(abi: AbiJson, requested: readonly string[]): string[] {
  const signatures = functionSignatures(abi);
  const resolved: string[] = [];
  const unknown: string[] = [];
  for (const entry of requested) {
    const compact = entry.replace(/\s+/g, '');
    const match = signatures.includes(compact)
      ? compact
      : signatures.filter((s) => s.slice(0, s.indexOf('(')) === compact);
    if (typeof match === 'string') resolved.push(match);
    else if (match.length === 1) resolved.push(match[0]!);
    else unknown.push(entry);
  }
  if (unknown.length > 0) {
    throw validationError({ adminFunctions: `Not functions of this ABI: ${unknown.join(', ')}` });
  }
  return [...new Set(resolved)];
}

function duplicate(networkName: string): AppError {
  return new AppError(
    'DUPLICATE_ERROR',
    `This contract is already registered on ${networkName} for this product`,
    {
      address: `Already registered on ${networkName} for this product`,
    },
  );
}

/**
 * Registers a deployed contract: checks the network, the ABI (given, or fetched from the explorer
 * or Sourcify) and its admin functions, confirms bytecode exists at the address on that network's
 * RPC and whether it is a proxy, then stores product (new or existing), ABI and deployment in one
 * transaction.
 */
export async function registerContract({
  db,
  input,
  userId,
  abiFetch,
}: {
  db: Db;
  input: Registration;
  userId: string | null;
  abiFetch: AbiFetchOptions;
}): Promise<DeploymentDetail> {
  const network = await activeNetwork(db, input.networkId);
  const { abi, standardAbiId, defaultName, source, verification, sourceText } = await resolveGivenAbi({
    db,
    given: input,
    network,
    address: input.address,
    options: abiFetch,
  });
  const adminFunctions = resolveAdminFunctions(abi, input.adminFunctions);

  if (input.productId) {
    await findReferencedRow(db, products, input.productId, 'productId', 'Product not found');
    const [existing] = await db
      .select({ id: contractDeployments.id })
      .from(contractDeployments)
      .where(
        and(eq(contractDeployments.productId, input.productId), deployedAt(network.chainId, input.address)),
      );
    if (existing) throw duplicate(network.name);
  }
  await assertAddressConfirmed({
    db,
    chainId: network.chainId,
    networkName: network.name,
    address: input.address,
    productId: input.productId,
    confirmed: input.confirmOtherProducts,
  });

  let hasCode: boolean;
  try {
    hasCode = await hasContractCode(
      { ...network, allowPrivate: abiFetch.allowPrivate },
      input.address as Address,
    );
  } catch (err) {
    throw new AppError('NETWORK_ERROR', `Could not reach the ${network.name} RPC: ${rpcErrorMessage(err)}`);
  }
  if (!hasCode) {
    const message = `No contract code found at ${input.address} on ${network.name}`;
    throw validationError({ address: message }, message);
  }
  const proxy = await detectProxyOrFail(network, input.address, abiFetch.allowPrivate);

  // Two registrations racing past the check above meet the unique index here.
  const deploymentId = await refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        const productId = input.productId ?? (await insertProduct(tx, { ...input.newProduct!, userId })).id;
        const [abiRow] = await tx
          .insert(contractAbis)
          .values({
            name: input.abiName ?? defaultName ?? input.label ?? 'Contract ABI',
            abi,
            abiHash: abiHash(abi),
            source,
            verification,
            sourceText,
            standardAbiId,
            adminFunctionsJson: adminFunctions,
            createdBy: userId,
          })
          .returning({ id: contractAbis.id });
        const [deployment] = await tx
          .insert(contractDeployments)
          .values({
            productId,
            networkId: network.id,
            chainId: network.chainId,
            contractAddress: input.address,
            contractAbiId: abiRow!.id,
            label: input.label ?? null,
            proxyKind: proxy?.kind ?? null,
            implementationAddress: proxy?.implementation ?? null,
            createdBy: userId,
          })
          .returning({ id: contractDeployments.id });
        await touchProduct(tx, productId);
        return deployment!.id;
      }),
    () => duplicate(network.name),
  );
  return getDeployment({ db, id: deploymentId });
}
