import { eq, inArray } from 'drizzle-orm';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCapitalFixtures, type CapitalFixtures } from '../../../../tests/chain/capital-fixtures';
import { startLocalChain, type LocalChain } from '../../../../tests/chain/local-chain';
import { projectCapitalSourceHistory, projectCapitalSources } from '../../db/schema/index';
import { createRateWindow } from '../../jobs/rate-window';
import { createLogger } from '../../logger';
import { createNetworkRow, fujiPointedAt } from '../../test/contract-factories';
import { createProject } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { capitalSyncOffsetMs, startCapitalScheduler, syncAllCapital } from './capital-scheduler';

let t: TestContext;
let chain: LocalChain;
let fx: CapitalFixtures;
let fujiId: string;
const logger = createLogger('silent');

beforeAll(async () => {
  [t, chain] = await Promise.all([createTestContext(), startLocalChain()]);
  fx = await deployCapitalFixtures(chain);
  fujiId = (await fujiPointedAt(t.db, chain.rpcUrl)).id;
  await fx.buy(parseEther('4'));
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.close(), chain?.stop()]);
});

async function projectWithSaleSource(overrides: Partial<typeof projectCapitalSources.$inferInsert> = {}) {
  const project = await createProject(t.db);
  const [source] = await t.db
    .insert(projectCapitalSources)
    .values({
      projectId: project.id,
      contractName: 'Sale balance',
      networkId: fujiId,
      chainId: 43113,
      contractAddress: fx.sale,
      ...overrides,
    })
    .returning();
  return source!;
}

const sourcesByIds = (ids: string[]) =>
  t.db.select().from(projectCapitalSources).where(inArray(projectCapitalSources.id, ids));

describe('capital auto-sync', () => {
  it('follows the spec cadence: 2 s, every 10 minutes to 60, then every 30', () => {
    const minutes = (n: number) => capitalSyncOffsetMs(n) / 60_000;
    expect(capitalSyncOffsetMs(0)).toBe(2_000);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(minutes)).toEqual([10, 20, 30, 40, 50, 60, 90, 120, 150]);
  });

  it('syncs every project with due sources, within the reads budget, and leaves backing-off sources alone', async () => {
    const due = [await projectWithSaleSource(), await projectWithSaleSource(), await projectWithSaleSource()];
    const down = await createNetworkRow(t.db, { rpcUrl: 'http://127.0.0.1:1' });
    const waiting = await projectWithSaleSource({
      networkId: down.id,
      syncStatus: 'failed',
      failureCount: 2,
      lastError: 'earlier failure',
      nextAttemptAt: new Date(Date.now() + 10 * 60_000),
    });
    const clock = { now: Date.now(), slept: 0 };
    const budget = createRateWindow({
      limit: 2,
      windowMs: 60_000,
      now: () => clock.now,
      sleep: async (ms) => {
        clock.slept += ms;
        clock.now += ms;
      },
    });
    const totals = await syncAllCapital({ db: t.db, logger, budget, allowPrivate: true });
    expect(totals).toMatchObject({ sources: 3, failed: 0 });
    // Three one-source projects through a budget of two a minute: the third waited a minute.
    expect(clock.slept).toBe(60_000);
    const rows = await sourcesByIds(due.map((s) => s.id));
    expect(rows.every((r) => r.syncStatus === 'completed' && r.totalRaised === 4)).toBe(true);
    const history = await t.db
      .select()
      .from(projectCapitalSourceHistory)
      .where(
        inArray(
          projectCapitalSourceHistory.sourceId,
          due.map((s) => s.id),
        ),
      );
    expect(history).toHaveLength(3);
    const [still] = await sourcesByIds([waiting.id]);
    expect(still).toMatchObject({ syncStatus: 'failed', failureCount: 2, lastError: 'earlier failure' });
  });

  it('a failing network fails its sources and the pass goes on to the others', async () => {
    const down = await createNetworkRow(t.db, { rpcUrl: 'http://127.0.0.1:1' });
    const broken = await projectWithSaleSource({ networkId: down.id });
    const fine = await projectWithSaleSource();
    const budget = createRateWindow({ limit: 50, windowMs: 60_000 });
    const totals = await syncAllCapital({ db: t.db, logger, budget, allowPrivate: true });
    expect(totals.failed).toBeGreaterThanOrEqual(1);
    const [b] = await sourcesByIds([broken.id]);
    const [f] = await sourcesByIds([fine.id]);
    expect(b).toMatchObject({ syncStatus: 'failed', failureCount: 1 });
    expect(b!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(f).toMatchObject({ syncStatus: 'completed', totalRaised: 4 });
  });

  it('runs from the server schedule and stops cleanly', async () => {
    const source = await projectWithSaleSource();
    const scheduler = startCapitalScheduler({
      database: t.database,
      realtime: t.deps.realtime,
      logger,
      offsetMs: (n) => (n === 0 ? 0 : 3_600_000),
      allowPrivate: true,
    });
    try {
      await expect
        .poll(async () => (await sourcesByIds([source.id]))[0]!.syncStatus, { timeout: 20_000 })
        .toBe('completed');
    } finally {
      await scheduler.stop();
    }
    const [row] = await t.db
      .select()
      .from(projectCapitalSources)
      .where(eq(projectCapitalSources.id, source.id));
    expect(row!.lastSyncedAt).not.toBeNull();
  });
});
