import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import type { AbiEvent } from 'viem';
import { startScriptedRpc, type ScriptedAnswer } from '../../../tests/chain/scripted-rpc';
import { scanLogs, type RateLimitBackoff } from './log-scanner';
import { rpcClient } from './network-rpc';

/*
 * Issue 35 item 11: a rate limit ('Too Many Requests', 'request rate limited') was read as 'range
 * too large', so the scanner halved its range and kept the smaller size for the rest of the scan.
 * It is waited out and the same range asked again. The scans run against a local JSON-RPC server
 * through the server's own RPC client.
 */

const transfer = {
  type: 'event',
  name: 'Transfer',
  inputs: [
    { name: 'from', type: 'address', indexed: true },
    { name: 'to', type: 'address', indexed: true },
    { name: 'value', type: 'uint256', indexed: false },
  ],
} as const satisfies AbiEvent;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const quick: RateLimitBackoff = { retries: 3, baseDelayMs: 10, maxDelayMs: 2000 };

async function scan(
  script: ScriptedAnswer[],
  {
    refuseAbove = Infinity,
    backoff = quick,
    toBlock = 299,
    signal,
  }: { refuseAbove?: number; backoff?: RateLimitBackoff; toBlock?: number; signal?: AbortSignal } = {},
) {
  const rpc = await startScriptedRpc({ script, refuseAbove });
  close = rpc.close;
  const handed: Array<[number, number]> = [];
  const started = Date.now();
  const result = await scanLogs({
    client: rpcClient({ rpcUrl: rpc.url, chainId: 1, allowPrivate: true }),
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    events: [transfer],
    fromBlock: 0,
    toBlock,
    maxRange: 100,
    backoff,
    signal,
    onRange: async ({ from, to }) => {
      handed.push([from, to]);
    },
  }).catch((err: unknown) => ({ err }));
  return { result, handed, asked: rpc.ranges, elapsedMs: Date.now() - started };
}

const asRanges = (asked: Array<{ from: number; to: number }>) => asked.map(({ from, to }) => [from, to]);

describe('scanLogs under a rate limit', () => {
  it.each<[string, ScriptedAnswer]>([
    [
      'HTTP 429 Too Many Requests',
      { status: 429, headers: { 'retry-after': '0' }, body: 'Too Many Requests' },
    ],
    ['HTTP 429 without Retry-After', { status: 429, body: '{"message":"request rate limited"}' }],
    [
      "Infura's -32005 rate limit",
      { error: { code: -32005, message: 'daily request count exceeded, request rate limited' } },
    ],
    [
      "Alchemy's 429 code",
      { error: { code: 429, message: 'Your app has exceeded its compute units per second capacity' } },
    ],
    ["QuickNode's -32007", { error: { code: -32007, message: '[300/second] request limit reached' } }],
  ])('waits out %s and asks the same range again, its size kept', async (_name, limited) => {
    const { result, handed, asked } = await scan([limited, limited]);
    expect(asRanges(asked)).toEqual([
      [0, 99],
      [0, 99],
      [0, 99],
      [100, 199],
      [200, 299],
    ]);
    expect(handed).toEqual([
      [0, 99],
      [100, 199],
      [200, 299],
    ]);
    expect(result).toEqual({ lastBlock: 299, rangeSize: 100, ranges: 3 });
  });

  it('waits as long as Retry-After asks', async () => {
    const { result, asked } = await scan(
      [{ status: 429, headers: { 'retry-after': '1' }, body: 'Too Many Requests' }],
      { toBlock: 99 },
    );
    expect(result).toEqual({ lastBlock: 99, rangeSize: 100, ranges: 1 });
    expect(asked).toHaveLength(2);
    expect(asked[1]!.at - asked[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('backs off longer after each refusal, then gives up with the rate limit, the range unread', async () => {
    const limited: ScriptedAnswer = { status: 429, body: 'Too Many Requests' };
    const { result, handed, asked } = await scan([limited, limited, limited, limited, limited], {
      backoff: { retries: 3, baseDelayMs: 40, maxDelayMs: 2000 },
    });
    expect((result as { err: { status?: number } }).err.status).toBe(429);
    expect(handed).toEqual([]);
    expect(asRanges(asked)).toEqual([
      [0, 99],
      [0, 99],
      [0, 99],
      [0, 99],
    ]);
    const gaps = asked.slice(1).map((a, i) => a.at - asked[i]!.at);
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(gaps[2]).toBeGreaterThanOrEqual(155);
  });

  it('does not hold the scan for a Retry-After longer than it waits', async () => {
    const { result, elapsedMs, asked } = await scan([
      { status: 429, headers: { 'retry-after': '3600' }, body: 'Too Many Requests' },
    ]);
    expect((result as { err: { status?: number } }).err.status).toBe(429);
    expect(asked).toHaveLength(1);
    expect(elapsedMs).toBeLessThan(1000);
  });

  it('stops waiting at once when its signal aborts, leaving no listener on it', async () => {
    const abort = new AbortController();
    setTimeout(() => abort.abort(new Error('shutting down')), 50);
    const { result, elapsedMs } = await scan(
      [{ status: 429, headers: { 'retry-after': '30' }, body: 'Too Many Requests' }],
      { signal: abort.signal, backoff: { ...quick, maxDelayMs: 60_000 } },
    );
    expect((result as { err: Error }).err.message).toMatch(/aborted|shutting down/);
    expect(elapsedMs).toBeLessThan(1000);
    expect(getEventListeners(abort.signal, 'abort')).toHaveLength(0);
  });

  it('still halves a range the node refuses as too large, and keeps the smaller size', async () => {
    const { result, handed } = await scan([], { refuseAbove: 50, toBlock: 149 });
    expect(handed).toEqual([
      [0, 49],
      [50, 99],
      [100, 149],
    ]);
    expect(result).toEqual({ lastBlock: 149, rangeSize: 50, ranges: 3 });
  });
});
