import { z } from 'zod';
import { text } from '../text';
import { httpUrl, id, optionalText, timestamp } from './common';

/** Monitors (rules on a deployment's events or failed journaled writes) and the alerts they raise. */

export const monitorKinds = ['event', 'failed_tx'] as const;
export type MonitorKind = (typeof monitorKinds)[number];
export const monitorKindLabels: Record<MonitorKind, string> = {
  event: 'Contract event',
  failed_tx: 'Failed journaled transaction',
};

export const webhookStatuses = ['none', 'pending', 'delivered', 'failed'] as const;
export type WebhookStatus = (typeof webhookStatuses)[number];

/** '' and null both mean "no webhook"; absent (in an update) means "unchanged". */
const webhookUrl = z.preprocess((v) => (v === '' ? null : v), httpUrl('Webhook URL').nullish());

const monitorFields = {
  deploymentId: id('Deployment'),
  name: text('Name', { max: 120 }),
  kind: z.enum(monitorKinds, { error: 'Kind must be a contract event or failed transactions' }),
  eventName: optionalText('Event', 200),
  condition: optionalText('Condition', 500),
  webhookUrl: webhookUrl.transform((v) => v ?? null),
  isActive: z.boolean().default(true),
};

/** The event name and condition are checked against the deployment's ABI on the server. */
export const monitorSchema = z.object(monitorFields).superRefine((v, ctx) => {
  if (v.kind === 'event' && !v.eventName)
    ctx.addIssue({ code: 'custom', path: ['eventName'], message: 'Event is required for an event monitor' });
  if (v.kind === 'failed_tx' && v.condition)
    ctx.addIssue({
      code: 'custom',
      path: ['condition'],
      message: 'Condition applies to event monitors only',
    });
});
export type MonitorInput = z.input<typeof monitorSchema>;

export const monitorUpdateSchema = z.object({
  name: monitorFields.name.optional(),
  eventName: monitorFields.eventName,
  condition: monitorFields.condition,
  webhookUrl,
  isActive: z.boolean().optional(),
  /** A new webhook secret, shown once in the answer. */
  rotateSecret: z.boolean().optional(),
});
export type MonitorUpdateInput = z.input<typeof monitorUpdateSchema>;

export const monitorResponse = z.object({
  id: z.string(),
  deploymentId: z.string(),
  deploymentLabel: z.string(),
  networkName: z.string(),
  name: z.string(),
  kind: z.enum(monitorKinds),
  eventName: z.string().nullable(),
  condition: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  hasWebhookSecret: z.boolean(),
  /** Only in the answer that created or rotated it. */
  webhookSecret: z.string().optional(),
  isActive: z.boolean(),
  alertCount: z.number(),
  lastAlertAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Monitor = z.input<typeof monitorResponse>;

export const alertListQuery = z.object({
  monitorId: id('Monitor').optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(200, 'Limit must be at most 200')
    .default(100),
});

export const alertResponse = z.object({
  id: z.string(),
  monitorId: z.string(),
  monitorName: z.string(),
  deploymentId: z.string(),
  deploymentLabel: z.string(),
  summary: z.string(),
  args: z.record(z.string(), z.string()),
  txHash: z.string().nullable(),
  /** {explorer}/tx/{hash}; null without a hash or when the network has no explorer. */
  txUrl: z.string().nullable(),
  blockNumber: z.number().nullable(),
  webhookStatus: z.enum(webhookStatuses),
  webhookAttempts: z.number(),
  webhookLastError: z.string().nullable(),
  createdAt: timestamp,
});
export type Alert = z.input<typeof alertResponse>;

/** What a webhook receiver gets, signed with the monitor's secret (X-Hatchery-Signature: sha256=<hex>). */
export interface AlertWebhookBody {
  alertId: string;
  monitor: { id: string; name: string };
  deployment: { id: string; chainId: number; address: string };
  summary: string;
  args: Record<string, string>;
  txHash: string | null;
  blockNumber: number | null;
  sentAt: string;
}
