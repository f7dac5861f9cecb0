import { and, eq, sql, type SQL } from 'drizzle-orm';
import { contractDeployments } from './schema/index';

/** Deployments at `address` on chain `chainId`; addresses compare case-blind, as the unique index does. */
export const deployedAt = (chainId: number, address: string): SQL =>
  and(
    eq(contractDeployments.chainId, chainId),
    sql`lower(${contractDeployments.contractAddress}) = ${address.toLowerCase()}`,
  )!;
