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
  { path: 'apply', ...page(() => import('~/web/routes/apply')) },
  { path: 'companies', ...page(() => import('~/web/routes/companies')) },
  { path: 'incubator', ...page(() => import('~/web/routes/incubator')) },
  { path: 'faq', ...page(() => import('~/web/routes/faq')) },
  { path: 'transparency', ...page(() => import('~/web/routes/transparency')) },
  { path: 'accept-invitation', ...page(() => import('~/web/routes/accept-invitation')) },
  { path: 'setup', ...page(() => import('~/web/routes/setup')) },
  // Screens that need the session; the auth code loads only with them, never on '/'.
  {
    ...page(() => import('~/web/features/auth/auth-outlet')),
    children: [
      { path: 'auth', ...page(() => import('~/web/routes/auth')) },
      { path: 'project-dashboard', ...page(() => import('~/web/routes/project-dashboard')) },
      { path: 'incubated-project-dashboard', ...page(() => import('~/web/routes/project-dashboard')) },
    ],
  },
  { path: '*', Component: NotFoundPage },
];

/** Admin-guarded routes (spec section 2), each its own lazy module inside the admin shell. */
export const adminRoutes: RouteObject[] = [
  { path: 'dashboard', ...page(() => import('~/web/routes/admin/dashboard')) },
  { path: 'contracts', ...page(() => import('~/web/routes/admin/contracts')) },
  { path: 'contracts/new', ...page(() => import('~/web/routes/admin/contracts-new')) },
  { path: 'contracts/wizard', ...page(() => import('~/web/routes/admin/contracts-wizard')) },
  { path: 'products', ...page(() => import('~/web/routes/admin/products')) },
  { path: 'products/new', ...page(() => import('~/web/routes/admin/products-new')) },
  { path: 'products/new-enhanced', ...page(() => import('~/web/routes/admin/products-new-enhanced')) },
  { path: 'products/:id', ...page(() => import('~/web/routes/admin/product-detail')) },
  { path: 'products/:id/edit', ...page(() => import('~/web/routes/admin/product-edit')) },
  { path: 'interfaces', ...page(() => import('~/web/routes/admin/interfaces')) },
  { path: 'interfaces/:id', ...page(() => import('~/web/routes/admin/interface-detail')) },
  { path: 'network', ...page(() => import('~/web/routes/admin/network')) },
  // '/incubator' itself stays the public list; the project management page is admin-only.
  { path: 'incubator/:id', ...page(() => import('~/web/routes/admin/incubator-detail')) },
  { path: 'team-dashboard', ...page(() => import('~/web/routes/admin/team-dashboard')) },
  { path: 'admin', ...page(() => import('~/web/routes/admin/admin-dashboard')) },
  { path: 'admin/dashboard', ...page(() => import('~/web/routes/admin/admin-dashboard')) },
  { path: 'admin/applicants', ...page(() => import('~/web/routes/admin/applicants')) },
  { path: 'admin/applicants/:id', ...page(() => import('~/web/routes/admin/applicant-detail')) },
  { path: 'admin/analytics', ...page(() => import('~/web/routes/admin/analytics')) },
  { path: 'admin/users', ...page(() => import('~/web/routes/admin/users')) },
  { path: 'admin/messages', ...page(() => import('~/web/routes/admin/messages')) },
  { path: 'settings', ...page(() => import('~/web/routes/admin/settings')) },
  { path: 'docs', ...page(() => import('~/web/routes/admin/docs')) },
];

/**
 * What shows while the first screen's lazy chunk loads (the page was blank before too); declaring
 * it stops React Router's 'No HydrateFallback element' console warning on every page load.
 */
const HydrateFallback = () => null;

export function createRouter() {
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      HydrateFallback,
      errorElement: <RouteErrorScreen />,
      children: [{ errorElement: <RouteErrorScreen />, children: publicRoutes }],
    },
    {
      ...page(() => import('./layouts/admin-shell')),
      HydrateFallback,
      errorElement: <RouteErrorScreen />,
      children: [{ errorElement: <RouteErrorScreen />, children: adminRoutes }],
    },
  ]);
}
