import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { createWalletClient, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import type { ContractTransaction } from '~/shared/schemas/journal';
import type { Alert, Monitor } from '~/shared/schemas/monitors';
import { deployGuardedVault, type GuardedVault } from '../../../../tests/chain/guarded-vault';
import type { LocalChain } from '../../../../tests/chain/local-chain';
import { startWebhookReceiver } from '../../../../tests/chain/webhook-receiver';
import { mailOutbox, networks } from '../../db/schema/index';
import { withAdvisoryLock } from '../../jobs/advisory-lock';
import type { SignedIn } from '../../test/auth';
import { registerOnChain, withChainContext } from '../../test/chain-context';
import type { TestContext } from '../../test/harness';
import { readSse } from '../../test/sse';
import {
  createMonitor,
  createWatchOutages,
  MAX_WATCH_BACKOFF_MS,
  MONITOR_WATCH_LOCK,
  watchMonitors,
} from './service/index';

let t: TestContext;
let chain: LocalChain;
let admin: SignedIn;
let vault: GuardedVault;
let deployment: DeploymentDetail;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

withChainContext(
  (ctx) => {
    ({ t, chain, admin } = ctx);
  },
  { CHAIN_CONFIRMATIONS: '1', WEBHOOK_ALLOW_PRIVATE: 'true' },
);
beforeAll(async () => {
  receiver = await startWebhookReceiver([500]);
  vault = await deployGuardedVault(chain);
  deployment = await registerOnChain({ t, chain, admin }, vault, { newProduct: { name: 'Vault' } });
});
afterAll(async () => receiver?.close());

const post = (json: Record<string, unknown>) =>
  t.request('/api/monitors', {
    method: 'POST',
    headers: admin.headers,
    json: { deploymentId: deployment.id, ...json },
  });
const watch = (now?: Date) => watchMonitors(t.deps, now ? () => now : undefined);
const mine = (blocks = 1) =>
  chain.publicClient.request({
    method: 'hardhat_mine' as never,
    params: [`0x${blocks.toString(16)}`] as never,
  });

async function alertsOf(monitorId: string): Promise<Alert[]> {
  const res = await t.request(`/api/alerts?monitorId=${monitorId}`, { headers: admin.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as Alert[];
}

describe('monitor rules', () => {
  it.each([
    [
      { name: 'x', kind: 'event', eventName: 'Nope' },
      'eventName',
      /Nope is not an event of this contract \(.*Deposit/,
    ],
    [
      { name: 'x', kind: 'event', eventName: 'Deposit', condition: 'amount > 5' },
      'condition',
      /'amount', which is not an argument of Deposit \(from, value, memo\)/,
    ],
    [
      { name: 'x', kind: 'event', eventName: 'Deposit', condition: 'value > ' },
      'condition',
      /expected a value/,
    ],
    [
      { name: 'x', kind: 'event', eventName: 'Deposit', condition: 'value > -1' },
      'condition',
      /^Condition compares 'value' \(uint256\) with -1: a uint256 is never negative$/,
    ],
    [{ name: 'x', kind: 'event' }, 'eventName', /Event is required/],
    [{ name: 'x', kind: 'failed_tx', condition: 'value > 1' }, 'condition', /event monitors only/],
    [{ name: '', kind: 'event', eventName: 'Deposit' }, 'name', /Name is required/],
    [
      { name: 'x', kind: 'event', eventName: 'Deposit', webhookUrl: 'ftp://x' },
      'webhookUrl',
      /well-formed http/,
    ],
  ])('refuses %j naming the field', async (body, field, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields[field]).toMatch(message);
    expect(
      (await t.request('/api/monitors', { headers: admin.headers }).then((r) => r.json())) as Monitor[],
    ).toEqual([]);
  });

  it('refuses a webhook to a private address unless allowed', async () => {
    const err = await createMonitor({
      db: t.db,
      input: {
        deploymentId: deployment.id,
        name: 'x',
        kind: 'event',
        eventName: 'Deposit',
        webhookUrl: receiver.url,
        isActive: true,
        condition: null,
      },
      userId: null,
      allowPrivateWebhooks: false,
      allowPrivateRpc: true,
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      fields: { webhookUrl: expect.stringContaining('private or local address') },
    });
  });

  // Issue 35 item 5: IPv6 forms of 127.0.0.1 were accepted.
  it.each([
    ['http://[::127.0.0.1]:3650/', '::7f00:1'],
    ['http://[64:ff9b::127.0.0.1]:3650/', '64:ff9b::7f00:1'],
  ])('refuses the webhook %s, storing no monitor', async (webhookUrl, host) => {
    const err = await createMonitor({
      db: t.db,
      input: {
        deploymentId: deployment.id,
        name: 'x',
        kind: 'event',
        eventName: 'Deposit',
        webhookUrl,
        isActive: true,
        condition: null,
      },
      userId: null,
      allowPrivateWebhooks: false,
      allowPrivateRpc: true,
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      fields: {
        webhookUrl: `Webhook URL points to a private or local address (${host}); set WEBHOOK_ALLOW_PRIVATE=true to allow it`,
      },
    });
    const monitors = (await t
      .request('/api/monitors', { headers: admin.headers })
      .then((r) => r.json())) as Monitor[];
    expect(monitors.filter((m) => m.webhookUrl === webhookUrl)).toEqual([]);
  });

  it('shows the webhook secret once, rotates it on request, and deletes', async () => {
    const created = (await (
      await post({ name: 'Temp', kind: 'event', eventName: 'Deposit', webhookUrl: receiver.url })
    ).json()) as Monitor;
    expect(created.webhookSecret).toMatch(/^whsec_/);
    const read = (await (
      await t.request(`/api/monitors/${created.id}`, { headers: admin.headers })
    ).json()) as Monitor;
    expect(read.webhookSecret).toBeUndefined();
    expect(read.hasWebhookSecret).toBe(true);
    const rotated = (await (
      await t.request(`/api/monitors/${created.id}`, {
        method: 'PATCH',
        headers: admin.headers,
        json: { rotateSecret: true, name: 'Temp 2' },
      })
    ).json()) as Monitor;
    expect(rotated).toMatchObject({ name: 'Temp 2', webhookSecret: expect.stringMatching(/^whsec_/) });
    expect(rotated.webhookSecret).not.toBe(created.webhookSecret);
    const bad = await t.request(`/api/monitors/${created.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { condition: 'memo > 1' },
    });
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.condition,
    ).toMatch(/memo/);
    expect(
      (await t.request(`/api/monitors/${created.id}`, { method: 'DELETE', headers: admin.headers })).status,
    ).toBe(204);
    expect((await t.request(`/api/monitors/${created.id}`, { headers: admin.headers })).status).toBe(404);
  });
});

describe('the monitor watcher', () => {
  it('delivers a hit as a realtime event, a mail to admins and a signed webhook retried after a 500', async () => {
    const res = await post({
      name: 'Large deposit',
      kind: 'event',
      eventName: 'Deposit',
      condition: 'value > 1000e18',
      webhookUrl: receiver.url,
    });
    expect(res.status).toBe(201);
    const monitor = (await res.json()) as Monitor;
    const sse = readSse(await t.request('/api/events', { headers: admin.headers }));
    try {
      await sse.next((e) => e.event === 'ready');
      await vault.write('deposit', [5n, 'small']);
      const big = await vault.write('deposit', [2000n * 10n ** 18n, 'big']);
      // Not yet confirmed (1 confirmation): nothing.
      expect(await watch()).toEqual({ ran: true, value: { alerts: 0 } });
      await mine(1);
      expect(await watch()).toEqual({ ran: true, value: { alerts: 1 } });

      const [alert] = await alertsOf(monitor.id);
      expect(alert).toMatchObject({
        monitorName: 'Large deposit',
        txHash: big.hash,
        blockNumber: Number(big.blockNumber),
        args: { from: chain.ownerAddress, value: '2000000000000000000000', memo: 'big' },
        txUrl: `${deployment.network.explorerUrl}/tx/${big.hash}`,
        webhookStatus: 'pending',
        webhookAttempts: 1,
        webhookLastError: 'HTTP 500',
      });
      // On a network without an explorer (a local chain) the hash stands alone: no link.
      await t.db.update(networks).set({ explorerUrl: null }).where(eq(networks.id, deployment.networkId));
      try {
        expect((await alertsOf(monitor.id))[0]).toMatchObject({ txHash: big.hash, txUrl: null });
      } finally {
        await t.db
          .update(networks)
          .set({ explorerUrl: deployment.network.explorerUrl })
          .where(eq(networks.id, deployment.networkId));
      }
      const event = await sse.next((e) => e.event === 'message');
      expect(JSON.parse(event.data)).toMatchObject({ topic: 'alerts', type: 'fired', id: alert!.id });

      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, admin.email), eq(mailOutbox.subject, 'Alert: “Large deposit”')));
      expect(mail!.text).toContain('Deposit(from=');
      expect(mail!.text).toContain(big.hash);

      // The retry waits out its backoff, then succeeds.
      expect(receiver.received).toHaveLength(1);
      await watch();
      expect(receiver.received).toHaveLength(1);
      await watch(new Date(Date.now() + 11_000));
      expect(receiver.received).toHaveLength(2);
      const [, delivered] = receiver.received;
      const expected = `sha256=${createHmac('sha256', monitor.webhookSecret!).update(delivered!.body).digest('hex')}`;
      expect(delivered!.headers['x-hatchery-signature']).toBe(expected);
      expect(JSON.parse(delivered!.body)).toMatchObject({
        alertId: alert!.id,
        monitor: { name: 'Large deposit' },
        txHash: big.hash,
        args: { memo: 'big' },
      });
      expect((await alertsOf(monitor.id))[0]).toMatchObject({
        webhookStatus: 'delivered',
        webhookAttempts: 2,
        webhookLastError: null,
      });

      // Seen again, delivered once.
      await mine(1);
      await watch(new Date(Date.now() + 3_600_000));
      expect(await alertsOf(monitor.id)).toHaveLength(1);
      expect(receiver.received).toHaveLength(2);
    } finally {
      await sse.close();
    }
  });

  it('alerts on a journaled transaction that reverted on the chain, not on a reported failure', async () => {
    const monitor = (await (await post({ name: 'Failed writes', kind: 'failed_tx' })).json()) as Monitor;
    const journal = `/api/deployments/${deployment.id}/transactions`;
    const record = async (txHash: Hex) =>
      (await (
        await t.request(journal, {
          method: 'POST',
          headers: admin.headers,
          json: { functionName: 'grantRole', args: [], txHash, chainId: 43113 },
        })
      ).json()) as ContractTransaction;
    const patch = (id: string, json: Record<string, unknown>) =>
      t.request(`${journal}/${id}`, { method: 'PATCH', headers: admin.headers, json });

    // A grantRole from a wallet without the admin role, mined anyway (a set gas skips estimation): a real revert.
    const sender = createWalletClient({
      account: privateKeyToAccount(chain.otherKey),
      chain: chain.chain,
      transport: http(chain.rpcUrl),
    });
    const reverted = await record(
      await sender.writeContract({
        address: vault.address,
        abi: vault.abi,
        functionName: 'grantRole',
        args: [`0x${'00'.repeat(32)}`, chain.otherAddress],
        gas: 200_000n,
      }),
    );
    // A sent transaction the browser only says failed (it was in fact mined fine): no alert for it.
    const reported = await record((await vault.write('deposit', [1n, 'fine'])).hash);
    expect((await patch(reported.id, { status: 'failed', error: 'Wallet lost track' })).status).toBe(200);
    await watch();
    expect(await alertsOf(monitor.id)).toEqual([]);

    const verified = await patch(reverted.id, { verify: true, error: 'AccessControlUnauthorizedAccount' });
    expect(await verified.json()).toMatchObject({ status: 'reverted', reportedBy: null });
    await watch();
    const alerts = await alertsOf(monitor.id);
    expect(alerts).toEqual([
      expect.objectContaining({
        summary: 'grantRole reverted: AccessControlUnauthorizedAccount',
        txHash: reverted.txHash,
        webhookStatus: 'none',
      }),
    ]);
    await watch();
    expect(await alertsOf(monitor.id)).toHaveLength(1);
  });

  it('runs on one instance at a time', async () => {
    let release!: () => void;
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const holder = withAdvisoryLock({
      database: t.database,
      name: MONITOR_WATCH_LOCK,
      fn: () => {
        entered();
        return new Promise<void>((r) => (release = r));
      },
    });
    await inside;
    const second = await watch();
    release();
    await holder;
    // PGlite is one process by construction; PostgreSQL shares the lock between instances.
    expect(second.ran).toBe(t.database.driver === 'pglite');
    expect((await watch()).ran).toBe(true);
  });

  it('waits longer after each failed read of an unreachable chain and logs the outage once, then its end', async () => {
    const res = await post({ name: `Outage ${Date.now()}`, kind: 'event', eventName: 'Deposit' });
    expect(res.status).toBe(201);
    const lines: Array<{ level: number; msg: string; retryInMs?: number; failedPasses?: number }> = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const outages = createWatchOutages();
    const interval = t.deps.config.MONITOR_POLL_INTERVAL_MS;
    const start = Date.now();
    const at = (ms: number) => watchMonitors({ ...t.deps, logger }, () => new Date(start + ms), outages);
    const about = (text: string) => lines.filter((l) => l.msg.includes(text));

    await t.db
      .update(networks)
      .set({ rpcUrl: 'http://127.0.0.1:1' })
      .where(eq(networks.id, deployment.networkId));
    try {
      await at(0);
      expect(about('monitor watch of a deployment failed')).toEqual([
        expect.objectContaining({ level: 40, retryInMs: interval }),
      ]);
      // One line an operator can read: the host and the next try, no error object with its stack.
      const [first] = about('monitor watch of a deployment failed') as Array<Record<string, unknown>>;
      expect(first!.msg).toMatch(/\(RPC 127\.0\.0\.1:1\); retrying with backoff at \S+Z$/);
      expect(first!.msg).not.toContain('\n');
      expect(first!.err).toBeUndefined();
      expect(first!.retryAt).toBe(new Date(start + interval).toISOString());

      // Before the retry time the deployment is not read at all; at it, it fails quietly and waits twice as long.
      await at(interval - 1);
      expect(lines).toHaveLength(1);
      await at(interval);
      expect(about('still failing')).toEqual([
        expect.objectContaining({ level: 20, retryInMs: 2 * interval }),
      ]);
      expect(about('monitor watch of a deployment failed')).toHaveLength(1);
      for (let pass = 0, when = 3 * interval; pass < 12; pass++, when += MAX_WATCH_BACKOFF_MS) await at(when);
      expect(Math.max(...about('still failing').map((l) => l.retryInMs!))).toBe(MAX_WATCH_BACKOFF_MS);
    } finally {
      await t.db.update(networks).set({ rpcUrl: chain.rpcUrl }).where(eq(networks.id, deployment.networkId));
    }
    await at(3 * interval + 12 * MAX_WATCH_BACKOFF_MS);
    expect(about('resumed')).toEqual([expect.objectContaining({ level: 30, failedPasses: 14 })]);
    expect(outages.size).toBe(0);
  });
});
