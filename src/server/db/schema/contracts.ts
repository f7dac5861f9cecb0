import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AbiJson } from '~/shared/abi';
import { abiSources, abiVerifications, proxyKinds } from '~/shared/schemas/deployments';
import { createdAt, primaryId, uuidRef } from './columns';
import { products } from './products';
import { contractStandardAbis } from './standard-abis';
import { networks } from './networks';

/** An ABI as registered for a deployment: hashed, with where it came from. */
export const contractAbis = pgTable(
  'contract_abis',
  {
    id: primaryId(),
    name: text('name').notNull(),
    abi: jsonb('abi').$type<AbiJson>().notNull(),
    /** sha256 of the canonical JSON (src/shared/abi.ts), so the same ABI is recognisable. */
    abiHash: text('abi_hash').notNull(),
    source: text('source', { enum: abiSources }).notNull(),
    /** What the ABI came with: the pasted or uploaded text, or the verified sources (Sourcify). */
    sourceText: text('source_text'),
    /** full/partial: verified by the explorer or Sourcify; unverified: pasted, uploaded or library. */
    verification: text('verification', { enum: abiVerifications }).notNull().default('unverified'),
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
    id: primaryId(),
    productId: uuidRef('product_id', () => products.id, 'cascade'),
    networkId: uuidRef('network_id', () => networks.id, 'restrict'),
    chainId: integer('chain_id').notNull(),
    /** EIP-55 checksummed. */
    contractAddress: text('contract_address').notNull(),
    contractAbiId: uuidRef('contract_abi_id', () => contractAbis.id, 'restrict'),
    label: text('label'),
    /** Set when registration found a proxy (EIP-1967, beacon, EIP-1822 or EIP-1167). */
    proxyKind: text('proxy_kind', { enum: proxyKinds }),
    /** The implementation at registration: the console warns when the chain says otherwise (an upgrade). */
    implementationAddress: text('implementation_address'),
    /** An implementation ABI given for this proxy (pasted in the console or fetched), and for which address. */
    implementationAbiId: uuid('implementation_abi_id').references(() => contractAbis.id, {
      onDelete: 'set null',
    }),
    implementationAbiAddress: text('implementation_abi_address'),
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
