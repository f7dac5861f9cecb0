// Capital sync throughput (issue 10): sources read per second against the local hardhat chain,
// through one Multicall3 eth_call per network vs one call per source, side by side in one run.
//
//   node scripts/bench/capital-sync.mjs            (BENCH_SOURCES=60 BENCH_ROUNDS=5)
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const load = (p) => import(new URL(`../../${p}`, import.meta.url).href);
const [
  { openDatabase },
  schema,
  { syncCapitalSources },
  { startLocalChain },
  { deployCapitalFixtures },
  { MULTICALL3_ADDRESS },
  viem,
] = await Promise.all([
  load('src/server/db/client.ts'),
  load('src/server/db/schema/index.ts'),
  load('src/server/features/capital-sources/sync-capital-sources.ts'),
  load('tests/chain/local-chain.ts'),
  load('tests/chain/capital-fixtures.ts'),
  load('tests/chain/multicall.ts'),
  import('viem'),
]);

const SOURCES = Number(process.env.BENCH_SOURCES ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const chain = await startLocalChain();
const database = await openDatabase({ memory: true });
try {
  await database.migrate();
  const { db } = database;
  const fx = await deployCapitalFixtures(chain);
  await fx.buy(viem.parseEther('3'));
  await fx.fundTreasury(2_500n * 10n ** 6n);
  const totalRaised = fx.saleAbi.find((i) => i.type === 'function' && i.name === 'totalRaised');

  // Every source is one of three kinds in turn; the view one is priced through the feed (two reads).
  const kinds = [
    { measurement: 'native_balance', contractAddress: fx.sale },
    { measurement: 'erc20_balance', contractAddress: fx.treasury, tokenAddress: fx.token, amountDecimals: 6 },
    {
      measurement: 'view_function',
      contractAddress: fx.sale,
      functionName: 'totalRaised',
      functionAbi: totalRaised,
      usdConversion: 'aggregator',
      aggregatorAddress: fx.feed,
      aggregatorDecimals: 8,
    },
  ];

  async function setUp(label, multicallAddress, chainId) {
    const [network] = await db
      .insert(schema.networks)
      .values({
        name: label,
        chainId,
        symbol: 'AVAX',
        rpcUrl: chain.rpcUrl,
        explorerUrl: 'https://x.example',
        multicallAddress,
      })
      .returning();
    const [project] = await db.insert(schema.incubatedProjects).values({ name: label }).returning();
    await db.insert(schema.projectCapitalSources).values(
      Array.from({ length: SOURCES }, (_, i) => ({
        projectId: project.id,
        contractName: `${label} ${i}`,
        networkId: network.id,
        chainId,
        ...kinds[i % kinds.length],
      })),
    );
    return project.id;
  }

  const modes = [
    { label: 'one multicall per network', projectId: await setUp('multicall', MULTICALL3_ADDRESS, 900_001) },
    { label: 'one call per source', projectId: await setUp('per-call', null, 900_002) },
  ];

  console.log(
    `capital sync: ${SOURCES} sources on one network, ${ROUNDS} forced syncs each (hardhat, PGlite)`,
  );
  for (const mode of modes) {
    let requests = 0;
    const clientFor = ({ rpcUrl }) =>
      viem.createPublicClient({
        transport: viem.http(rpcUrl, { retryCount: 0, onFetchRequest: () => void requests++ }),
      });
    // One warm-up round (compiles code paths, fills connection pools).
    await syncCapitalSources({ db, projectId: mode.projectId, forceSync: true, clientFor });
    requests = 0;
    const times = [];
    for (let r = 0; r < ROUNDS; r++) {
      const started = performance.now();
      const result = await syncCapitalSources({ db, projectId: mode.projectId, forceSync: true, clientFor });
      times.push(performance.now() - started);
      if (result.failed > 0) throw new Error(`${mode.label}: ${result.failed} sources failed`);
    }
    const total = times.reduce((a, b) => a + b, 0);
    mode.perSecond = (SOURCES * ROUNDS) / (total / 1000);
    console.log(
      `  ${mode.label.padEnd(26)} ${mode.perSecond.toFixed(0).padStart(6)} sources/s` +
        `  median sync ${median(times).toFixed(0)} ms  ${(requests / ROUNDS).toFixed(0)} HTTP requests per sync`,
    );
  }
  console.log(`  multicall speed-up: ${(modes[0].perSecond / modes[1].perSecond).toFixed(1)}x`);
} finally {
  await database.close();
  await chain.stop();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
