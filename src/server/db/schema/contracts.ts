import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AbiJson } from '~/shared/abi';
import { networks } from './networks';

export const abiSources = ['pasted', 'uploaded', 'library'] as const;
export const contractTransactionStatuses = ['pending', 'success', 'reverted', 'failed'] as const;

/** The library of well-known interfaces (spec section 3), seeded from the EIP texts. */
export const contractStandardAbis = pgTable(
  'contract_standard_abis',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contractType: text('contract_type').notNull(),
    abi: jsonb('abi').$type<AbiJson>().notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_standard_abis_name_key').on(sql`lower(${t.name})`),
    index('contract_standard_abis_type_idx').on(t.isActive, t.contractType),
  ],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_abis_hash_idx').on(t.abiHash)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_active_created_idx').on(t.isActive, t.createdAt.desc())],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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

/**
 * Every write an admin's wallet sent through the console. Rows outlive their deployment
 * (ids set null, chain and address kept) because the journal is an audit trail.
 */
export const contractTransactions = pgTable(
  'contract_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deploymentId: uuid('deployment_id').references(() => contractDeployments.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    userId: text('user_id'),
    functionName: text('function_name').notNull(),
    functionSignature: text('function_signature'),
    args: jsonb('args').$type<unknown[]>().notNull(),
    /** Wei as a decimal string: values exceed JavaScript numbers. */
    value: text('value').notNull().default('0'),
    txHash: text('tx_hash').notNull(),
    chainId: integer('chain_id').notNull(),
    contractAddress: text('contract_address').notNull(),
    fromAddress: text('from_address'),
    status: text('status', { enum: contractTransactionStatuses }).notNull().default('pending'),
    error: text('error'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    gasUsed: text('gas_used'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_transactions_chain_hash_key').on(t.chainId, sql`lower(${t.txHash})`),
    index('contract_transactions_deployment_idx').on(t.deploymentId, t.createdAt.desc()),
    index('contract_transactions_product_idx').on(t.productId, t.createdAt.desc()),
  ],
);
