import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const networks = pgTable('networks', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  chainId: integer('chain_id').notNull().unique(),
  symbol: text('symbol').notNull(),
  rpcUrl: text('rpc_url').notNull(),
  explorerUrl: text('explorer_url').notNull(),
  isTestnet: boolean('is_testnet').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
