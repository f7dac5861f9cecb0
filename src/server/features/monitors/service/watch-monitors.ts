import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AbiEvent, Address } from 'viem';
import { abiEvents } from '~/shared/abi';
import { checkCondition, evaluateCondition, type Condition } from '~/shared/monitor-condition';
import { confirmationsFor } from '../../../chain/confirmations';
import { indexDeploymentLogs } from '../../../chain/log-indexer';
import type { DecodedLog } from '../../../chain/log-scanner';
import { rpcClient } from '../../../chain/network-rpc';
import type { Config } from '../../../config';
import type { Database, DbOrTx } from '../../../db/client';
import { contractMonitors, contractTransactions, monitorAlerts, users } from '../../../db/schema/index';
import { withAdvisoryLock, type LockedRun } from '../../../jobs/advisory-lock';
import type { Mail } from '../../../mail/index';
import type { Realtime } from '../../../realtime/hub';
import { getDeployment } from '../../contracts/service/index';
import { attemptWebhook, retryDueWebhooks } from './webhook';

export const MONITOR_WATCH_LOCK = 'hatchery:monitor-watch';
/** Ranges one pass reads per deployment; a deployment far behind catches up over several passes. */
const RANGES_PER_PASS = 100;

export interface WatchDeps {
  database: Pick<Database, 'db' | 'driver'>;
  realtime: Pick<Realtime, 'publish'>;
  mail: Mail;
  config: Pick<
    Config,
    | 'CHAIN_CONFIRMATIONS'
    | 'CHAIN_CONFIRMATIONS_PER_CHAIN'
    | 'CHAIN_LOG_RANGE'
    | 'WEBHOOK_ALLOW_PRIVATE'
    | 'PUBLIC_URL'
  >;
  logger: Logger;
}

type MonitorRow = typeof contractMonitors.$inferSelect;
interface NewAlert {
  id: string;
  monitor: MonitorRow;
  summary: string;
  txHash: string | null;
}

const stringify = (v: unknown): string =>
  typeof v === 'bigint'
    ? v.toString()
    : typeof v === 'string'
      ? v
      : JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));

function argsOf(log: DecodedLog): Record<string, string> {
  return Object.fromEntries(
    Object.entries(log.args ?? {})
      .filter(([k]) => !/^\d+$/.test(k))
      .map(([k, v]) => [k, stringify(v)]),
  );
}

async function insertAlert(
  tx: DbOrTx,
  monitor: MonitorRow,
  values: {
    dedupeKey: string;
    summary: string;
    args: Record<string, string>;
    txHash: string | null;
    blockNumber: number | null;
  },
): Promise<NewAlert | null> {
  const [row] = await tx
    .insert(monitorAlerts)
    .values({ monitorId: monitor.id, ...values, webhookStatus: monitor.webhookUrl ? 'pending' : 'none' })
    .onConflictDoNothing()
    .returning({ id: monitorAlerts.id });
  return row ? { id: row.id, monitor, summary: values.summary, txHash: values.txHash } : null;
}

/** Event monitors of one deployment: reads its new confirmed logs and records each match. */
async function watchDeploymentEvents(
  deps: WatchDeps,
  deploymentId: string,
  monitors: MonitorRow[],
): Promise<NewAlert[]> {
  const { db } = deps.database;
  const deployment = await getDeployment({ db, id: deploymentId });
  const events = abiEvents(deployment.abi.abi);
  const rules: Array<{ monitor: MonitorRow; condition: Condition | null }> = [];
  const watched = new Map<string, AbiEvent>();
  for (const monitor of monitors) {
    const event = events.find((e) => e.name === monitor.eventName);
    if (!event) continue;
    let condition: Condition | null = null;
    if (monitor.condition) {
      // The ABI could have been replaced since the rule was saved: a rule that no longer fits is skipped.
      const checked = checkCondition(monitor.condition, event);
      if (!checked.ok) {
        deps.logger.warn(
          { monitorId: monitor.id, error: checked.message },
          'monitor condition no longer fits the ABI',
        );
        continue;
      }
      condition = checked.condition;
    }
    watched.set(event.name, event);
    rules.push({ monitor, condition });
  }
  const found: NewAlert[] = [];
  await indexDeploymentLogs({
    db,
    client: rpcClient(deployment.network),
    deploymentId,
    address: deployment.contractAddress as Address,
    purpose: 'monitors',
    events: [...watched.values()],
    confirmations: confirmationsFor(deps.config, deployment.chainId),
    maxRange: deps.config.CHAIN_LOG_RANGE,
    maxRanges: RANGES_PER_PASS,
    startBlock: (safe) => safe + 1,
    handle: async (tx, logs) => {
      for (const log of logs) {
        const args = argsOf(log);
        for (const { monitor, condition } of rules) {
          if (monitor.eventName !== log.eventName) continue;
          if (condition && !evaluateCondition(condition, (log.args ?? {}) as Record<string, unknown>))
            continue;
          const summary = `${log.eventName}(${Object.entries(args)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ')}) in block ${log.blockNumber}`;
          const alert = await insertAlert(tx, monitor, {
            dedupeKey: `log:${log.blockNumber}:${log.logIndex}`,
            summary,
            args,
            txHash: log.transactionHash,
            blockNumber: Number(log.blockNumber),
          });
          if (alert) {
            // Sent when the range (alerts and cursor) commits.
            await deps.realtime.publish('alerts', { type: 'fired', id: alert.id }, tx);
            found.push(alert);
          }
        }
      }
    },
  });
  return found;
}

