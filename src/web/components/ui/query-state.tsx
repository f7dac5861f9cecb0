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

/**
 * What a screen shows for one query: a skeleton while it loads, the failure (worded by
 * `queryErrorMessage`, `errorFallback` for one that is neither the network's nor the server's) as
 * an alert, then `children` with the data.
 */
export function QueryState<T>({
  query,
  skeleton,
  errorFallback,
  errorClassName,
  children,
}: {
  query: StateQuery<T>;
  /** Classes of the skeleton: its size, as tall as what it stands for. */
  skeleton: string;
  errorFallback?: string;
  /** Extra classes for the error line (its size). */
  errorClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton className={skeleton} />;
  if (query.isError) {
    return (
      <p role="alert" className={cn(errorClassName, 'text-destructive')}>
        {queryErrorMessage(query.error, errorFallback)}
      </p>
    );
  }
  return children(query.data as T);
}
