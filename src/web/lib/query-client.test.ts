import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  createQueryClient,
  invalidateAfterChange,
  olderThan,
  queryErrorMessage,
  queryRetryDelay,
  shouldRetryMutation,
  shouldRetryQuery,
} from './query-client';

describe('query retry policy', () => {
  it('retries up to 3 times, never on 4xx', () => {
    const server = new ApiError(500, 'INTERNAL_ERROR', 'x');
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, server))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new ApiError(401, 'UNAUTHENTICATED', 'x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(429, 'RATE_LIMITED', 'x'))).toBe(false);
  });

  it('waits 1 s doubling with up to 1 s jitter, capped at 30 s', () => {
    expect(queryRetryDelay(0, () => 0)).toBe(1000);
    expect(queryRetryDelay(1, () => 0)).toBe(2000);
    expect(queryRetryDelay(2, () => 0.5)).toBe(4500);
    expect(queryRetryDelay(10, () => 0.99)).toBe(30_000);
  });

  it('retries mutations twice on network errors, once on 5xx, never on 4xx', () => {
    const net = new ApiError(0, 'NETWORK_ERROR', 'x');
    const s5 = new ApiError(503, 'DATABASE_ERROR', 'x');
    const c4 = new ApiError(400, 'VALIDATION_ERROR', 'x');
    expect([0, 1, 2].map((n) => shouldRetryMutation(n, net))).toEqual([true, true, false]);
    expect([0, 1].map((n) => shouldRetryMutation(n, s5))).toEqual([true, false]);
    expect(shouldRetryMutation(0, c4)).toBe(false);
  });
});

describe('queryErrorMessage', () => {
  it('maps statuses to the spec texts', () => {
    expect(queryErrorMessage(new ApiError(429, 'RATE_LIMITED', 'x'))).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(queryErrorMessage(new ApiError(502, 'NETWORK_ERROR', 'x'))).toBe(
      'Server error. Please try again later.',
    );
    expect(queryErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(
      'No internet connection. Please check your network and try again.',
    );
    expect(queryErrorMessage(new ApiError(400, 'BAD_REQUEST', 'x'), 'Unable to load statistics')).toBe(
      'Unable to load statistics',
    );
    expect(queryErrorMessage(new Error('boom'))).toBe('Data Loading Error');
  });
});

describe('olderThan (refetch on mount/focus)', () => {
  const query = (ageMs: number, isInvalidated = false) =>
    ({ state: { dataUpdatedAt: Date.now() - ageMs, isInvalidated } }) as never;
  it('refetches only data older than the limit, unless it was invalidated', () => {
    const fiveMinutes = olderThan(5 * 60_000);
    expect(fiveMinutes(query(60_000))).toBe(false);
    expect(fiveMinutes(query(6 * 60_000))).toBe(true);
    expect(fiveMinutes(query(1_000, true))).toBe(true);
  });
});

describe('invalidateAfterChange', () => {
  it('fetches a first load again when the change came while it was on its way', async () => {
    const qc = createQueryClient();
    let rows = 3;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answers: number[] = [];
    const observer = new QueryObserver(qc, {
      queryKey: ['list'],
      queryFn: async () => {
        const answer = rows; // read at once, delivered later: a slow network
        if (answers.length === 0) await held;
        answers.push(answer);
        return answer;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    rows = 4; // the change, announced while the first answer is on its way
    const done = invalidateAfterChange(qc, { queryKey: ['list'] });
    release();
    await done;
    expect(observer.getCurrentResult().data).toBe(4);
    expect(answers).toEqual([3, 4]);
    unsubscribe();
  });
});