/** Failed-transaction monitors: journal entries of the deployment that reverted or failed since the monitor was made. */
async function watchFailedTransactions(deps: WatchDeps, monitor: MonitorRow): Promise<NewAlert[]> {
  const { db } = deps.database;
  const failed = await db
    .select()
    .from(contractTransactions)
    .where(
      and(
        eq(contractTransactions.deploymentId, monitor.deploymentId),
        inArray(contractTransactions.status, ['reverted', 'failed']),
        gte(contractTransactions.createdAt, monitor.createdAt),
      ),
    );
  const found: NewAlert[] = [];
  for (const t of failed) {
    const alert = await insertAlert(db, monitor, {
      dedupeKey: `tx:${t.id}`,
      summary: `${t.functionName} ${t.status}${t.error ? `: ${t.error}` : ''}`,
      args: {
        functionName: t.functionName,
        status: t.status,
        from: t.fromAddress ?? '',
        error: t.error ?? '',
      },
      txHash: t.txHash,
      blockNumber: t.blockNumber,
    });
    if (alert) {
      await deps.realtime.publish('alerts', { type: 'fired', id: alert.id });
      found.push(alert);
    }
  }
  return found;
}

async function mailAdmins(deps: WatchDeps, alerts: NewAlert[]) {
  if (alerts.length === 0) return;
  const admins = await deps.database.db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'super_admin']), eq(users.isActive, true)));
  for (const alert of alerts) {
    const link = `${deps.config.PUBLIC_URL}/alerts?monitor=${alert.monitor.id}`;
    for (const { email } of admins) {
      await deps.mail.send({
        to: email,
        subject: `Alert: ${alert.monitor.name}`,
        text: `${alert.monitor.name} fired.\n\n${alert.summary}\n${alert.txHash ? `Transaction: ${alert.txHash}\n` : ''}\nAll alerts: ${link}\n`,
      });
    }
  }
}

/**
 * One pass of the monitor watcher, on one instance at a time (advisory lock): new confirmed logs
 * of every watched deployment and new failed journal entries become alerts, each delivered as a
 * realtime event to admins, a mail to each admin and, if set, a signed webhook; then webhooks
 * due for a retry are sent again.
 */
export async function watchMonitors(
  deps: WatchDeps,
  now: () => Date = () => new Date(),
): Promise<LockedRun<{ alerts: number }>> {
  return withAdvisoryLock({
    database: deps.database,
    name: MONITOR_WATCH_LOCK,
    fn: async () => {
      const { db } = deps.database;
      const monitors = await db.select().from(contractMonitors).where(eq(contractMonitors.isActive, true));
      const byDeployment = new Map<string, MonitorRow[]>();
      for (const m of monitors.filter((m) => m.kind === 'event')) {
        byDeployment.set(m.deploymentId, [...(byDeployment.get(m.deploymentId) ?? []), m]);
      }
      const alerts: NewAlert[] = [];
      for (const [deploymentId, list] of byDeployment) {
        try {
          alerts.push(...(await watchDeploymentEvents(deps, deploymentId, list)));
        } catch (err) {
          deps.logger.warn({ err, deploymentId }, 'monitor watch of a deployment failed');
        }
      }
      for (const m of monitors.filter((m) => m.kind === 'failed_tx'))
        alerts.push(...(await watchFailedTransactions(deps, m)));
      await mailAdmins(deps, alerts);
      const allowPrivate = deps.config.WEBHOOK_ALLOW_PRIVATE;
      for (const alert of alerts.filter((a) => a.monitor.webhookUrl)) {
        await attemptWebhook({ db, alertId: alert.id, allowPrivate, logger: deps.logger, now: now() });
      }
      await retryDueWebhooks({ db, allowPrivate, logger: deps.logger, now: now() });
      return { alerts: alerts.length };
    },
  });
}
