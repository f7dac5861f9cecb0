import { QueryClient, type InvalidateQueryFilters, type Query } from '@tanstack/react-query';
import { queryErrorMessages } from '~/shared/errors';
import { ApiError } from './api-client';

const MINUTE = 60_000;

/** Public-site cache times (spec section 9); admin queries override with adminQueryTimes. */
export const publicQueryTimes = { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE } as const;
export const adminQueryTimes = { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE } as const;

const isClientError = (err: unknown) => err instanceof ApiError && err.status >= 400 && err.status < 500;
const isNetworkError = (err: unknown) => err instanceof ApiError && err.status === 0;
const isServerError = (err: unknown) => err instanceof ApiError && err.status >= 500;

/** Queries: up to 3 retries, never on a 4xx. */
export function shouldRetryQuery(failureCount: number, err: unknown): boolean {
  return failureCount < 3 && !isClientError(err);
}

/** 1 s doubling plus up to 1 s of jitter, capped at 30 s. */
export function queryRetryDelay(attempt: number, random = Math.random): number {
  return Math.min(1000 * 2 ** attempt + random() * 1000, 30_000);
}

/** Mutations: twice on a network error, once on a 5xx, never on a 4xx. */
export function shouldRetryMutation(failureCount: number, err: unknown): boolean {
  if (isNetworkError(err)) return failureCount < 2;
  if (isServerError(err)) return failureCount < 1;
  return false;
}

/** Spec section 9: refetch on focus/mount only past an age; an invalidated query always refetches. */
export const olderThan = (ms: number) => (query: Query) =>
  query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > ms;

/**
 * invalidateQueries for a change the server just announced (a realtime event, a resync). TanStack
 * restarts a refetch of data it holds, but a query's first load already on its way is left to
 * finish and then counts as fresh, though the server may have read it before the change: an admin
 * opening the applicants list as an application came in saw the badge at 4 and 3 rows. Such loads
 * are invalidated again once they land, so they are fetched once more.
 */
export async function invalidateAfterChange(qc: QueryClient, filters: InvalidateQueryFilters = {}) {
  const firstLoads = qc
    .getQueryCache()
    .findAll(filters)
    .filter((query) => query.state.data === undefined && query.state.fetchStatus === 'fetching');
  await qc.invalidateQueries(filters);
  await Promise.all(
    firstLoads.map((query) => qc.invalidateQueries({ ...filters, queryKey: query.queryKey, exact: true })),
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...publicQueryTimes,
        retry: shouldRetryQuery,
        retryDelay: (attempt) => queryRetryDelay(attempt),
        networkMode: 'online',
        refetchOnWindowFocus: olderThan(10 * MINUTE),
        refetchOnMount: olderThan(5 * MINUTE),
        refetchOnReconnect: 'always',
      },
      mutations: { retry: shouldRetryMutation, retryDelay: 1000, networkMode: 'online' },
    },
  });
}

/** The user-facing sentence for a failed query (spec section 8, query errors). */
export function queryErrorMessage(err: unknown, fallback: string = queryErrorMessages.dataLoading): string {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return queryErrorMessages.offline;
  if (err instanceof ApiError) {
    if (err.status === 429) return queryErrorMessages.rateLimited;
    if (err.status >= 500) return queryErrorMessages.server;
    if (err.status === 0) return queryErrorMessages.offline;
  }
  return fallback;
}
