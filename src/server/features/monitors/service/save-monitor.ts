import { randomBytes } from 'node:crypto';
import { count, desc, eq, max, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { abiEvents } from '~/shared/abi';
import { checkCondition } from '~/shared/monitor-condition';
import type { monitorResponse, monitorSchema, monitorUpdateSchema } from '~/shared/schemas/monitors';
import { rpcClient } from '../../../chain/network-rpc';
import { assertPublicTarget, WEBHOOK_TARGET } from '../../../chain/rpc-target';
import { initCursor } from '../../../chain/log-indexer';
import type { DbOrTx } from '../../../db/client';
import { contractMonitors, monitorAlerts } from '../../../db/schema/index';
import { AppError, validationError } from '../../../http/app-error';
import { getDeployment, type DeploymentDetail } from '../../contracts/service/index';
import { deleteRow } from '../../delete-row';
import { findRow } from '../../row-by-id';
import type { ById, CreatedBy, UpdateById } from '../../service-args';
import { deploymentColumns, deploymentLabel, joinDeployment } from './deployment-join';

type Monitor = z.output<typeof monitorResponse>;

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

async function selectMonitors(db: DbOrTx, where?: SQL): Promise<Monitor[]> {
  const stats = db
    .select({
      monitorId: monitorAlerts.monitorId,
      n: count().as('n'),
      last: max(monitorAlerts.createdAt).as('last'),
    })
    .from(monitorAlerts)
    .groupBy(monitorAlerts.monitorId)
    .as('stats');
  const query = db
    .select({ m: contractMonitors, ...deploymentColumns, n: stats.n, last: stats.last })
    .from(contractMonitors)
    .$dynamic();
  const rows = await joinDeployment(query)
    .leftJoin(stats, eq(stats.monitorId, contractMonitors.id))
    .where(where)
    .orderBy(desc(contractMonitors.createdAt), desc(contractMonitors.id));
  return rows.map(({ m, n, last, ...deployment }) => ({
    ...m,
    deploymentLabel: deploymentLabel(deployment),
    networkName: deployment.networkName,
    hasWebhookSecret: m.webhookSecret !== null,
    webhookSecret: undefined,
    alertCount: Number(n ?? 0),
    // max() over a subquery comes back as text on some drivers.
    lastAlertAt: last ? new Date(last as unknown as string) : null,
  }));
}

export async function listMonitors({ db }: { db: DbOrTx }): Promise<Monitor[]> {
  return selectMonitors(db);
}

export async function getMonitor({ db, id }: ById): Promise<Monitor> {
  const [row] = await selectMonitors(db, eq(contractMonitors.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Monitor not found');
  return row;
}

/** The event must be one of the ABI's and the condition must name its arguments with fitting values. */
function checkRule(deployment: DeploymentDetail, eventName: string | null, condition: string | null) {
  if (!eventName) return;
  const event = abiEvents(deployment.abi.abi).find((e) => e.name === eventName);
  if (!event) {
    const names = abiEvents(deployment.abi.abi).map((e) => e.name);
    throw validationError({
      eventName: names.length
        ? `${eventName} is not an event of this contract (${names.join(', ')})`
        : 'This contract has no events',
    });
  }
  if (condition) {
    const checked = checkCondition(condition, event);
    if (!checked.ok) throw validationError({ condition: checked.message });
  }
}

async function checkWebhook(url: string | null, allowPrivate: boolean) {
  if (url) await assertPublicTarget(url, allowPrivate, WEBHOOK_TARGET);
}

/**
 * The watcher reads a deployment from its cursor; a deployment's first monitor sets that cursor at
 * the current head, so it alerts on what happens from now on, not on history. An unreachable RPC
 * leaves it to the watcher's first pass.
 */
async function startWatching(db: DbOrTx, deployment: DeploymentDetail, allowPrivate: boolean) {
  try {
    const client = rpcClient({ ...deployment.network, allowPrivate });
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }));
    await initCursor(db, deployment.id, 'monitors', head + 1);
  } catch {
    // The watcher starts it.
  }
}

export async function createMonitor({
  db,
  input,
  userId,
  allowPrivateWebhooks,
  allowPrivateRpc,
}: CreatedBy<typeof monitorSchema> & {
  allowPrivateWebhooks: boolean;
  allowPrivateRpc: boolean;
}): Promise<Monitor> {
  const deployment = await getDeployment({ db, id: input.deploymentId }).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NOT_FOUND')
      throw validationError({ deploymentId: 'Contract not found' });
    throw err;
  });
  const eventName = input.kind === 'event' ? (input.eventName ?? null) : null;
  checkRule(deployment, eventName, input.condition ?? null);
  await checkWebhook(input.webhookUrl, allowPrivateWebhooks);
  const secret = input.webhookUrl ? newSecret() : null;
  if (input.kind === 'event') await startWatching(db, deployment, allowPrivateRpc);
  const [row] = await db
    .insert(contractMonitors)
    .values({
      deploymentId: deployment.id,
      name: input.name,
      kind: input.kind,
      eventName,
      condition: input.kind === 'event' ? (input.condition ?? null) : null,
      webhookUrl: input.webhookUrl,
      webhookSecret: secret,
      isActive: input.isActive,
      createdBy: userId,
    })
    .returning({ id: contractMonitors.id });
  return { ...(await getMonitor({ db, id: row!.id })), ...(secret ? { webhookSecret: secret } : {}) };
}

export async function updateMonitor({
  db,
  id,
  input,
  allowPrivateWebhooks,
}: UpdateById<typeof monitorUpdateSchema> & { allowPrivateWebhooks: boolean }): Promise<Monitor> {
  const current = await findRow(db, contractMonitors, id, 'Monitor not found');
  const deployment = await getDeployment({ db, id: current.deploymentId });
  const eventName =
    current.kind === 'event' ? (input.eventName !== undefined ? input.eventName : current.eventName) : null;
  const condition =
    current.kind === 'event' ? (input.condition !== undefined ? input.condition : current.condition) : null;
  if (current.kind === 'event' && !eventName)
    throw validationError({ eventName: 'Event is required for an event monitor' });
  if (current.kind === 'failed_tx' && input.condition)
    throw validationError({ condition: 'Condition applies to event monitors only' });
  checkRule(deployment, eventName, condition);
  const webhookUrl = input.webhookUrl !== undefined ? input.webhookUrl : current.webhookUrl;
  await checkWebhook(webhookUrl, allowPrivateWebhooks);
  // A new URL keeps the secret; a first URL or a rotation makes one, shown once.
  const secret = webhookUrl && (input.rotateSecret || !current.webhookSecret) ? newSecret() : null;
  await db
    .update(contractMonitors)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      eventName,
      condition,
      webhookUrl,
      webhookSecret: webhookUrl ? (secret ?? current.webhookSecret) : null,
      updatedAt: new Date(),
    })
    .where(eq(contractMonitors.id, id));
  return { ...(await getMonitor({ db, id })), ...(secret ? { webhookSecret: secret } : {}) };
}

export async function deleteMonitor({ db, id }: ById): Promise<void> {
  await deleteRow(db, contractMonitors, id, 'Monitor not found');
}
