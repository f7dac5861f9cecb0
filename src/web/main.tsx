// First: it sets zod's options before any module below makes a schema (see the file).
import './lib/zod-without-eval';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { LoadedHeaderAccount } from './app/layouts/public-account';
import { isMeKey } from './features/auth/me-key';
import { appRoutes, createRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { loadMatchedRoutes } from './ssr/hydrate-routes';
import { readSsrData } from './ssr/ssr-data';
import './styles.css';

function renderInBrowser(queryClient: QueryClient, container: HTMLElement) {
  const router = createRouter(queryClient);
  createRoot(container).render(
    <AppRoot queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>,
  );
}

async function start() {
  const queryClient = createQueryClient();
  const container = document.getElementById('root')!;
  const ssr = readSsrData();
  if (!ssr) return renderInBrowser(queryClient, container);
  // The server drew this page: start from its data and route modules, then take over its markup.
  hydrate(queryClient, ssr.queries);
  const routes = appRoutes(queryClient);
  try {
    await loadMatchedRoutes(routes, window.location);
  } catch {
    // This page's code did not load (a deploy replaced it): draw it in the browser instead, where
    // the route's error screen reloads once and then offers Reload.
    container.replaceChildren();
    return renderInBrowser(queryClient, container);
  }
  // A page drawn for a signed-in visitor has the account menu in its header: its code comes in
  // before hydration, so the first render here is the server's (no lazy boundary to wait on).
  const signedIn = ssr.queries.queries.some((q) => isMeKey(q.queryKey) && q.state.data);
  const HeaderAccount = signedIn ? (await import('./features/auth/header-account')).default : null;
  const router = createRouter(queryClient, routes, ssr.router);
  // In a transition React hydrates in slices and yields between them, so taking over a large
  // page (the apply form) is many short tasks instead of one long one that blocks input.
  startTransition(() => {
    hydrateRoot(
      container,
      <LoadedHeaderAccount.Provider value={HeaderAccount && <HeaderAccount />}>
        <AppRoot queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppRoot>
      </LoadedHeaderAccount.Provider>,
      // A mismatch React patched over is still a defect: say so where tests and people look.
      { onRecoverableError: (error) => console.error('Hydration error:', error) },
    );
  });
}

void start();
