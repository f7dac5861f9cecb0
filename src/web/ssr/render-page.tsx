import { dehydrate, type QueryKey } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot } from '~/web/app/app-root';
import { LoadedHeaderAccount } from '~/web/app/layouts/public-account';
import HeaderAccount from '~/web/features/auth/header-account';
import { appRoutes } from '~/web/app/router';
import { projectsQuery } from '~/web/features/projects/public-api';
import { HOME_PROJECT_LIMIT } from '~/web/features/projects/components/incubator-projects-section';
import { transparencyQuery } from '~/web/features/stats/api';
import { DRAFT_KEY } from '~/web/features/applications/draft';
import { meQueryKey } from '~/web/features/auth/api';
import { publicConfigKey } from '~/web/lib/public-config';
import { createQueryClient } from '~/web/lib/query-client';
import { scriptSafeJson, SSR_DATA_ID, type SsrData } from './ssr-data';

export { HOME_PROJECT_LIMIT };

/** The public reads a server-rendered page can carry, each under the query key its screen reads. */
const sourceKeys = {
  homeProjects: projectsQuery(HOME_PROJECT_LIMIT).queryKey,
  projects: projectsQuery().queryKey,
  transparency: transparencyQuery.queryKey,
  /** The signed-in visitor's session (GET /api/me), for the header's account menu. */
  me: meQueryKey,
  /** GET /api/config: the footer's links on every page (so it fetches nothing, nor its contract). */
  config: publicConfigKey,
} satisfies Record<string, QueryKey>;

export type DataSource = keyof typeof sourceKeys;
/**
 * The reads a page is drawn from, the same for every visitor (the session is the visitor's own,
 * and every page carries the config).
 */
export type PageSource = Exclude<DataSource, 'me' | 'config'>;

/**
 * The pages the server renders, and the reads each one needs. The data pages show their content
 * from these reads; the others are fixed text. Signed-in screens stay client-rendered.
 */
export const renderedPages: Record<string, readonly PageSource[]> = {
  '/': ['homeProjects'],
  '/companies': ['projects'],
  '/faq': [],
  '/transparency': ['transparency'],
  '/apply': [],
};

/**
 * Pages that show something only this browser holds: hydrated once the page has loaded and the
 * browser is idle when the named localStorage key holds something, else on the visitor's first
 * intent like the rest (docs/decisions/0021). /apply's saved draft is put into the form by React.
 */
export const hydrateIfStored: Readonly<Record<string, string>> = { '/apply': DRAFT_KEY };

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** SsrData as JSON that is safe inside a <script> element. */
  data: string;
}

/**
 * Renders one public page as the browser's first render will draw it: the same route tree and
 * providers, the query cache filled with `data`. Waits for every lazy part (prerender), so the
 * HTML is complete. Null when the URL is not a page that renders here.
 */
export async function renderPage(
  url: string,
  data: Partial<Record<DataSource, unknown>>,
): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  for (const [name, value] of Object.entries(data))
    // The server's answers, as the API sends them: what each query's fetch would have returned.
    queryClient.setQueryData<unknown>(sourceKeys[name as DataSource] as QueryKey, value);
  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <LoadedHeaderAccount.Provider value={data.me ? <HeaderAccount /> : null}>
      <AppRoot queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>
    </LoadedHeaderAccount.Provider>,
  );
  const html = await new Response(prelude).text();
  const ssr: SsrData = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: dehydrate(queryClient),
  };
  return { html, data: scriptSafeJson(ssr) };
}

/** index.html with the rendered page inside its root element and the page's data after it. */
export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) return indexHtml;
  return indexHtml.replace(
    root,
    () =>
      `<div id="root">${page.html}</div><script type="application/json" id="${SSR_DATA_ID}">${page.data}</script>`,
  );
}
