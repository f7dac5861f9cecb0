import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { queryErrorMessage } from '~/web/lib/query-client';
import { cn } from '~/web/lib/utils';
import { Button } from './button';
import { Skeleton } from './skeleton';

/** The parts of a TanStack query result the states are read from. */
export interface StateQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** Present on a TanStack query: the failure then offers Retry. */
  refetch?: () => unknown;
  isFetching?: boolean;
}

/**
 * A load that failed: the sentence as an alert and, when the load can run again, Retry (busy
 * while it runs, so a keyboard user's focus stays on it). A failure that only says "try again
 * later" leaves a reader nothing to do but reload the whole page.
 */
export function LoadError({
  message,
  onRetry,
  retrying = false,
  className,
}: {
  message: ReactNode;
  onRetry?: () => unknown;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p role="alert" className={cn(className, 'text-destructive')}>
        {message}
      </p>
      {onRetry && (
        <Button size="sm" variant="outline" busy={retrying} onClick={() => void onRetry()}>
          <RotateCcw aria-hidden />
          Retry
        </Button>
      )}
    </div>
  );
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
    <LoadError
      message={queryErrorMessage(query.error, errorFallback)}
      onRetry={query.refetch}
      retrying={query.isFetching}
      className={errorClassName}
    />
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
