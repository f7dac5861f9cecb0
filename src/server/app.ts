import { eq, max } from 'drizzle-orm';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '~/shared/errors';
import { originCheck, securityHeaders, sessionHintCookie, sessionMiddleware } from './auth/middleware';
import { mountFeatures, prerenderSources } from './features/index';
import { AppError, RateLimitError } from './http/app-error';
import { boundedBodies } from './http/bounded-body';
import { robotsTxt, sitemapXml } from './http/site-pages';
import { pagePrerender } from './http/prerender';
import { serveSpa } from './http/static';
import { CLIENT_CLOSED_STATUS } from './ops/metrics';
import { clientClosed, requestLog } from './ops/request-log';
import { opsRoutes } from './ops/routes';
import { incubatedProjects } from './db/schema/index';
import type { AppDeps, AppEnv } from './http/types';

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', requestLog(deps));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    await next();
  });
  app.use('*', securityHeaders(deps));
  // Before anything reads a body (better-auth's handler included): the limits of http/body-limits.ts.
  app.use('/api/*', boundedBodies());
  // JSON the routes did not compress themselves (the cached public reads carry their encoding).
  app.use('/api/*', compress({ contentTypeFilter: /^application\/json/ }));
  app.use('/api/*', originCheck(deps));
  app.use('/api/*', sessionMiddleware(deps));
  app.use('*', sessionHintCookie(deps));

  const api = new Hono<AppEnv>();
  mountFeatures(api, deps);
  api.all('*', (c) =>
    c.json<ApiErrorBody>({ error: { code: 'NOT_FOUND', message: `No API route ${c.req.path}` } }, 404),
  );
  app.route('/api', api);
  app.route('/', opsRoutes(deps));

  app.get('/robots.txt', (c) =>
    c.text(robotsTxt(deps.config.PUBLIC_URL), 200, { 'Cache-Control': 'public, max-age=3600' }),
  );
  app.get('/sitemap.xml', async (c) => {
    const [row] = await deps.database.db
      .select({ updatedAt: max(incubatedProjects.updatedAt) })
      .from(incubatedProjects)
      .where(eq(incubatedProjects.isActive, true));
    return c.body(sitemapXml(deps.config.PUBLIC_URL, row?.updatedAt ?? null), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });
  if (deps.webRoot) {
    const root = deps.webRoot;
    const site = {
      publicUrl: () => deps.config.PUBLIC_URL,
      prerender: pagePrerender(deps, prerenderSources(deps)),
    };
    app.get('*', (c) => serveSpa(c, root, site));
  }

  app.onError((err, c) => {
    // The client left mid-request: whatever broke is its absence, not a fault (request-log: 499).
    if (clientClosed(c)) return new Response(null, { status: CLIENT_CLOSED_STATUS });
    if (err instanceof AppError) {
      const body: ApiErrorBody = { error: { code: err.code, message: err.message } };
      if (err.fields) body.error.fields = err.fields;
      if (err instanceof RateLimitError) {
        body.error.retryAfterSeconds = err.retryAfterSeconds;
        c.header('Retry-After', String(err.retryAfterSeconds));
      }
      return c.json(body, err.status as ContentfulStatusCode);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'UNAUTHENTICATED' : 'BAD_REQUEST';
      return c.json<ApiErrorBody>({ error: { code, message: err.message || 'Bad request' } }, status);
    }
    (c.get('log') ?? deps.logger).error({ err, path: c.req.path }, 'unhandled error');
    return c.json<ApiErrorBody>(
      { error: { code: 'INTERNAL_ERROR', message: 'Server error. Please try again later.' } },
      500,
    );
  });

  return app;
}
