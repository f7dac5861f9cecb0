import { eq } from 'drizzle-orm';
import { abiHash, type AbiJson } from '~/shared/abi';
import type { DbOrTx } from '../db/client';
import { contractAbis, contractDeployments, networks, products } from '../db/schema/index';
import { unique } from './factories';

/** A chain id no seeded or other test network uses. */
export const uniqueChainId = () => 1_000_000 + Math.floor(Math.random() * 900_000_000);

const tinyAbi: AbiJson = [
  {
    type: 'function',
    name: 'owner',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
];

export async function createNetworkRow(db: DbOrTx, overrides: Partial<typeof networks.$inferInsert> = {}) {
  const [row] = await db
    .insert(networks)
    .values({
      name: `Network ${unique()}`,
      chainId: uniqueChainId(),
      symbol: 'TST',
      rpcUrl: 'http://127.0.0.1:1',
      explorerUrl: 'https://explorer.example',
      isTestnet: true,
      ...overrides,
    })
    .returning();
  return row!;
}

/** The seeded Fuji network (43113), pointed at a local chain's RPC. */
export async function fujiPointedAt(db: DbOrTx, rpcUrl: string) {
  const [row] = await db.update(networks).set({ rpcUrl }).where(eq(networks.chainId, 43113)).returning();
  return row!;
}

export async function createProductRow(db: DbOrTx, overrides: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db
    .insert(products)
    .values({ name: `Product ${unique()}`, ...overrides })
    .returning();
  return row!;
}

/** A deployment row written directly (no bytecode check), for tests that only need one to exist. */
export async function createDeploymentRow(
  db: DbOrTx,
  {
    productId,
    networkId,
    chainId,
    address = `0x${unique().padStart(40, '0').slice(-40)}`,
    abi = tinyAbi,
  }: { productId: string; networkId: string; chainId: number; address?: string; abi?: AbiJson },
) {
  const [abiRow] = await db
    .insert(contractAbis)
    .values({ name: 'Test ABI', abi, abiHash: abiHash(abi), source: 'pasted' })
    .returning();
  const [row] = await db
    .insert(contractDeployments)
    .values({ productId, networkId, chainId, contractAddress: address, contractAbiId: abiRow!.id })
    .returning();
  return row!;
}

/** A new product with one deployment on a new network (`network` overrides its fields). */
export async function createDeployedProduct(
  db: DbOrTx,
  {
    network: networkOverrides = {},
    address,
  }: { network?: Partial<typeof networks.$inferInsert>; address?: string } = {},
) {
  const network = await createNetworkRow(db, networkOverrides);
  const product = await createProductRow(db);
  const deployment = await createDeploymentRow(db, {
    productId: product.id,
    networkId: network.id,
    chainId: network.chainId,
    address,
  });
  return { network, product, deployment };
}
