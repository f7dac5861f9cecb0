import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, uuidRef } from './columns';
import { incubatedProjects } from './projects';

/**
 * Insert only (spec section 3): a trigger refuses UPDATE and DELETE, and a project that has paid
 * out cannot be deleted (restrict), so the record of money sent is never lost.
 */
export const profitSharingDistributions = pgTable(
  'profit_sharing_distributions',
  {
    id: primaryId(),
    projectId: uuidRef('project_id', () => incubatedProjects.id, 'restrict'),
    /** Token amounts carry up to 18 decimals; kept as an exact decimal string. */
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    txHash: text('tx_hash'),
    chainId: integer('chain_id'),
    distributedAt: timestamp('distributed_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('profit_sharing_distributions_project_idx').on(t.projectId, t.distributedAt.desc())],
);
