import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AbiEvent, Address } from 'viem';
import { abiEvents } from '~/shared/abi';
import { checkCondition, evaluateCondition, type Condition } from '~/shared/monitor-condition';
import { quotedForSubject } from '~/shared/mail-subject';
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
    | 'RPC_ALLOW_PRIVATE'
    | 'PUBLIC_URL'
    | 'MONITOR_POLL_INTERVAL_MS'
  >;
  logger: Logger;
}

/** The longest wait between two attempts at a deployment whose chain cannot be read. */
export const MAX_WATCH_BACKOFF_MS = 5 * 60_000;

/** A deployment whose logs could not be read: since when, how many passes failed, when to try again. */
interface Outage {
  since: Date;
  failures: number;
  retryAt: number;
}

/**
 * What the watcher remembers between passes: the deployments it cannot read. An unreachable RPC
 * (a network down, a demo's public testnet offline) is tried again after one, two, four…
 * intervals up to five minutes, and logged when the outage starts and when it ends, not on every
 * pass. Kept per process: another instance taking the lock over starts with a clean slate.
 */
export type WatchOutages = Map<string, Outage>;
export const createWatchOutages = (): WatchOutages => new Map();

const errorMessage = (err: unknown) =>
  err instanceof Error
    ? ((err as Error & { shortMessage?: string }).shortMessage ?? err.message)
    : String(err);

const firstLine = (text: string) => text.split('\n')[0]!.trim();

/** The host of a deployment's RPC, for the outage's log line (never its path: keys live there). */
async function rpcHostOf(deps: WatchDeps, deploymentId: string): Promise<string> {
  try {
    const { network } = await getDeployment({ db: deps.database.db, id: deploymentId });
    return new URL(network.rpcUrl).host;
  } catch {
    return '(unknown)';
  }
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
    client: rpcClient({ ...deployment.network, allowPrivate: deps.config.RPC_ALLOW_PRIVATE }),
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

/**
 * Failed-transaction monitors: journal entries of the deployment the chain saw revert since the
 * monitor was made. A `failed` entry is the browser's report, not the chain's word: every entry has
 * a hash, so it fires only once a verify reads its receipt and finds it reverted.
 */
async function watchFailedTransactions(deps: WatchDeps, monitor: MonitorRow): Promise<NewAlert[]> {
  const { db } = deps.database;
  const failed = await db
    .select()
    .from(contractTransactions)
    .where(
      and(
        eq(contractTransactions.deploymentId, monitor.deploymentId),
        // Only verify sets reverted (from the receipt, with its block).
        eq(contractTransactions.status, 'reverted'),
        isNotNull(contractTransactions.blockNumber),
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
        subject: `Alert: ${quotedForSubject(alert.monitor.name)}`,
        text: `${alert.monitor.name} fired.\n\n${alert.summary}\n${alert.txHash ? `Transaction: ${alert.txHash}\n` : ''}\nAll alerts: ${link}\n`,
      });
    }
  }
}

/**
 * One pass of the monitor watcher, on one instance at a time (advisory lock): new confirmed logs
 * of every watched deployment and new failed journal entries become alerts, each delivered as a
 * realtime event to admins, a mail to each admin and, if set, a signed webhook; then webhooks
 * due for a retry are sent again. A deployment whose chain cannot be read waits (see `WatchOutages`).
 */
export async function watchMonitors(
  deps: WatchDeps,
  now: () => Date = () => new Date(),
  outages: WatchOutages = createWatchOutages(),
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
        const outage = outages.get(deploymentId);
        if (outage && outage.retryAt > now().getTime()) continue;
        try {
          alerts.push(...(await watchDeploymentEvents(deps, deploymentId, list)));
          if (outage) {
            outages.delete(deploymentId);
            deps.logger.info(
              { deploymentId, since: outage.since.toISOString(), failedPasses: outage.failures },
              'monitor watch of a deployment resumed',
            );
          }
        } catch (err) {
          const failures = (outage?.failures ?? 0) + 1;
          const waitMs = Math.min(
            deps.config.MONITOR_POLL_INTERVAL_MS * 2 ** (failures - 1),
            MAX_WATCH_BACKOFF_MS,
          );
          outages.set(deploymentId, {
            since: outage?.since ?? now(),
            failures,
            retryAt: now().getTime() + waitMs,
          });
          // One line when the outage starts (the host and the next try, no stack: an unreachable
          // RPC is the chain's state, not a fault here); later failures of the same outage are quiet.
          if (!outage) {
            const rpcHost = await rpcHostOf(deps, deploymentId);
            const retryAt = new Date(now().getTime() + waitMs).toISOString();
            deps.logger.warn(
              { deploymentId, rpcHost, retryInMs: waitMs, retryAt },
              `monitor watch of a deployment failed: ${firstLine(errorMessage(err))} (RPC ${rpcHost}); retrying with backoff at ${retryAt}`,
            );
          } else
            deps.logger.debug({ deploymentId, failures, retryInMs: waitMs }, 'monitor watch still failing');
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
