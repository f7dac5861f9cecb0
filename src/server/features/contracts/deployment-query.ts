import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { ContractAbi, DeploymentDetail } from '~/shared/contracts-api';
import type { DbOrTx } from '../../db/client';
import { contractAbis, contractDeployments, networks, products } from '../../db/schema/index';

type AbiRow = typeof contractAbis.$inferSelect;

export function toContractAbi(row: AbiRow): ContractAbi {
  return {
    id: row.id,
    name: row.name,
    abi: row.abi,
    abiHash: row.abiHash,
    source: row.source,
    standardAbiId: row.standardAbiId,
    adminFunctions: row.adminFunctionsJson,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Deployments joined with their product, network and ABI; newest first unless ordered by product. */
export async function selectDeployments(db: DbOrTx, where?: SQL, order: 'newest' | 'oldest' = 'newest') {
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
  return rows.map(({ d, p, n, a }): DeploymentDetail => ({
    id: d.id,
    productId: d.productId,
    productName: p.name,
    networkId: d.networkId,
    networkName: n.name,
    chainId: d.chainId,
    contractAddress: d.contractAddress,
    explorerAddressUrl: `${n.explorerUrl.replace(/\/+$/, '')}/address/${d.contractAddress}`,
    label: d.label,
    contractAbiId: a.id,
    abiName: a.name,
    abiSource: a.source,
    adminFunctions: a.adminFunctionsJson,
    createdAt: d.createdAt.toISOString(),
    abi: toContractAbi(a),
    network: {
      id: n.id,
      name: n.name,
      chainId: n.chainId,
      symbol: n.symbol,
      rpcUrl: n.rpcUrl,
      explorerUrl: n.explorerUrl,
      isTestnet: n.isTestnet,
      isActive: n.isActive,
    },
  }));
}

/** The list shape: everything but the (possibly large) ABI and network record. */
export function withoutAbi({ abi: _abi, network: _network, ...rest }: DeploymentDetail) {
  return rest;
}
