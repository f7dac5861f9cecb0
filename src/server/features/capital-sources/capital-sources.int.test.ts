import { count, eq } from 'drizzle-orm';
import { getAddress, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CapitalSource,
  CapitalSourceHistoryEntry,
  CapitalSyncResult,
} from '~/shared/schemas/capital-sources';
import type { PublicStats } from '~/shared/schemas/stats';
import type { CapitalAnalytics } from '~/shared/schemas/capital-sources';
import type { TransparencyStats } from '~/shared/schemas/stats';
import { deployCapitalFixtures, type CapitalFixtures } from '../../../../tests/chain/capital-fixtures';
import { startLocalChain, type LocalChain } from '../../../../tests/chain/local-chain';
import {
  incubatedProjects,
  networks,
  projectCapitalSources,
  projectTeamMembers,
} from '../../db/schema/index';
import type { RealtimeEvent } from '../../realtime/hub';
import { signUpAs, type SignedIn } from '../../test/auth';
import { createNetworkRow, fujiPointedAt } from '../../test/contract-factories';
import { createProject } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let chain: LocalChain;
let fx: CapitalFixtures;
let admin: SignedIn;
let member: SignedIn;
let fujiId: string;
const events: RealtimeEvent[] = [];

beforeAll(async () => {
  [t, chain] = await Promise.all([createTestContext(), startLocalChain()]);
  fx = await deployCapitalFixtures(chain);
  admin = await signUpAs(t, { role: 'admin' });
  member = await signUpAs(t);
  fujiId = (await fujiPointedAt(t.db, chain.rpcUrl)).id;
  t.deps.realtime!.subscribe({
    viewer: { userId: admin.user.id, role: 'admin', projectIds: new Set() },
    topics: null,
    deliver: (e) => events.push(e),
    close() {},
  });
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.close(), chain?.stop()]);
});

const feedFragment = (name: string) => fx.saleAbi.find((i) => i.type === 'function' && i.name === name);

async function newProject() {
  const project = await createProject(t.db, { capitalRaised: 0 });
  await t.db
    .insert(projectTeamMembers)
    .values({ projectId: project.id, userId: member.user.id, role: 'developer' });
  return project.id;
}

const create = (projectId: string, body: Record<string, unknown>) =>
  t.request(`/api/projects/${projectId}/capital-sources`, {
    method: 'POST',
    json: body,
    headers: admin.headers,
  });

