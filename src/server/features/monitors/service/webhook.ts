import { createHmac } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AlertWebhookBody } from '~/shared/schemas/monitors';
import { fencedFetch, WEBHOOK_TARGET } from '../../../chain/rpc-target';
import type { DbOrTx } from '../../../db/client';
import { contractDeployments, contractMonitors, monitorAlerts } from '../../../db/schema/index';

export const SIGNATURE_HEADER = 'X-Hatchery-Signature';
/** Waits before attempts 2, 3, 4, 5; after the fifth failure the delivery is marked failed. */
export const WEBHOOK_BACKOFF_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000];
const TIMEOUT_MS = 5000;

/** `sha256=<hex of HMAC-SHA256(secret, raw body)>`: what a receiver recomputes to trust the body. */
export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** One POST attempt of an alert's webhook; records the outcome and when to try again. */
export async function attemptWebhook({
  db,
  alertId,
  allowPrivate,
  logger,
  now = new Date(),
}: {
  db: DbOrTx;
  alertId: string;
  allowPrivate: boolean;
  logger: Logger;
  now?: Date;
}): Promise<'delivered' | 'pending' | 'failed' | 'none'> {
  const [row] = await db
    .select({ a: monitorAlerts, m: contractMonitors, d: contractDeployments })
    .from(monitorAlerts)
    .innerJoin(contractMonitors, eq(contractMonitors.id, monitorAlerts.monitorId))
    .innerJoin(contractDeployments, eq(contractDeployments.id, contractMonitors.deploymentId))
    .where(eq(monitorAlerts.id, alertId));
  const url = row?.m.webhookUrl;
  const secret = row?.m.webhookSecret;
  if (!row || !url || !secret) return 'none';
  const { a, m, d } = row;
  const payload: AlertWebhookBody = {
    alertId: a.id,
    monitor: { id: m.id, name: m.name },
    deployment: { id: d.id, chainId: d.chainId, address: d.contractAddress },
    summary: a.summary,
    args: a.args,
    txHash: a.txHash,
    blockNumber: a.blockNumber,
    sentAt: now.toISOString(),
  };
  const body = JSON.stringify(payload);
  let error: string | null = null;
  try {
    // Judged again as the connection is made: the name may resolve elsewhere now than when it was
    // saved, and a redirect is refused rather than followed.
    const res = await fencedFetch(WEBHOOK_TARGET, allowPrivate)(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhookBody(secret, body),
        'X-Hatchery-Alert': a.id,
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (!res.ok) error = `HTTP ${res.status}`;
  } catch (err) {
    const e = err as { fields?: Record<string, string>; message?: string };
    error = e.fields?.webhookUrl ?? e.message ?? String(err);
  }
  const attempts = a.webhookAttempts + 1;
  const status = error === null ? 'delivered' : attempts > WEBHOOK_BACKOFF_MS.length ? 'failed' : 'pending';
  await db
    .update(monitorAlerts)
    .set({
      webhookStatus: status,
      webhookAttempts: attempts,
      webhookLastError: error?.slice(0, 500) ?? null,
      webhookNextAttemptAt:
        status === 'pending' ? new Date(now.getTime() + WEBHOOK_BACKOFF_MS[attempts - 1]!) : null,
      updatedAt: now,
    })
    .where(eq(monitorAlerts.id, a.id));
  if (error) logger.warn({ alertId: a.id, attempts, error }, 'monitor webhook delivery failed');
  return status;
}

/** Retries every pending delivery whose backoff has passed, of active monitors: a paused one sends nothing. */
export async function retryDueWebhooks({
  db,
  allowPrivate,
  logger,
  now = new Date(),
}: {
  db: DbOrTx;
  allowPrivate: boolean;
  logger: Logger;
  now?: Date;
}): Promise<number> {
  const due = await db
    .select({ id: monitorAlerts.id })
    .from(monitorAlerts)
    .innerJoin(contractMonitors, eq(contractMonitors.id, monitorAlerts.monitorId))
    .where(
      and(
        eq(monitorAlerts.webhookStatus, 'pending'),
        lte(monitorAlerts.webhookNextAttemptAt, now),
        eq(contractMonitors.isActive, true),
      ),
    );
  for (const { id } of due) await attemptWebhook({ db, alertId: id, allowPrivate, logger, now });
  return due.length;
}
