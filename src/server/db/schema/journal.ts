import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contractTransactionStatuses } from '~/shared/schemas/journal';
import { createdAt, primaryId, updatedAt } from './columns';
import { contractDeployments } from './contracts';
import { products } from './products';

/**
 * Every write an admin's wallet sent through the console. Rows outlive their deployment
 * (ids set null, chain and address kept) because the journal is an audit trail.
 */
export const contractTransactions = pgTable(
  'contract_transactions',
  {
    id: primaryId(),
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
    /** Whether `fromAddress` was a wallet linked to `userId` (linked_wallets) when recorded or verified. */
    walletLinked: boolean('wallet_linked').notNull().default(false),
    status: text('status', { enum: contractTransactionStatuses }).notNull().default('pending'),
    /**
     * The user whose browser reported the status (`failed` only: a send the wallet refused or never
     * broadcast); null when the status is the chain's (read from the receipt) or still pending.
     */
    reportedBy: text('reported_by'),
    error: text('error'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    gasUsed: text('gas_used'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contract_transactions_chain_hash_key').on(t.chainId, sql`lower(${t.txHash})`),
    index('contract_transactions_deployment_idx').on(t.deploymentId, t.createdAt.desc()),
    index('contract_transactions_product_idx').on(t.productId, t.createdAt.desc()),
  ],
);