const sync = async (projectId: string, forceSync = false, headers = admin.headers) => {
  const res = await t.request(`/api/projects/${projectId}/capital-sources/sync`, {
    method: 'POST',
    json: { projectId, forceSync, timestamp: Date.now() },
    headers,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as CapitalSyncResult;
};

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
}

const saleSource = () => ({
  contractName: 'Genesis sale',
  sourceType: 'token_sale',
  networkId: fujiId,
  contractAddress: fx.sale,
  measurement: 'native_balance',
  usdConversion: 'fixed',
  usdRate: 20,
});
const tokenSource = () => ({
  contractName: 'Treasury TUSD',
  sourceType: 'other',
  networkId: fujiId,
  contractAddress: fx.treasury,
  measurement: 'erc20_balance',
  tokenAddress: fx.token,
});
const viewSource = () => ({
  contractName: 'VIP pass (totalRaised)',
  sourceType: 'vip_nft',
  networkId: fujiId,
  contractAddress: fx.sale,
  measurement: 'view_function',
  functionName: 'totalRaised',
  abiFragment: JSON.stringify(feedFragment('totalRaised')),
  amountDecimals: 18,
  usdConversion: 'aggregator',
  aggregatorAddress: fx.feed,
});

describe('capital sources read from the local chain', () => {
  let projectId: string;
  let sources: CapitalSource[];

  it('saves a native-balance, an ERC-20 and a view-function source, each checked on chain', async () => {
    projectId = await newProject();
    const created = [];
    for (const body of [saleSource(), tokenSource(), viewSource()]) {
      const res = await create(projectId, body);
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
      created.push((await res.json()) as CapitalSource);
    }
    sources = created;
    expect(created.map((s) => s.syncStatus)).toEqual(['pending', 'pending', 'pending']);
    // The token's real decimals() (6), not a default.
    expect(created[1]).toMatchObject({
      measurement: 'erc20_balance',
      tokenAddress: fx.token,
      amountDecimals: 6,
    });
    expect(created[2]).toMatchObject({
      functionName: 'totalRaised',
      usdConversion: 'aggregator',
      chainId: 43113,
    });
    expect(created[0]!.explorerAddressUrl).toBe(`https://testnet.snowtrace.io/address/${fx.sale}`);
  });

  it('a sync reads every source in one go and sets capital_raised from the completed ones', async () => {
    await fx.buy(parseEther('2'));
    await fx.fundTreasury(1_500n * 10n ** 6n);
    const result = await sync(projectId);
    expect(result).toMatchObject({ synced: 3, cached: 0, failed: 0 });
    const [sale, token, view] = result.sources;
    expect(sale).toMatchObject({ syncStatus: 'completed', totalRaised: 2, totalRaisedUsd: 40, value: 40 });
    // No USD rate: 1500 TUSD has no dollar value and is not counted.
    expect(token).toMatchObject({
      syncStatus: 'completed',
      totalRaised: 1500,
      totalRaisedUsd: null,
      value: null,
    });
    // totalRaised() = 2 AVAX at the feed's 25.00 USD.
    expect(view).toMatchObject({ syncStatus: 'completed', totalRaised: 2, totalRaisedUsd: 50 });
    expect(sale!.lastBlockNumber).toBeGreaterThan(0);
    expect(result.capitalRaised).toBe(90);
    const [project] = await t.db.select().from(incubatedProjects).where(eq(incubatedProjects.id, projectId));
    expect(project!.capitalRaised).toBe(90);
  });

  it('serves sources read in the last 60 s from cache unless forceSync', async () => {
    const cached = await sync(projectId);
    expect(cached).toMatchObject({ synced: 0, cached: 3, gained: 0 });
    // A read older than 60 s is read again without forcing.
    await t.db
      .update(projectCapitalSources)
      .set({ lastSyncedAt: new Date(Date.now() - 61_000) })
      .where(eq(projectCapitalSources.id, sources[1]!.id));
    expect(await sync(projectId)).toMatchObject({ synced: 1, cached: 2 });
  });

  it('a sync after a new purchase raises the figure, writes history and publishes events', async () => {
    events.length = 0;
    await fx.buy(parseEther('1'));
    const result = await sync(projectId, true);
    expect(result).toMatchObject({ synced: 3, cached: 0, failed: 0 });
    expect(result.sources[0]).toMatchObject({ totalRaised: 3, totalRaisedUsd: 60 });
    expect(result.sources[2]).toMatchObject({ totalRaised: 3, totalRaisedUsd: 75 });
    expect(result.capitalRaised).toBe(135);
    expect(result.gained).toBe(45);

    const history = (await (
      await t.request(`/api/projects/${projectId}/capital-sources/history?sourceId=${sources[0]!.id}`, {
        headers: member.headers,
      })
    ).json()) as CapitalSourceHistoryEntry[];
    expect(history.map((h) => h.amount)).toEqual([3, 2]);
    expect(history[0]!.usd).toBe(60);
    expect(history[0]!.blockNumber).toBeGreaterThan(history[1]!.blockNumber!);

    await expect
      .poll(() => events.map((e) => `${e.topic} ${e.type}`))
      .toEqual(
        expect.arrayContaining([
          `project:${projectId}:capital sync_started`,
          `project:${projectId}:capital synced`,
          `projects capital_updated`,
        ]),
      );
  });

  it('lets a project member list and sync, and shows the figures in public stats', async () => {
    const list = await t.request(`/api/projects/${projectId}/capital-sources`, { headers: member.headers });
    expect(list.status).toBe(200);
    expect(((await list.json()) as CapitalSource[]).map((s) => s.contractName)).toEqual([
      'Genesis sale',
      'Treasury TUSD',
      'VIP pass (totalRaised)',
    ]);
    expect(await sync(projectId, false, member.headers)).toMatchObject({ cached: 3 });
    const stats = (await (await t.request('/api/stats/public')).json()) as Record<string, unknown>;
    expect(stats.vip_nft_revenue).toBe(75);
    expect(stats.token_vending_revenue).toBe(60);
    expect(stats.active_capital_sources).toBe(3);
    expect(stats.capital_raised).toBe(135);
    expect(typeof stats.last_capital_sync).toBe('string');
  });

  it('counts a token without a USD rate in no dollar figure until a rate is added', async () => {
    const figures = async () => {
      const [project] = await t.db
        .select()
        .from(incubatedProjects)
        .where(eq(incubatedProjects.id, projectId));
      const stats = (await (await t.request('/api/stats/public')).json()) as PublicStats;
      const transparency = (await (await t.request('/api/stats/transparency')).json()) as TransparencyStats;
      const analytics = (await (
        await t.request('/api/admin/analytics/capital', { headers: admin.headers })
      ).json()) as CapitalAnalytics;
      return {
        project: project!.capitalRaised,
        stats: stats.capital_raised,
        transparencyOther: transparency.capitalSources.find((s) => s.sourceType === 'other')?.total ?? 0,
        analyticsProject: analytics.byProject.find((p) => p.id === projectId)?.raised,
        analyticsOther: analytics.byType.find((b) => b.type === 'other')?.raised,
      };
    };
    // The dollar sources (60 + 75) count; the 1500 TUSD read without a rate does not.
    expect(await figures()).toEqual({
      project: 135,
      stats: 135,
      transparencyOther: 0,
      analyticsProject: 135,
      analyticsOther: 0,
    });

    const res = await t.request(`/api/projects/${projectId}/capital-sources/${sources[1]!.id}`, {
      method: 'PATCH',
      json: { usdConversion: 'fixed', usdRate: 2 },
      headers: admin.headers,
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect(await res.json()).toMatchObject({ totalRaised: 1500, totalRaisedUsd: 3000, value: 3000 });
    expect(await figures()).toEqual({
      project: 3135,
      stats: 3135,
      transparencyOther: 3000,
      analyticsProject: 3135,
      analyticsOther: 3000,
    });
  });
});

describe('failures and fallbacks', () => {
  it('an unreachable RPC marks the source failed with the error kept and backs off', async () => {
    const projectId = await newProject();
    const down = await createNetworkRow(t.db, { rpcUrl: 'http://127.0.0.1:1' });
    await t.db.insert(projectCapitalSources).values({
      projectId,
      contractName: 'Unreachable sale',
      networkId: down.id,
      chainId: down.chainId,
      contractAddress: fx.sale,
    });
    const result = await sync(projectId);
    expect(result).toMatchObject({ synced: 1, failed: 1, capitalRaised: 0 });
    const [source] = result.sources;
    expect(source!.syncStatus).toBe('failed');
    expect(source!.lastError).toBeTruthy();
    expect(source!.failureCount).toBe(1);
    expect(new Date(source!.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());
    expect(source!.lastSyncedAt).toBeNull();
  });

  it('a source whose read fails after a good one keeps counting its last figure, and its return is no gain', async () => {
    const projectId = await newProject();
    const flaky = await createNetworkRow(t.db, { rpcUrl: chain.rpcUrl });
    expect((await create(projectId, { ...saleSource(), networkId: flaky.id })).status).toBe(201);
    await fx.buy(parseEther('1'));
    const read = await sync(projectId);
    expect(read).toMatchObject({ synced: 1, failed: 0 });
    const figure = read.capitalRaised!;
    expect(figure).toBeGreaterThan(0);
    const publicStats = async () => (await (await t.request('/api/stats/public')).json()) as PublicStats;
    const before = await publicStats();

    await t.db.update(networks).set({ rpcUrl: 'http://127.0.0.1:1' }).where(eq(networks.id, flaky.id));
    const down = await sync(projectId, true);
    expect(down).toMatchObject({ synced: 1, failed: 1, capitalRaised: figure, gained: 0 });
    expect(down.sources[0]).toMatchObject({ syncStatus: 'failed', value: figure });
    const [project] = await t.db.select().from(incubatedProjects).where(eq(incubatedProjects.id, projectId));
    expect(project!.capitalRaised).toBe(figure);
    // Public stats: the figure and the token sales stay; the source is no longer counted active.
    expect(await publicStats()).toMatchObject({
      capital_raised: before.capital_raised,
      token_vending_revenue: before.token_vending_revenue,
      active_capital_sources: before.active_capital_sources - 1,
    });

    await t.db.update(networks).set({ rpcUrl: chain.rpcUrl }).where(eq(networks.id, flaky.id));
    expect(await sync(projectId, true)).toMatchObject({
      synced: 1,
      failed: 0,
      capitalRaised: figure,
      gained: 0,
    });
  });

  it('answers no explorer link for a source on a network without an explorer (a local chain)', async () => {
    const projectId = await newProject();
    const local = await createNetworkRow(t.db, { rpcUrl: chain.rpcUrl, explorerUrl: null });
    const res = await create(projectId, { ...saleSource(), networkId: local.id });
    expect(res.status).toBe(201);
    expect((await res.json()) as CapitalSource).toMatchObject({
      contractAddress: fx.sale,
      explorerAddressUrl: null,
    });
  });

  it('reads one call per source on a network without Multicall3, with the same figures', async () => {
    const projectId = await newProject();
    const plain = await createNetworkRow(t.db, { rpcUrl: chain.rpcUrl, multicallAddress: null });
    for (const body of [saleSource(), tokenSource(), viewSource()]) {
      expect((await create(projectId, { ...body, networkId: plain.id })).status).toBe(201);
    }
    const balance = Number(await chain.publicClient.getBalance({ address: fx.sale })) / 1e18;
    const result = await sync(projectId);
    expect(result).toMatchObject({ synced: 3, failed: 0 });
    expect(result.sources.map((s) => s.totalRaised)).toEqual([balance, 1500, balance]);
  });

  it('goes through the network multicall address: a wrong one fails every source of that network', async () => {
    const projectId = await newProject();
    const broken = await createNetworkRow(t.db, {
      rpcUrl: chain.rpcUrl,
      multicallAddress: chain.otherAddress,
    });
    expect((await create(projectId, { ...saleSource(), networkId: broken.id })).status).toBe(201);
    const result = await sync(projectId);
    expect(result).toMatchObject({ synced: 1, failed: 1 });
  });
});

describe('validation on save', () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = await newProject();
  });

  it.each([
    [
      'an address with no code',
      () => ({ ...saleSource(), contractAddress: chain.otherAddress }),
      'contractAddress',
      'No contract code found',
    ],
    [
      'a token address with no code',
      () => ({ ...tokenSource(), tokenAddress: chain.otherAddress }),
      'tokenAddress',
      'No contract code found',
    ],
    [
      'a token that has no decimals()',
      () => ({ ...tokenSource(), tokenAddress: fx.feed }),
      'tokenAddress',
      'balanceOf()',
    ],
    [
      'a missing token address',
      () => ({ ...tokenSource(), tokenAddress: undefined }),
      'tokenAddress',
      'Token address is required',
    ],
    [
      'a function not in the ABI',
      () => ({ ...viewSource(), functionName: 'raisedSoFar' }),
      'functionName',
      'is not a function of the ABI fragment',
    ],
    [
      'a function that is not a view',
      () => ({ ...viewSource(), functionName: 'withdraw', abiFragment: feedFragment('withdraw') }),
      'functionName',
      'not a view or pure function',
    ],
    [
      'a view returning a string',
      () => ({ ...viewSource(), functionName: 'saleName', abiFragment: feedFragment('saleName') }),
      'functionName',
      'must return one uint or int',
    ],
    [
      'a view with no ABI anywhere',
      () => ({ ...viewSource(), abiFragment: undefined }),
      'functionName',
      'has no registered ABI',
    ],
    [
      'an aggregator that is not a price feed',
      () => ({ ...viewSource(), aggregatorAddress: fx.token }),
      'aggregatorAddress',
      'latestRoundData()',
    ],
    [
      'a fixed conversion without a rate',
      () => ({ ...saleSource(), usdRate: undefined }),
      'usdRate',
      'USD rate is required',
    ],
    [
      'an unknown network',
      () => ({ ...saleSource(), networkId: '00000000-0000-4000-8000-000000000000' }),
      'networkId',
      'Network not found',
    ],
    [
      'a malformed address',
      () => ({ ...saleSource(), contractAddress: '0x123' }),
      'contractAddress',
      'Address must be 0x',
    ],
  ])('refuses %s with 400 naming the field, storing nothing', async (_, body, field, message) => {
    const res = await create(projectId, body());
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toContain(message);
    const [n] = await t.db
      .select({ n: count() })
      .from(projectCapitalSources)
      .where(eq(projectCapitalSources.projectId, projectId));
    expect(n!.n).toBe(0);
  });

  it('finds the function in the contract registered for that address', async () => {
    const reg = await t.request('/api/contracts', {
      method: 'POST',
      headers: admin.headers,
      json: {
        networkId: fujiId,
        address: fx.sale,
        abiSource: 'pasted',
        abi: JSON.stringify(fx.saleAbi),
        adminFunctions: [],
        newProduct: { name: `Sale ${Date.now()}`, tags: [] },
      },
    });
    expect(reg.status).toBe(201);
    const res = await create(projectId, { ...viewSource(), abiFragment: undefined });
    expect(res.status).toBe(201);
    expect(((await res.json()) as CapitalSource).functionName).toBe('totalRaised');
  });

  it('updates a name without touching the chain state, and re-checks a changed measurement', async () => {
    const created = (await (await create(projectId, saleSource())).json()) as CapitalSource;
    const url = `/api/projects/${projectId}/capital-sources/${created.id}`;
    const renamed = await t.request(url, {
      method: 'PATCH',
      headers: admin.headers,
      json: { contractName: 'Renamed' },
    });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()) as CapitalSource).toMatchObject({ contractName: 'Renamed', usdRate: 20 });

    const bad = await t.request(url, {
      method: 'PATCH',
      headers: admin.headers,
      json: { measurement: 'erc20_balance', tokenAddress: chain.otherAddress },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.tokenAddress).toContain('No contract code found');

    const noRate = await t.request(url, { method: 'PATCH', headers: admin.headers, json: { usdRate: null } });
    expect(noRate.status).toBe(400);
    expect((await errorOf(noRate)).fields?.usdRate).toBe('USD rate is required for a fixed rate');

    const gone = await t.request(url, { method: 'DELETE', headers: admin.headers });
    expect(gone.status).toBe(204);
    expect((await t.request(url, { headers: admin.headers })).status).toBe(404);
  });

  it('refuses a sync body naming another project', async () => {
    const res = await t.request(`/api/projects/${projectId}/capital-sources/sync`, {
      method: 'POST',
      headers: admin.headers,
      json: { projectId: getAddress(fx.sale) },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.projectId).toBeTruthy();
  });
});
