import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true afterwards (and at once on a page the browser
 * renders itself). For what only the browser knows (saved drafts, the chosen theme): render it
 * once this is true, so the hydrating render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
