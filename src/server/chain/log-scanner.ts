import { setTimeout as sleep } from 'node:timers/promises';
import type { AbiEvent, Address, Log, PublicClient } from 'viem';
import { errorText, isRateLimited, retryAfterMs } from './rpc-rate-limit';

/** A log decoded against one of the events asked for (viem's getLogs with `events`). */
export type DecodedLog = Log<bigint, number, false> & { eventName?: string; args?: Record<string, unknown> };

/**
 * Messages RPC providers use when a getLogs range or its result is too large (Avalanche: 'block
 * range too large'/'maximum is set to 2048'; Infura, Alchemy: 'query returned more than 10000
 * results', 'Log response size exceeded'; others: 'exceed maximum block range'). A rate limit is
 * never one, even when its words match ('request rate limited', 'Too Many Requests').
 */
const tooLarge = /range|too (many|large|wide)|more than \d+ results|exceed|response size|limit|maximum is/i;

export function isRangeTooLarge(err: unknown): boolean {
  return !isRateLimited(err) && tooLarge.test(errorText(err));
}

/** How a scan waits out a rate limit: `retries` waits per range, doubling from `baseDelayMs`. */
export interface RateLimitBackoff {
  retries: number;
  baseDelayMs: number;
  /** The longest wait; a provider asking for longer ends the scan (the next run resumes from the cursor). */
  maxDelayMs: number;
}

export const DEFAULT_RATE_LIMIT_BACKOFF: RateLimitBackoff = {
  retries: 5,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
};

export interface ScannedRange {
  from: number;
  to: number;
  logs: DecodedLog[];
}

/**
 * Reads [fromBlock, toBlock] in ranges of at most `maxRange` blocks, oldest first, handing each
 * range to `onRange` before reading the next (the caller persists its cursor there). A range the
 * RPC refuses as too large is halved and retried, and the smaller size is kept for the rest of the
 * scan. A rate limit is waited out (its Retry-After, else a doubling backoff) and the same range
 * asked again, its size kept; after `backoff.retries` waits it is thrown. Any other error, or a
 * refusal of a single block, is thrown. Stops early after `maxRanges` ranges; returns the last
 * block handed over (fromBlock - 1 if none).
 */
export async function scanLogs({
  client,
  address,
  events,
  fromBlock,
  toBlock,
  maxRange,
  maxRanges = Infinity,
  signal,
  backoff = DEFAULT_RATE_LIMIT_BACKOFF,
  onRange,
}: {
  client: PublicClient;
  address: Address;
  events: readonly AbiEvent[];
  fromBlock: number;
  toBlock: number;
  maxRange: number;
  maxRanges?: number;
  signal?: AbortSignal;
  backoff?: RateLimitBackoff;
  onRange(range: ScannedRange): Promise<void>;
}): Promise<{ lastBlock: number; rangeSize: number; ranges: number }> {
  let size = Math.max(1, maxRange);
  let from = fromBlock;
  let ranges = 0;
  let waits = 0;
  while (from <= toBlock && ranges < maxRanges) {
    signal?.throwIfAborted();
    const to = Math.min(toBlock, from + size - 1);
    let logs: DecodedLog[];
    try {
      logs = (await client.getLogs({
        address,
        events,
        fromBlock: BigInt(from),
        toBlock: BigInt(to),
        strict: false,
      })) as unknown as DecodedLog[];
    } catch (err) {
      if (isRateLimited(err)) {
        if (waits >= backoff.retries) throw err;
        const asked = retryAfterMs(err);
        if (asked !== null && asked > backoff.maxDelayMs) throw err;
        await sleep(asked ?? Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** waits), undefined, {
          signal,
        });
        waits++;
        continue;
      }
      if (size > 1 && isRangeTooLarge(err)) {
        size = Math.max(1, Math.floor((to - from + 1) / 2));
        continue;
      }
      throw err;
    }
    waits = 0;
    await onRange({ from, to, logs });
    ranges++;
    from = to + 1;
  }
  return { lastBlock: from - 1, rangeSize: size, ranges };
}
