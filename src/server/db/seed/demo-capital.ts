import type { DbOrTx } from '../client';
import { networks, projectCapitalSourceHistory, projectCapitalSources } from '../schema/index';
import type { DemoProject } from './demo-projects';

const DAY = 86_400_000;

/** USDC on Avalanche and Fuji: the demo's sources are treasuries holding it (6 decimals, 1 USD). */
const usdcByChain: Record<number, string> = {
  43114: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
  43113: '0x5425890298aed601595a70AB815c96711a31Bc65',
};

/**
 * Inserts a demo project's capital sources as a sync would have left them: completed ones with a
 * few weeks of history rising to today's figure, a failed one with its error and backoff. No
 * chain is read (the addresses are made up; the demo runs without the auto-sync). A USDC balance or
 * a figure recorded by hand is in US dollars; a native balance given `usdConversion: 'none'` has no
 * dollar value and is left out of the capital returned (decision 0024).
 */
export async function seedDemoCapital({
  tx,
  projectId,
  sources,
  now,
}: {
  tx: DbOrTx;
  projectId: string;
  sources: NonNullable<DemoProject['sources']>;
  now: Date;
}): Promise<number> {
  const chainNetworks = new Map((await tx.select().from(networks)).map((n) => [n.chainId, n.id]));
  const synced = new Date(now.getTime() - 3_600_000);
  let capital = 0;
  for (const s of sources) {
    const onChain = s.chainId != null && s.contractAddress != null;
    const failed = s.syncStatus === 'failed';
    const native = s.measurement === 'native_balance';
    const inUsd = (s.usdConversion ?? 'usd') === 'usd';
    const [row] = await tx
      .insert(projectCapitalSources)
      .values({
        usdConversion: 'usd',
        ...s,
        projectId,
        totalRaisedUsd: inUsd ? (s.totalRaised ?? 0) : null,
        ...(onChain
          ? {
              networkId: chainNetworks.get(s.chainId!) ?? null,
              measurement: native ? ('native_balance' as const) : ('erc20_balance' as const),
              tokenAddress: native ? null : (usdcByChain[s.chainId!] ?? null),
              amountDecimals: native ? 18 : 6,
            }
          : {}),
        lastSyncedAt: s.syncStatus === 'completed' ? synced : null,
        ...(failed
          ? {
              lastError: 'The RPC did not answer within 5 s',
              failureCount: 3,
              nextAttemptAt: new Date(now.getTime() + 4 * 60_000),
            }
          : {}),
      })
      .returning({ id: projectCapitalSources.id });
    if (s.syncStatus !== 'completed') continue;
    const total = s.totalRaised ?? 0;
    if (inUsd) capital += total;
    // Six weekly readings rising to the current figure, the last one at the last sync.
    await tx.insert(projectCapitalSourceHistory).values(
      [5, 4, 3, 2, 1, 0].map((weeksAgo) => ({
        sourceId: row!.id,
        amount: Math.round((total * (6 - weeksAgo)) / 6),
        usd: inUsd ? Math.round((total * (6 - weeksAgo)) / 6) : null,
        at: new Date(synced.getTime() - weeksAgo * 7 * DAY),
      })),
    );
  }
  return capital;
}
