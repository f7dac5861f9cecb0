import { asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { shortAddress } from '~/shared/format';
import type { contractsSummaryResponse } from '~/shared/schemas/contracts-dashboard';
import type { DbOrTx } from '../../db/client';
import {
  contractAbis,
  contractDeployments,
  contractStandardAbis,
  networks,
  products,
} from '../../db/schema/index';
import { listProducts } from '../products/service';

const RECENT_PRODUCTS = 3;

/** The dashboard's stat cards and its three most recent active products (spec sections 2 and 9). */
export async function getContractsSummary({
  db,
}: {
  db: DbOrTx;
}): Promise<z.output<typeof contractsSummaryResponse>> {
  const [
    [productCount],
    [activeProductCount],
    [deploymentCount],
    [networkCount],
    [activeNetworkCount],
    [abiCount],
    [standardCount],
    recent,
  ] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(products).where(eq(products.isActive, true)),
    db.select({ n: count() }).from(contractDeployments),
    db.select({ n: count() }).from(networks),
    db.select({ n: count() }).from(networks).where(eq(networks.isActive, true)),
    db.select({ n: count() }).from(contractAbis).where(eq(contractAbis.isActive, true)),
    db.select({ n: count() }).from(contractStandardAbis).where(eq(contractStandardAbis.isActive, true)),
    listProducts({ db, active: true, limit: RECENT_PRODUCTS }),
  ]);
  const firstDeployments =
    recent.length === 0
      ? []
      : await db
          .select({
            productId: contractDeployments.productId,
            address: contractDeployments.contractAddress,
            chainId: contractDeployments.chainId,
          })
          .from(contractDeployments)
          .where(
            inArray(
              contractDeployments.productId,
              recent.map((p) => p.id),
            ),
          )
          .orderBy(asc(contractDeployments.createdAt), asc(contractDeployments.id));
  return {
    stats: {
      products: productCount?.n ?? 0,
      activeProducts: activeProductCount?.n ?? 0,
      deployments: deploymentCount?.n ?? 0,
      networks: networkCount?.n ?? 0,
      activeNetworks: activeNetworkCount?.n ?? 0,
      abis: abiCount?.n ?? 0,
      standardAbis: standardCount?.n ?? 0,
    },
    recentProducts: recent.map((p) => {
      const first = firstDeployments.find((d) => d.productId === p.id);
      return {
        id: p.id,
        name: p.name,
        firstTag: p.tags[0] ?? null,
        isActive: p.isActive,
        createdAt: p.createdAt,
        deploymentCount: p.deploymentCount,
        shortAddress: first ? shortAddress(first.address) : null,
        chainId: first?.chainId ?? null,
      };
    }),
  };
}
