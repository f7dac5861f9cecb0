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
} from 'drizzle-orm/pg-core';
import { monitorKinds, webhookStatuses } from '~/shared/schemas/monitors';
import { createdAt, primaryId, updatedAt, uuidRef } from './columns';
import { contractDeployments } from './contracts';

/** A rule on a deployment: an event (optionally with a condition on its arguments) or failed journaled writes. */
export const contractMonitors = pgTable(
  'contract_monitors',
  {
    id: primaryId(),
    deploymentId: uuidRef('deployment_id', () => contractDeployments.id, 'cascade'),
    name: text('name').notNull(),
    kind: text('kind', { enum: monitorKinds }).notNull(),
    eventName: text('event_name'),
    /** The condition as typed; parsed again on every use (src/shared/monitor-condition.ts). */
    condition: text('condition'),
    webhookUrl: text('webhook_url'),
    /** HMAC-SHA256 key for the webhook body; shown once at creation, then only used to sign. */
    webhookSecret: text('webhook_secret'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contract_monitors_deployment_idx').on(t.deploymentId)],
);

/** One hit of a monitor, with the state of its webhook delivery. */
export const monitorAlerts = pgTable(
  'monitor_alerts',
  {
    id: primaryId(),
    monitorId: uuidRef('monitor_id', () => contractMonitors.id, 'cascade'),
    /** `log:<block>:<logIndex>` or `tx:<journal id>`: a hit is delivered once, however often it is seen. */
    dedupeKey: text('dedupe_key').notNull(),
    summary: text('summary').notNull(),
    args: jsonb('args').$type<Record<string, string>>().notNull(),
    txHash: text('tx_hash'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    webhookStatus: text('webhook_status', { enum: webhookStatuses }).notNull().default('none'),
    webhookAttempts: integer('webhook_attempts').notNull().default(0),
    webhookLastError: text('webhook_last_error'),
    webhookNextAttemptAt: timestamp('webhook_next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('monitor_alerts_dedupe_key').on(t.monitorId, t.dedupeKey),
    index('monitor_alerts_created_idx').on(t.createdAt.desc()),
    index('monitor_alerts_webhook_due_idx').on(t.webhookStatus, t.webhookNextAttemptAt),
  ],
);
