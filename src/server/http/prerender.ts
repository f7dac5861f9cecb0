import { createHash } from 'node:crypto';
import { resolveSession } from '../auth/middleware';
import type { CachedAnswer } from '../lib/public-cache';
import type { Hydration } from './page-scripts';
import type { AppDeps } from './types';

/**
 * The reads a server-rendered page is drawn from, given by the features that own them
 * (`prerenderSources()` in features/index.ts), since this floor imports no feature.
 */
export interface PrerenderSources {
  /** GET /api/projects' answer: the active projects, at most `limit` of them (the home page). */
  projects(limit?: number): Promise<CachedAnswer>;
  /** GET /api/stats/transparency's answer. */
  transparency(): Promise<CachedAnswer>;
  /** GET /api/me's answer for a signed-in visitor, for the header's account menu. */
  me(userId: string): Promise<unknown>;
}

/** How one page's HTML is made: `key` names its inputs (page, query string, data versions). */
export interface PagePrerender {
  key: string;
  /** When the browser hydrates the page (docs/decisions/0021). */
  hydrate: Hydration;
  apply(indexHtml: string): Promise<string>;
}

/**
 * Server rendering of the public pages: index.html with the page already drawn inside
 * <div id="root"> and the data it was drawn from beside it, so the first paint needs no script
 * and no API round trip, and the browser hydrates instead of rendering from nothing.
 *
 * The data comes from the public-read cache (the same answers the API sends, kept until the
 * tables change), and its ETags are part of the key: the HTML is rendered once per change of the
 * data, not per request. A page that fails to render is sent as the plain SPA shell (logged),
 * and the browser renders it as before.
 */
export function pagePrerender(deps: AppDeps, from: PrerenderSources) {
  return async (pagePath: string, search: string, request: Headers): Promise<PagePrerender | null> => {
    // Loaded on the first public page, not at boot: React's server renderer and the screens.
    const web = await import('~/web/ssr/render-page');
    const sources = web.renderedPages[pagePath];
    if (!sources) return null;
    const reads: Record<(typeof sources)[number], () => Promise<CachedAnswer>> = {
      homeProjects: () => from.projects(web.HOME_PROJECT_LIMIT),
      projects: () => from.projects(),
      transparency: () => from.transparency(),
    };
    let answers;
    // A signed-in visitor's page is drawn with their header (the account menu, not 'Log In'):
    // the session is the same answer /api/me gives, put into the page's data.
    let me: unknown = null;
    try {
      answers = await Promise.all(sources.map(async (name) => [name, await reads[name]()] as const));
      const { user } = await resolveSession(deps, request);
      if (user) me = await from.me(user.id);
    } catch (err) {
      // The database is down: the shell still loads, and the page shows its own error state.
      deps.logger.error({ err, path: pagePath }, 'public reads failed; sending the SPA shell');
      return null;
    }
    const viewer = me ? createHash('sha256').update(JSON.stringify(me)).digest('base64url') : '';
    return {
      key: `ssr:${pagePath}${search}\0${answers.map(([, a]) => a.etag).join(',')}\0${viewer}`,
      hydrate: { when: 'intent', idleIfStored: web.hydrateIfStored[pagePath] },
      apply: async (indexHtml) => {
        const data = Object.fromEntries(answers.map(([name, a]) => [name, JSON.parse(a.body.toString())]));
        if (me) data.me = me;
        data.config = deps.config.publicConfig;
        try {
          const page = await web.renderPage(`http://localhost${pagePath}${search}`, data);
          return page ? web.withRenderedPage(indexHtml, page) : indexHtml;
        } catch (err) {
          deps.logger.error({ err, path: pagePath }, 'server rendering failed; sending the SPA shell');
          return indexHtml;
        }
      },
    };
  };
}
