import type { QueryClient } from '@tanstack/react-query';
import { Component, StrictMode, useEffect, type ReactNode } from 'react';
import { AppErrorFallback } from '~/web/components/layout/error-fallback';
import { Providers } from './providers';

class RootBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <AppErrorFallback /> : this.props.children;
  }
}

/**
 * Everything around the router, the same on the server and in the browser: hydration compares
 * the two trees, so neither side may wrap the router in anything the other does not.
 */
/**
 * Marks <html data-hydrated> once React has taken over the page: a server-rendered page shows
 * its buttons before their handlers exist, and tests (and tools) wait for this before acting.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function AppRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <RootBoundary>
        <Providers queryClient={queryClient}>
          {children}
          <HydratedMark />
        </Providers>
      </RootBoundary>
    </StrictMode>
  );
}
