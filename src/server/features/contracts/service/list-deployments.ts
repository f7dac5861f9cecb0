import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { deploymentDetailResponse, deploymentResponse } from '~/shared/schemas/deployments';
import type { DbOrTx } from '../../../db/client';
import { contractAbis, contractDeployments, networks, products } from '../../../db/schema/index';
import type { ById } from '../../service-args';
import { AppError } from '../../../http/app-error';

export type DeploymentDetail = z.output<typeof deploymentDetailResponse>;

/** Deployments joined with their product, network and ABI; newest first unless ordered by product. */
export async function selectDeployments(
  db: DbOrTx,
  where?: SQL,
  order: 'newest' | 'oldest' = 'newest',
): Promise<DeploymentDetail[]> {
  const rows = await db
    .select({ d: contractDeployments, p: { name: products.name }, n: networks, a: contractAbis })
    .from(contractDeployments)
    .innerJoin(products, eq(products.id, contractDeployments.productId))
    .innerJoin(networks, eq(networks.id, contractDeployments.networkId))
    .innerJoin(contractAbis, eq(contractAbis.id, contractDeployments.contractAbiId))
    .where(where)
    .orderBy(
      order === 'newest' ? desc(contractDeployments.createdAt) : asc(contractDeployments.createdAt),
      asc(contractDeployments.id),
    );
  return rows.map(({ d, p, n, a }) => ({
    ...d,
    productName: p.name,
    networkName: n.name,
    explorerAddressUrl: `${n.explorerUrl.replace(/\/+$/, '')}/address/${d.contractAddress}`,
    abiName: a.name,
    abiSource: a.source,
    adminFunctions: a.adminFunctionsJson,
    abi: { ...a, adminFunctions: a.adminFunctionsJson },
    network: n,
  }));
}

/** Newest first; `ownerId` keeps those of that user's own products (spec section 7). */
export async function listDeployments({
  db,
  ownerId,
}: {
  db: DbOrTx;
  ownerId?: string;
}): Promise<z.output<typeof deploymentResponse>[]> {
  // The list's response schema leaves out the (possibly large) ABI and the network record.
  return selectDeployments(db, ownerId ? eq(products.userId, ownerId) : undefined);
}

export async function getDeployment({ db, id }: ById): Promise<DeploymentDetail> {
  const [row] = await selectDeployments(db, eq(contractDeployments.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Contract not found');
  return row;
}
