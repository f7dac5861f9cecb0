import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accessEventKinds } from '~/shared/schemas/access';
import { primaryId, updatedAt, uuidRef } from './columns';
import { contractDeployments } from './contracts';

/**
 * How far a log scan of one deployment got, per purpose ('access' for owner/roles, 'monitors' for
 * the watcher): the next block to read. Written in the same transaction as what the range yielded,
 * so a crash resumes exactly where the last committed range ended.
 */
export const chainLogCursors = pgTable(
  'chain_log_cursors',
  {
    deploymentId: uuidRef('deployment_id', () => contractDeployments.id, 'cascade'),
    purpose: text('purpose').notNull(),
    nextBlock: bigint('next_block', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.deploymentId, t.purpose] })],
);

/** OwnershipTransferred / RoleGranted / RoleRevoked logs of a deployment, as indexed. */
export const contractAccessEvents = pgTable(
  'contract_access_events',
  {
    id: primaryId(),
    deploymentId: uuidRef('deployment_id', () => contractDeployments.id, 'cascade'),
    kind: text('kind', { enum: accessEventKinds }).notNull(),
    /** bytes32 role; null for ownership. */
    role: text('role'),
    /** The new owner, or the account granted/revoked. */
    account: text('account').notNull(),
    /** previousOwner for ownership, the `sender` argument for roles. */
    actor: text('actor'),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    logIndex: integer('log_index').notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }),
    txHash: text('tx_hash').notNull(),
  },
  (t) => [
    uniqueIndex('contract_access_events_log_key').on(t.deploymentId, t.blockNumber, t.logIndex),
    index('contract_access_events_deployment_idx').on(t.deploymentId, t.kind),
  ],
);
