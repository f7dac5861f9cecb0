import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns';

export const networks = pgTable('networks', {
  id: primaryId(),
  name: text('name').notNull(),
  chainId: integer('chain_id').notNull().unique(),
  symbol: text('symbol').notNull(),
  rpcUrl: text('rpc_url').notNull(),
  /** The block explorer's base URL (links go to /address/… and /tx/…); none = a chain without one, e.g. a local node. */
  explorerUrl: text('explorer_url'),
  isTestnet: boolean('is_testnet').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  /** A Multicall3 contract on this network (capital sync batches reads through it); none = one call per read. */
  multicallAddress: text('multicall_address'),
  /** Etherscan-compatible API (`?module=contract&action=getabi`), e.g. Routescan's; none = Sourcify only. */
  explorerApiUrl: text('explorer_api_url'),
  /** Sent only to the explorer API, never to browsers (responses say `hasExplorerApiKey`). */
  explorerApiKey: text('explorer_api_key'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
