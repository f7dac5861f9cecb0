import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AbiJson } from '~/shared/abi';
import { abiSources } from '~/shared/schemas/deployments';
import { createdAt } from './columns';
import { products } from './products';
import { contractStandardAbis } from './standard-abis';
import { networks } from './networks';

/** An ABI as registered for a deployment: hashed, with where it came from. */
export const contractAbis = pgTable(
  'contract_abis',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    abi: jsonb('abi').$type<AbiJson>().notNull(),
    /** sha256 of the canonical JSON (src/shared/abi.ts), so the same ABI is recognisable. */
    abiHash: text('abi_hash').notNull(),
    source: text('source', { enum: abiSources }).notNull(),
    standardAbiId: uuid('standard_abi_id').references(() => contractStandardAbis.id, {
      onDelete: 'set null',
    }),
    /** Function signatures such as `mint(address,uint256)` the consoles mark as admin-only. */
    adminFunctionsJson: jsonb('admin_functions_json')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('contract_abis_hash_idx').on(t.abiHash)],
);

export const contractDeployments = pgTable(
  'contract_deployments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    networkId: uuid('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'restrict' }),
    chainId: integer('chain_id').notNull(),
    /** EIP-55 checksummed. */
    contractAddress: text('contract_address').notNull(),
    contractAbiId: uuid('contract_abi_id')
      .notNull()
      .references(() => contractAbis.id, { onDelete: 'restrict' }),
    label: text('label'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contract_deployments_product_chain_address_key').on(
      t.productId,
      t.chainId,
      sql`lower(${t.contractAddress})`,
    ),
    index('contract_deployments_network_idx').on(t.networkId),
  ],
);
