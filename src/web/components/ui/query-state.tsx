import type { ReactNode } from 'react';
import { queryErrorMessage } from '~/web/lib/query-client';
import { cn } from '~/web/lib/utils';
import { Skeleton } from './skeleton';

/** The parts of a TanStack query result the states are read from. */
export interface StateQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface FallbackProps {
  /** Classes of the skeleton: its size, as tall as what it stands for. */
  skeleton: string;
  /** The sentence for a failure that is neither the network's nor the server's. */
  errorFallback?: string;
  /** Extra classes for the error line (its size). */
  errorClassName?: string;
}

/**
 * A query's state until it has data: a skeleton while it loads, the failure (worded by
 * `queryErrorMessage`) as an alert. For a screen that returns early: `if (!q.isSuccess) return
 * <QueryFallback query={q} … />`.
 */
export function QueryFallback({
  query,
  skeleton,
  errorFallback,
  errorClassName,
}: FallbackProps & { query: Omit<StateQuery<unknown>, 'data'> }) {
  if (query.isPending) return <Skeleton className={skeleton} />;
  return (
    <p role="alert" className={cn(errorClassName, 'text-destructive')}>
      {queryErrorMessage(query.error, errorFallback)}
    </p>
  );
}

/** What a screen shows for one query: its QueryFallback, then `children` with the data. */
export function QueryState<T>({
  query,
  children,
  ...fallback
}: FallbackProps & { query: StateQuery<T>; children: (data: T) => ReactNode }) {
  if (query.isPending || query.isError) return <QueryFallback query={query} {...fallback} />;
  return children(query.data as T);
}
