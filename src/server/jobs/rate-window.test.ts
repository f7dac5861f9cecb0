import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createRateWindow } from './rate-window';

/** A clock that only moves when the window sleeps, so waits are counted, never timed. */
function fakeClock() {
  const clock = { now: 1_000_000, slept: [] as number[] };
  return {
    clock,
    now: () => clock.now,
    sleep: async (ms: number) => {
      clock.slept.push(ms);
      clock.now += ms;
    },
  };
}

describe('createRateWindow', () => {
  it('lets the limit through at once, then waits for the oldest units to leave the window', async () => {
    const { clock, now, sleep } = fakeClock();
    const window = createRateWindow({ limit: 50, windowMs: 60_000, now, sleep });
    await window.take(30);
    clock.now += 10_000;
    await window.take(20);
    expect(clock.slept).toEqual([]);
    await window.take(5);
    // The first 30 leave the window 60 s after they were taken.
    expect(clock.now).toBe(1_060_000);
    // 20 + 5 in the window: 25 more fit now, 26 wait for the 20 to leave.
    await window.take(25);
    expect(clock.now).toBe(1_060_000);
    await window.take(1);
    expect(clock.now).toBe(1_070_000);
  });

  it('caps a request larger than the limit instead of waiting forever', async () => {
    const { clock, now, sleep } = fakeClock();
    const window = createRateWindow({ limit: 3, windowMs: 60_000, now, sleep });
    await window.take(10);
    await window.take(1);
    expect(clock.now).toBe(1_060_000);
  });

  it('stops waiting when aborted', async () => {
    const window = createRateWindow({ limit: 1, windowMs: 60_000 });
    await window.take(1);
    const abort = new AbortController();
    const waiting = window.take(1, abort.signal);
    abort.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
  });
});

describe('the window on one long-lived signal', () => {
  it('leaves no abort listener behind after its waits', async () => {
    // The capital scheduler passes the signal that lives as long as the process (issue 35 item 12).
    const lifetime = new AbortController();
    const window = createRateWindow({ limit: 1, windowMs: 5 });
    for (let i = 0; i < 20; i++) await window.take(1, lifetime.signal);
    expect(getEventListeners(lifetime.signal, 'abort')).toHaveLength(0);
  });
});
