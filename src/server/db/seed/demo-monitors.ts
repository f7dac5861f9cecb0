import { eq } from 'drizzle-orm';
import { abiHash, type AbiJson } from '~/shared/abi';
import type { DbOrTx } from '../client';
import {
  contractAbis,
  contractDeployments,
  contractMonitors,
  monitorAlerts,
  networks,
  products,
} from '../schema/index';

const HOUR = 3_600_000;

/** The events the demo monitors watch: an ERC-20 Transfer. */
const demoTokenAbi: AbiJson = [
  {
    type: 'event',
    name: 'Transfer',
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
];

const whale = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const treasury = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function isLoopback(rpcUrl: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(rpcUrl).hostname);
  } catch {
    return false;
  }
}

/** An alert's columns for a Transfer log, as the watcher writes them. */
function transferHit(log: { block: number; logIndex: number; from: string; to: string; value: string }) {
  const { block, logIndex, ...args } = log;
  return {
    dedupeKey: `log:${block}:${logIndex}`,
    summary: `Transfer(from=${args.from}, to=${args.to}, value=${args.value}) in block ${block}`,
    args,
    blockNumber: block,
  };
}

/**
 * Two monitors and a few alerts (one webhook delivered, one still retrying, one failed write), so
 * /monitors and /alerts show every state. They watch the first registered deployment, or a demo
 * token registered on Fuji for them when there is none.
 */
export async function seedDemoMonitors({ tx, now }: { tx: DbOrTx; now: Date }): Promise<number> {
  let [deployment] = await tx.select({ id: contractDeployments.id }).from(contractDeployments).limit(1);
  if (!deployment) {
    const [fuji] = await tx.select().from(networks).where(eq(networks.chainId, 43113));
    if (!fuji) return 0;
    const [product] = await tx.insert(products).values({ name: 'HATCH token (demo)' }).returning();
    const [abi] = await tx
      .insert(contractAbis)
      .values({ name: 'HATCH token', abi: demoTokenAbi, abiHash: abiHash(demoTokenAbi), source: 'pasted' })
      .returning();
    [deployment] = await tx
      .insert(contractDeployments)
      .values({
        productId: product!.id,
        networkId: fuji.id,
        chainId: 43113,
        contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        contractAbiId: abi!.id,
        label: 'HATCH token',
      })
      .returning({ id: contractDeployments.id });
  }
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  // The demo makes no calls it knows will fail: the webhook monitor is paused (its receiver is
  // made up), and the other one watches only a deployment on the local chain, never a public RPC.
  const [where] = await tx
    .select({ rpcUrl: networks.rpcUrl })
    .from(contractDeployments)
    .innerJoin(networks, eq(networks.id, contractDeployments.networkId))
    .where(eq(contractDeployments.id, deployment!.id));
  const onLocalChain = where ? isLoopback(where.rpcUrl) : false;
  const [large, failed] = await tx
    .insert(contractMonitors)
    .values([
      {
        deploymentId: deployment!.id,
        name: 'Large transfers',
        kind: 'event',
        eventName: 'Transfer',
        condition: 'value > 1000e18',
        webhookUrl: 'https://hooks.example.com/hatchery',
        webhookSecret: 'whsec_demo_not_a_real_secret',
        isActive: false,
        createdAt: ago(72),
        updatedAt: ago(72),
      },
      {
        deploymentId: deployment!.id,
        name: 'Failed admin writes',
        kind: 'failed_tx',
        isActive: onLocalChain,
        createdAt: ago(48),
        updatedAt: ago(48),
      },
    ])
    .returning({ id: contractMonitors.id });
  const tx1 = `0x${'a1'.repeat(32)}`;
  const tx2 = `0x${'b2'.repeat(32)}`;
  const tx3 = `0x${'c3'.repeat(32)}`;
  await tx.insert(monitorAlerts).values([
    {
      monitorId: large!.id,
      ...transferHit({
        block: 1200,
        logIndex: 3,
        from: treasury,
        to: whale,
        value: '250000000000000000000000',
      }),
      txHash: tx1,
      webhookStatus: 'delivered',
      webhookAttempts: 1,
      createdAt: ago(30),
      updatedAt: ago(30),
    },
    {
      monitorId: large!.id,
      ...transferHit({
        block: 1314,
        logIndex: 0,
        from: whale,
        to: treasury,
        value: '5000000000000000000000',
      }),
      txHash: tx2,
      webhookStatus: 'pending',
      webhookAttempts: 2,
      webhookLastError: 'HTTP 503',
      webhookNextAttemptAt: new Date(now.getTime() + 5 * 60_000),
      createdAt: ago(2),
      updatedAt: ago(1),
    },
    {
      monitorId: failed!.id,
      dedupeKey: 'tx:demo-1',
      summary: 'transfer reverted: InsufficientBalance(0, 5000000000000000000)',
      args: { functionName: 'transfer', status: 'reverted', from: whale, error: 'InsufficientBalance' },
      txHash: tx3,
      blockNumber: 1290,
      createdAt: ago(6),
      updatedAt: ago(6),
    },
  ]);
  return 2;
}
