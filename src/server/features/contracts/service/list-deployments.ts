import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { explorerLink } from '~/shared/explorer';
import type { deploymentDetailResponse, deploymentResponse } from '~/shared/schemas/deployments';
import type { DbOrTx } from '../../../db/client';
import { contractAbis, contractDeployments, networks, products } from '../../../db/schema/index';
import type { ById } from '../../service-args';
import { AppError } from '../../../http/app-error';

export type DeploymentDetail = z.output<typeof deploymentDetailResponse>;

/**
 * What a delete of the deployment takes with it (their foreign keys cascade), counted per row:
 * shown in the delete confirmation, and the monitor count is checked again by the delete.
 */
// Written out with table names: drizzle leaves columns unqualified in a one-table select, where
// "id" inside the subquery would be the subquery's own.
const count = (from: SQL) => sql<number>`(select count(*) from ${from})`.mapWith(Number);
const ofDeployment = sql.raw('"contract_deployments"."id"');
export const deploymentDependents = {
  monitorCount: count(sql`contract_monitors m where m.deployment_id = ${ofDeployment}`),
  alertCount: count(
    sql`monitor_alerts a join contract_monitors m on m.id = a.monitor_id where m.deployment_id = ${ofDeployment}`,
  ),
  launchScheduleCount: count(sql`contract_launch_schedules s where s.deployment_id = ${ofDeployment}`),
};

/** Deployments joined with their product, network and ABI; newest first unless ordered by product. */
export async function selectDeployments(
  db: DbOrTx,
  where?: SQL,
  order: 'newest' | 'oldest' = 'newest',
): Promise<DeploymentDetail[]> {
  const rows = await db
    .select({
      d: contractDeployments,
      p: { name: products.name },
      n: networks,
      a: contractAbis,
      dependents: deploymentDependents,
    })
    .from(contractDeployments)
    .innerJoin(products, eq(products.id, contractDeployments.productId))
    .innerJoin(networks, eq(networks.id, contractDeployments.networkId))
    .innerJoin(contractAbis, eq(contractAbis.id, contractDeployments.contractAbiId))
    .where(where)
    .orderBy(
      order === 'newest' ? desc(contractDeployments.createdAt) : asc(contractDeployments.createdAt),
      asc(contractDeployments.id),
    );
  return rows.map(({ d, p, n, a, dependents }) => ({
    ...d,
    ...dependents,
    productName: p.name,
    networkName: n.name,
    explorerAddressUrl: explorerLink(n.explorerUrl, 'address', d.contractAddress),
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
