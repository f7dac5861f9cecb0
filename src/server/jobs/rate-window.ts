import { setTimeout as timer } from 'node:timers/promises';

export interface RateWindow {
  /** Resolves once `n` more units fit in the window; rejects if `signal` aborts while waiting. */
  take(n: number, signal?: AbortSignal): Promise<void>;
}

/**
 * At most `limit` units per sliding `windowMs` (e.g. 50 chain reads a minute). A request larger
 * than the limit is capped to it, so it waits for an empty window rather than forever.
 */
export function createRateWindow({
  limit,
  windowMs,
  now = Date.now,
  sleep = defaultSleep,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}): RateWindow {
  const spent: Array<{ at: number; n: number }> = [];
  return {
    async take(requested, signal) {
      const n = Math.min(requested, limit);
      for (;;) {
        signal?.throwIfAborted();
        const t = now();
        while (spent.length > 0 && spent[0]!.at <= t - windowMs) spent.shift();
        const used = spent.reduce((sum, s) => sum + s.n, 0);
        if (used + n <= limit) {
          spent.push({ at: t, n });
          return;
        }
        // Wait until enough of the oldest entries leave the window.
        let freed = 0;
        let until = t;
        for (const s of spent) {
          freed += s.n;
          until = s.at + windowMs;
          if (used - freed + n <= limit) break;
        }
        await sleep(Math.max(1, until - t), signal);
      }
    },
  };
}

/** A timer that ends with `signal`, leaving no listener on it either way (the scheduler's signal lives as long as the process). */
async function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await timer(ms, undefined, { signal });
  } catch (err) {
    // Rejects with the abort's own reason, as take() says (node wraps it in an AbortError).
    if (signal?.aborted) throw signal.reason;
    throw err;
  }
}
