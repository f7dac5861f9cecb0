import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { RouteErrorScreen } from '~/web/components/layout/error-fallback';
import NotFoundPage from '~/web/routes/not-found';
import { PublicLayout } from './layouts/public-layout';

/**
 * A route module: the screen as default export and, where it removes a waterfall, a `loader`
 * that starts the screen's queries while its code (and the wallet chunk) still loads.
 */
export interface RouteModule {
  default: ComponentType;
  loader?: (queryClient: QueryClient) => LoaderFunction;
}

/** A lazily loaded route module; its loader (if any) gets the app's QueryClient. */
const page = (load: () => Promise<RouteModule>, queryClient?: QueryClient): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const mod = await load();
    return {
      Component: mod.default,
      ...(mod.loader && queryClient ? { loader: mod.loader(queryClient) } : {}),
    };
  },
});

export const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('~/web/routes/home')) },
  { path: 'apply', ...page(() => import('~/web/routes/apply')) },
  { path: 'apply/changes/:token', ...page(() => import('~/web/routes/apply-changes')) },
  { path: 'companies', ...page(() => import('~/web/routes/companies')) },
  { path: 'faq', ...page(() => import('~/web/routes/faq')) },
  { path: 'transparency', ...page(() => import('~/web/routes/transparency')) },
  { path: 'forgot-password', ...page(() => import('~/web/routes/forgot-password')) },
  { path: 'reset-password', ...page(() => import('~/web/routes/reset-password')) },
  { path: 'setup', ...page(() => import('~/web/routes/setup')) },
  // Screens that need the session; the auth code loads only with them, never on '/'.
  {
    ...page(() => import('~/web/features/auth/auth-outlet')),
    children: [
      { path: 'auth', ...page(() => import('~/web/routes/auth')) },
      // Signed in as the invited address, the invitee accepts here; so the page needs the session.
      { path: 'accept-invitation', ...page(() => import('~/web/routes/accept-invitation')) },
      { path: 'project-dashboard', ...page(() => import('~/web/routes/project-dashboard')) },
      { path: 'incubated-project-dashboard', ...page(() => import('~/web/routes/project-dashboard')) },
    ],
  },
  { path: '*', Component: NotFoundPage },
];

/** Admin-guarded routes (spec section 2), each its own lazy module inside the admin shell. */
export const adminRoutes = (queryClient: QueryClient): RouteObject[] => [
  { path: 'dashboard', ...page(() => import('~/web/routes/admin/dashboard')) },
  { path: 'contracts', ...page(() => import('~/web/routes/admin/contracts')) },
  { path: 'contracts/new', ...page(() => import('~/web/routes/admin/contracts-new')) },
  { path: 'contracts/wizard', ...page(() => import('~/web/routes/admin/contracts-wizard')) },
  { path: 'products', ...page(() => import('~/web/routes/admin/products')) },
  { path: 'products/new', ...page(() => import('~/web/routes/admin/products-new')) },
  { path: 'products/new-enhanced', ...page(() => import('~/web/routes/admin/products-new-enhanced')) },
  { path: 'products/:id', ...page(() => import('~/web/routes/admin/product-detail'), queryClient) },
  { path: 'products/:id/edit', ...page(() => import('~/web/routes/admin/product-edit')) },
  { path: 'interfaces', ...page(() => import('~/web/routes/admin/interfaces')) },
  { path: 'interfaces/:id', ...page(() => import('~/web/routes/admin/interface-detail'), queryClient) },
  { path: 'network', ...page(() => import('~/web/routes/admin/network')) },
  { path: 'monitors', ...page(() => import('~/web/routes/admin/monitors'), queryClient) },
  { path: 'alerts', ...page(() => import('~/web/routes/admin/alerts'), queryClient) },
  { path: 'admin', ...page(() => import('~/web/routes/admin/admin-dashboard')) },
  { path: 'admin/dashboard', ...page(() => import('~/web/routes/admin/admin-dashboard')) },
  { path: 'admin/applicants', ...page(() => import('~/web/routes/admin/applicants')) },
  { path: 'admin/applicants/:id', ...page(() => import('~/web/routes/admin/applicant-detail'), queryClient) },
  { path: 'admin/decision-mail', ...page(() => import('~/web/routes/admin/decision-mail'), queryClient) },
  { path: 'admin/analytics', ...page(() => import('~/web/routes/admin/analytics')) },
  { path: 'admin/users', ...page(() => import('~/web/routes/admin/users')) },
  { path: 'admin/messages', ...page(() => import('~/web/routes/admin/messages')) },
  { path: 'settings', ...page(() => import('~/web/routes/admin/settings')) },
  { path: 'settings/review-rubric', ...page(() => import('~/web/routes/admin/review-rubric'), queryClient) },
];

/**
 * Paths admins and everyone else share: inside the admin shell for admins, the public layout for
 * the rest (layouts/session-layout.tsx). Each screen shows what the caller's role may see.
 */
export const sessionRoutes: RouteObject[] = [
  // Admins: the management list; everyone else: the public list of active projects.
  { path: 'incubator', ...page(() => import('~/web/routes/incubator')) },
  // Admins: every tab; the project's owner: the parts they may edit; other members: read-only.
  { path: 'incubator/:id', ...page(() => import('~/web/routes/incubator-detail')) },
  // Members: their projects; admins: every project.
  { path: 'team-dashboard', ...page(() => import('~/web/routes/team-dashboard')) },
  // The guide and the API reference, for admins and founders alike.
  { path: 'docs', ...page(() => import('~/web/routes/docs')) },
  { path: 'docs/:page', ...page(() => import('~/web/routes/docs')) },
];

/**
 * What shows while the first screen's lazy chunk loads (the page was blank before too); declaring
 * it stops React Router's 'No HydrateFallback element' console warning on every page load.
 */
const HydrateFallback = () => null;

/**
 * The app's route tree. The server renders the public pages from this same tree
 * (src/web/ssr/render-page.tsx), so the markup it sends is what the client hydrates.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <PublicLayout />,
      HydrateFallback,
      errorElement: <RouteErrorScreen />,
      children: [{ errorElement: <RouteErrorScreen />, children: publicRoutes }],
    },
    {
      ...page(() => import('./layouts/session-layout')),
      HydrateFallback,
      errorElement: <RouteErrorScreen />,
      children: [{ errorElement: <RouteErrorScreen />, children: sessionRoutes }],
    },
    {
      ...page(() => import('./layouts/admin-shell')),
      HydrateFallback,
      errorElement: <RouteErrorScreen />,
      children: [{ errorElement: <RouteErrorScreen />, children: adminRoutes(queryClient) }],
    },
  ];
}

/**
 * The app's router; route loaders prefetch into `queryClient`, the one the Providers hold.
 * `hydrationData`: the server rendered this page (its lazy route modules must be loaded first).
 */
export function createRouter(
  queryClient: QueryClient,
  routes: RouteObject[] = appRoutes(queryClient),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
