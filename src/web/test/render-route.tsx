import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import type { MeResponse } from '~/shared/auth';
import { accountContracts } from '~/shared/contracts/account';
import type { RouteModule } from '~/web/app/router';
import { AuthProvider } from '~/web/features/auth/auth-provider';
import { WalletScope } from '~/web/features/wallet/wallet-scope';
import { answer } from './contract-api';

/**
 * Screen tests answer the API from a handler per test: the browser's only outside party is our
 * own API, whose real behaviour the integration tests cover. A handler returns a JSON body, a
 * Response (errors), or `pending()` to keep the screen loading.
 */
export type ApiHandler = (request: { url: URL; params: Record<string, string>; body: unknown }) => unknown;

// Lazy route chunks (the wallet's above all) take a while to load in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export const pending = () => new Promise<never>(() => {});

/** The API's error envelope (docs/api), as the server sends it. */
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

export const adminMe: MeResponse = {
  user: { id: 'u-admin', email: 'admin@example.com', name: 'Ada Admin', role: 'admin', emailVerified: true },
  profile: { role: 'admin', isActive: true },
  projects: [],
};

/** The same admin as a super admin (who may change roles and revoke admin invitations). */
export const superAdminMe: MeResponse = {
  ...adminMe,
  user: { ...adminMe.user, role: 'super_admin' },
  profile: { role: 'super_admin', isActive: true },
};

function matcher(route: string) {
  const [method, pattern] = route.split(' ') as [string, string];
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const re = new RegExp(`^${source}$`);
  return (m: string, path: string) => {
    if (m !== method) return null;
    const found = re.exec(path);
    return found ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)])) : null;
  };
}

/**
 * Renders one route module (its screen and loader) in a memory data router with a fresh
 * QueryClient and the session provider. `api` maps 'METHOD /path/:param' to a handler; a call
 * nobody answers fails with 501 and is listed in `unhandled` so the test can assert on it.
 */
export function renderRoute({
  module,
  path,
  url = path,
  api,
  me = adminMe,
  wallet = false,
}: {
  module: RouteModule;
  path: string;
  url?: string;
  api: Record<string, ApiHandler>;
  me?: MeResponse | null;
  /** Inside the wallet providers, as the admin layout puts every admin screen. */
  wallet?: boolean;
}) {
  const routes = Object.entries<ApiHandler>({
    ...answer(accountContracts.me, () => me ?? apiError(401, 'UNAUTHORIZED', 'Sign in first')),
    ...api,
  }).map(([route, handler]) => ({ match: matcher(route), handler }));
  const calls: string[] = [];
  const unhandled: string[] = [];

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push(`${method} ${url.pathname}${url.search}`);
    for (const { match, handler } of routes) {
      const params = match(method, url.pathname);
      if (!params) continue;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const result = await handler({ url, params, body });
      return result instanceof Response ? result : Response.json(result);
    }
    unhandled.push(`${method} ${url.pathname}`);
    return apiError(501, 'NOT_IMPLEMENTED', `No test handler for ${method} ${url.pathname}`);
  });

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path,
        Component: wallet
          ? () => (
              <WalletScope>
                <module.default />
              </WalletScope>
            )
          : module.default,
        loader: module.loader?.(queryClient) ?? (() => null),
        HydrateFallback: () => null,
      },
      { path: '*', Component: () => <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, calls, unhandled };
}

/**
 * A screen that reads through one GET: `screenWith(answer, me?, more?)` renders it with that
 * handler for `read` (and `more` beside it), as `me` (an admin unless told).
 */
export const screenReading =
  ({ module, path, read }: { module: RouteModule; path: string; read: string }) =>
  (answer: ApiHandler, me: MeResponse = adminMe, more: Record<string, ApiHandler> = {}) =>
    renderRoute({ module, path, me, api: { [read]: answer, ...more } });

/** The loading state: the screen's heading is up, the loader asked for `read`, a placeholder stands in. */
export async function expectLoading(
  { calls, container }: { calls: string[]; container: HTMLElement },
  heading: string,
  read: string,
) {
  await screen.findByRole('heading', { name: heading });
  expect(calls).toContain(read);
  expect(container.querySelector('.animate-pulse')).not.toBeNull();
}
