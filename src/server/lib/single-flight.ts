/**
 * Request coalescing for hot public reads: callers that arrive while the same query is running
 * share its result instead of queueing another identical query. Nothing is kept once it settles,
 * so no answer is older than the request that arrived first.
 */
export function singleFlight<T>(fn: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= fn().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
