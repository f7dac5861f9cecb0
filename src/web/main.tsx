import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { appRoutes, createRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { loadMatchedRoutes } from './ssr/hydrate-routes';
import { readSsrData } from './ssr/ssr-data';
import './styles.css';

async function start() {
  const queryClient = createQueryClient();
  const container = document.getElementById('root')!;
  const ssr = readSsrData();
  if (!ssr) {
    const router = createRouter(queryClient);
    createRoot(container).render(
      <AppRoot queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppRoot>,
    );
    return;
  }
  // The server drew this page: start from its data and route modules, then take over its markup.
  hydrate(queryClient, ssr.queries);
  const routes = appRoutes(queryClient);
  await loadMatchedRoutes(routes, window.location);
  const router = createRouter(queryClient, routes, ssr.router);
  hydrateRoot(
    container,
    <AppRoot queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>,
    // A mismatch React patched over is still a defect: say so where tests and people look.
    { onRecoverableError: (error) => console.error('Hydration error:', error) },
  );
}

void start();
