import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AbiFunction } from 'viem';
import {
  capitalMeasurements,
  capitalSourceTypes,
  capitalSyncStatuses,
  usdConversions,
} from '~/shared/schemas/capital-sources';
import { networks } from './networks';
import { incubatedProjects } from './projects';
import { primaryId, uuidRef } from './columns';

export { capitalSourceTypes, capitalSyncStatuses } from '~/shared/schemas/capital-sources';

const money = (name: string) => numeric(name, { precision: 20, scale: 2, mode: 'number' });
/** Token amounts keep 18 decimals (the most any ERC-20 or native coin uses here). */
const amount = (name: string) => numeric(name, { precision: 48, scale: 18, mode: 'number' });

/**
 * Where a project's capital is read from on chain, and the last figure read. `total_raised` is in
 * the measured unit (AVAX, the token, the view function's unit); `total_raised_usd` is set when a
 * USD conversion is configured. A source with no network is a figure recorded by hand: sync leaves it be.
 */
export const projectCapitalSources = pgTable(
  'project_capital_sources',
  {
    id: primaryId(),
    projectId: uuidRef('project_id', () => incubatedProjects.id, 'cascade'),
    contractName: text('contract_name').notNull(),
    /** What kind of revenue this source is; feeds vip_nft_revenue / token_vending_revenue. */
    sourceType: text('source_type', { enum: capitalSourceTypes }).notNull().default('other'),
    networkId: uuid('network_id').references(() => networks.id, { onDelete: 'restrict' }),
    chainId: integer('chain_id'),
    /** EIP-55 checksummed. */
    contractAddress: text('contract_address'),
    measurement: text('measurement', { enum: capitalMeasurements }).notNull().default('native_balance'),
    /** erc20_balance: the token whose balance the contract address holds. */
    tokenAddress: text('token_address'),
    /** view_function: the function called (resolved at save from the registered ABI or the fragment given). */
    functionName: text('function_name'),
    functionAbi: jsonb('function_abi').$type<AbiFunction>(),
    /** Decimals of the measured amount (native 18, the token's decimals(), or as given for a view). */
    amountDecimals: integer('amount_decimals').notNull().default(18),
    usdConversion: text('usd_conversion', { enum: usdConversions }).notNull().default('none'),
    usdRate: numeric('usd_rate', { precision: 30, scale: 10, mode: 'number' }),
    aggregatorAddress: text('aggregator_address'),
    aggregatorDecimals: integer('aggregator_decimals'),
    totalRaised: amount('total_raised').notNull().default(0),
    totalRaisedUsd: money('total_raised_usd'),
    syncStatus: text('sync_status', { enum: capitalSyncStatuses }).notNull().default('pending'),
    lastError: text('last_error'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastBlockNumber: bigint('last_block_number', { mode: 'number' }),
    /** Consecutive failed reads; the scheduler waits until next_attempt_at before trying again. */
    failureCount: integer('failure_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_capital_sources_project_idx').on(t.projectId)],
);

/** One row per completed read of a source: the figure over time, for charts. */
export const projectCapitalSourceHistory = pgTable(
  'project_capital_source_history',
  {
    id: primaryId(),
    sourceId: uuidRef('source_id', () => projectCapitalSources.id, 'cascade'),
    amount: amount('amount').notNull(),
    usd: money('usd'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('project_capital_source_history_source_idx').on(t.sourceId, t.at)],
);
