import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createQueryClient } from '~/web/lib/query-client';
import { ThemeProvider } from '~/web/lib/theme';
import { useDeferredMount } from '~/web/lib/use-deferred-mount';

/**
 * sonner (~10 KB gzipped) stays out of the entry chunk: the viewport loads on the first
 * interaction or a few seconds in. A toast raised before that is not lost: sonner replays
 * active toasts to a Toaster that mounts late. A load that fails (offline) is retried once the
 * connection is back, and never breaks the page.
 */
function ThemedToaster() {
  const ready = useDeferredMount();
  const [Viewport, setViewport] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!ready || Viewport) return;
    let cancelled = false;
    const load = () =>
      import('~/web/components/layout/deferred-toaster').then(
        (m) => !cancelled && setViewport(() => m.default),
        () => window.addEventListener('online', load, { once: true }),
      );
    void load();
    return () => {
      cancelled = true;
      window.removeEventListener('online', load);
    };
  }, [ready, Viewport]);
  // A modal dialog hides everything outside it from screen readers (aria-hidden on the page's
  // other branches), sparing only elements with aria-live that exist when it opens. This host
  // is always there, so a viewport that loads after the dialog opened still announces its toasts.
  return (
    <div aria-live="off" className="contents">
      {Viewport && <Viewport />}
    </div>
  );
}

export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <ThemedToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
