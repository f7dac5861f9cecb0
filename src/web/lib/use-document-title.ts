import { useEffect } from 'react';

const SITE = 'Hatchery';

/** Sets the tab title for a route ('FAQ · Hatchery'); screen readers announce it on navigation. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} · Web3 incubator on Avalanche`;
  }, [title]);
}
