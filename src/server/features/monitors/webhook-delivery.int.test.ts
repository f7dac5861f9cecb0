import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startResettingServer, settle } from '../../../../tests/chain/resetting-server';
import { contractMonitors, monitorAlerts } from '../../db/schema/index';
import { createLogger } from '../../logger';
import { createDeployedProduct } from '../../test/contract-factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { attemptWebhook } from './service/webhook';
import { retryDueWebhooks } from './service/index';

/*
 * Issue 35 item 10: the old fenced fetch sent any request again when a kept-alive connection was
 * dropped under it, so a receiver that read a webhook POST and then reset the connection got the
 * alert twice in one attempt. A POST is sent once; the failure is an attempt the delivery counts,
 * and the retry it schedules is the only second send.
 */

let t: TestContext;
let receiver: Awaited<ReturnType<typeof startResettingServer>>;
const logger = createLogger('silent');

beforeAll(async () => {
  t = await createTestContext();
  receiver = await startResettingServer('reset');
});
afterAll(async () => {
  await receiver?.close();
  await t.close();
});

async function alertsFor(webhookUrl: string, count: number) {
  const { deployment } = await createDeployedProduct(t.db);
  const [monitor] = await t.db
    .insert(contractMonitors)
    .values({
      deploymentId: deployment.id,
      name: 'Deposits',
      kind: 'event',
      eventName: 'Deposit',
      webhookUrl,
      webhookSecret: 'whsec_test',
    })
    .returning();
  return t.db
    .insert(monitorAlerts)
    .values(
      Array.from({ length: count }, (_, i) => ({
        monitorId: monitor!.id,
        dedupeKey: `log:${i}:0`,
        summary: `Deposit ${i}`,
        args: {},
        webhookStatus: 'pending' as const,
      })),
    )
    .returning();
}

const alertIdsReceived = () =>
  receiver.state.bodies.map((b) => (JSON.parse(b) as { alertId: string }).alertId);

describe('a webhook POST on a reused connection that the receiver resets', () => {
  it('is received once, counted as a failed attempt, and sent again only by the scheduled retry', async () => {
    const [first, second] = await alertsFor(receiver.url, 2);
    const now = new Date();
    expect(await attemptWebhook({ db: t.db, alertId: first!.id, allowPrivate: true, logger, now })).toBe(
      'delivered',
    );
    await settle();
    expect(await attemptWebhook({ db: t.db, alertId: second!.id, allowPrivate: true, logger, now })).toBe(
      'pending',
    );
    // The reset came on the reused connection, after the receiver had read the whole POST.
    expect(receiver.state).toMatchObject({ connections: 1, resets: 1 });
    expect(alertIdsReceived()).toEqual([first!.id, second!.id]);
    const [failed] = await t.db.select().from(monitorAlerts).where(eq(monitorAlerts.id, second!.id));
    expect(failed).toMatchObject({ webhookStatus: 'pending', webhookAttempts: 1 });
    expect(failed!.webhookLastError).toBeTruthy();

    // Before its backoff nothing is sent; after it, the retry is the second attempt.
    expect(await retryDueWebhooks({ db: t.db, allowPrivate: true, logger, now })).toBe(0);
    expect(
      await retryDueWebhooks({ db: t.db, allowPrivate: true, logger, now: new Date(now.getTime() + 11_000) }),
    ).toBe(1);
    expect(alertIdsReceived()).toEqual([first!.id, second!.id, second!.id]);
    const [delivered] = await t.db.select().from(monitorAlerts).where(eq(monitorAlerts.id, second!.id));
    expect(delivered).toMatchObject({
      webhookStatus: 'delivered',
      webhookAttempts: 2,
      webhookLastError: null,
    });
  });
});
