// Log indexing and monitor latency (issue 15) against the local hardhat chain, each beside a
// baseline measured in the same run:
//  1. blocks/s the access indexer covers (getLogs + block times + rows + cursor, in ranges of
//     CHAIN_LOG_RANGE) vs raw eth_getLogs over the same range in the same range size;
//  2. monitor latency: from a matching transaction's block being mined to the realtime event
//     reaching an admin's SSE stream (what raises the toast), beside the watcher's poll interval.
//
//   node scripts/bench/chain-index.mjs   (BENCH_EVENTS=300 BENCH_EMPTY_BLOCKS=20000 BENCH_HITS=10 BENCH_POLL_MS=1000)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const load = (p) => import(new URL(`../../${p}`, import.meta.url).href);

const EVENTS = Number(process.env.BENCH_EVENTS ?? 300);
const EMPTY_BLOCKS = Number(process.env.BENCH_EMPTY_BLOCKS ?? 20_000);
const HITS = Number(process.env.BENCH_HITS ?? 10);
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 1000);
const RANGE = Number(process.env.BENCH_LOG_RANGE ?? 2000);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

export async function chainIndexBench() {
  const [
    { startLocalChain },
    { deployGuardedVault },
    { indexAccess },
    { accessEvents },
    { boot },
    { loadConfig },
    { createLogger },
    { signUpAs },
    { readSse },
    { fujiPointedAt },
    viem,
  ] = await Promise.all([
    load('tests/chain/local-chain.ts'),
    load('tests/chain/guarded-vault.ts'),
    load('src/server/features/contract-access/access-state.ts'),
    load('src/server/features/contract-access/access-events.ts'),
    load('src/server/boot.ts'),
    load('src/server/config.ts'),
    load('src/server/logger.ts'),
    load('src/server/test/auth.ts'),
    load('src/server/test/sse.ts'),
    load('src/server/test/contract-factories.ts'),
    import('viem'),
  ]);
  const failures = [];
  const chain = await startLocalChain();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-chain-'));
  let running;
  try {
    const vault = await deployGuardedVault(chain);
    const MINTER = viem.keccak256(viem.toBytes('MINTER_ROLE'));
    // EVENTS access events (grant, revoke, grant, ...) spread through EMPTY_BLOCKS empty blocks.
    const chunk = Math.max(1, Math.floor(EMPTY_BLOCKS / 10));
    for (let i = 0; i < EVENTS; i++) {
      await vault.write(i % 2 === 0 ? 'grantRole' : 'revokeRole', [MINTER, chain.otherAddress]);
      if ((i + 1) % Math.ceil(EVENTS / 10) === 0)
        await chain.publicClient.request({ method: 'hardhat_mine', params: [`0x${chunk.toString(16)}`] });
    }
    const head = Number(await chain.publicClient.getBlockNumber({ cacheTime: 0 }));

    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth-0000',
      LOG_LEVEL: 'silent',
      RPC_ALLOW_PRIVATE: 'true',
      CHAIN_CONFIRMATIONS: '0',
      CHAIN_LOG_RANGE: String(RANGE),
      MONITOR_POLL_INTERVAL_MS: String(POLL_MS),
    });
    running = await boot({ config, logger: createLogger('silent'), webRoot: undefined });
    const { db } = running.deps.database;
    const admin = await signUpAs({ deps: running.deps }, { role: 'admin' });
    const fuji = await fujiPointedAt(db, chain.rpcUrl);
    const api = async (p, method, json) => {
      const res = await fetch(`${running.url}${p}`, {
        method,
        headers: {
          ...admin.headers,
          'content-type': 'application/json',
          origin: config.PUBLIC_URL,
        },
        body: JSON.stringify(json),
      });
      if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const deployment = await api('/api/contracts', 'POST', {
      networkId: fuji.id,
      address: vault.address,
      abiSource: 'pasted',
      abi: vault.abi,
      newProduct: { name: 'Bench vault' },
    });

    // 1a. Baseline: raw eth_getLogs over [0, head] in RANGE-block calls, nothing stored.
    const events = accessEvents(vault.abi);
    let start = performance.now();
    let rawLogs = 0;
    for (let from = 0; from <= head; from += RANGE) {
      const logs = await chain.publicClient.getLogs({
        address: vault.address,
        events,
        fromBlock: BigInt(from),
        toBlock: BigInt(Math.min(head, from + RANGE - 1)),
      });
      rawLogs += logs.length;
    }
    const rawSeconds = (performance.now() - start) / 1000;
    // 1b. The indexer over the same blocks, from an empty cursor.
    start = performance.now();
    const { outcome, error } = await indexAccess({
      db,
      config,
      deploymentId: deployment.id,
      maxRanges: Infinity,
    });
    const indexSeconds = (performance.now() - start) / 1000;
    if (error || !outcome?.caughtUp) failures.push(`indexer did not catch up: ${error ?? 'stopped early'}`);
    const blocks = head + 1;
    const rawRate = blocks / rawSeconds;
    const indexRate = blocks / indexSeconds;
    console.log(
      `\nLog indexing: ${blocks} blocks, ${rawLogs} access events, ranges of ${RANGE} blocks (load average ${os.loadavg()[0].toFixed(1)})` +
        `\n  raw eth_getLogs (baseline): ${rawSeconds.toFixed(2)} s = ${Math.round(rawRate)} blocks/s` +
        `\n  indexer (logs + block times + rows + cursor): ${indexSeconds.toFixed(2)} s = ${Math.round(indexRate)} blocks/s,` +
        ` ${Math.round(rawLogs / indexSeconds)} events/s, ${(indexRate / rawRate).toFixed(2)}x the baseline`,
    );

    // 2. Monitor latency: block mined -> realtime event on an admin's stream.
    await api('/api/monitors', 'POST', {
      deploymentId: deployment.id,
      name: 'Bench deposits',
      kind: 'event',
      eventName: 'Deposit',
      condition: 'value > 1000',
    });
    const sse = readSse(await fetch(`${running.url}/api/events?topics=alerts`, { headers: admin.headers }));
    await sse.next((e) => e.event === 'ready', 30_000);
    const latencies = [];
    for (let i = 0; i < HITS; i++) {
      const seen = sse.received.filter((e) => e.event === 'message').length;
      const hit = sse.next(
        (e) => e.event === 'message' && sse.received.filter((x) => x.event === 'message').length > seen,
        60_000,
      );
      await vault.write('deposit', [5000n + BigInt(i), `bench ${i}`]);
      const mined = performance.now();
      await hit;
      latencies.push(performance.now() - mined);
      // Spread the hits over the poll cycle rather than right after each pass.
      await new Promise((r) => setTimeout(r, (POLL_MS * (i % 3)) / 3));
    }
    await sse.close();
    console.log(
      `\nMonitor latency (block mined -> realtime event at the admin's stream), ${HITS} hits, 0 confirmations` +
        `\n  poll interval (baseline): ${POLL_MS} ms` +
        `\n  latency: median ${Math.round(median(latencies))} ms, p95 ${Math.round(p95(latencies))} ms,` +
        ` ${(median(latencies) / POLL_MS).toFixed(2)}x the poll interval`,
    );
    // A hit should never wait much more than one poll plus a pass.
    if (median(latencies) > POLL_MS * 3)
      failures.push(`monitor latency median ${Math.round(median(latencies))} ms > 3 polls`);
  } finally {
    await running?.stop();
    await chain.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { failures } = await chainIndexBench();
  if (failures.length) console.log(failures.join('\n'));
  process.exit(failures.length ? 1 : 0);
}
