import { expect, it } from 'vitest';
import { singleFlight } from './single-flight';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

it('runs one query for callers that overlap, and a new one after it settles', async () => {
  let calls = 0;
  let pending = deferred<number>();
  const get = singleFlight(() => {
    calls += 1;
    return pending.promise;
  });
  const a = get();
  const b = get();
  pending.resolve(1);
  expect(await Promise.all([a, b])).toEqual([1, 1]);
  expect(calls).toBe(1);

  pending = deferred<number>();
  const c = get();
  pending.resolve(2);
  expect(await c).toBe(2);
  expect(calls).toBe(2);
});

it('shares a failure with the overlapping callers only', async () => {
  let pending = deferred<number>();
  const get = singleFlight(() => pending.promise);
  const a = get();
  const b = get();
  pending.reject(new Error('db down'));
  await expect(a).rejects.toThrow('db down');
  await expect(b).rejects.toThrow('db down');
  pending = deferred<number>();
  const c = get();
  pending.resolve(3);
  expect(await c).toBe(3);
});
