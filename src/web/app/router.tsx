import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '~/web/components/layout/error-fallback';
import NotFoundPage from '~/web/routes/not-found';
import { PublicLayout } from './layouts/public-layout';

/** A lazily loaded route module whose default export is the screen. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('~/web/routes/home')) },
  { path: 'companies', ...page(() => import('~/web/routes/companies')) },
  { path: 'incubator', ...page(() => import('~/web/routes/incubator')) },
  { path: '*', Component: NotFoundPage },
];

export function createRouter() {
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      errorElement: <RouteErrorScreen />,
      children: [{ errorElement: <RouteErrorScreen />, children: publicRoutes }],
    },
  ]);
}
