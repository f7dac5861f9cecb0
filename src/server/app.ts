import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '~/shared/errors';
import { originCheck, securityHeaders, sessionMiddleware } from './auth/middleware';
import { mountFeatures } from './features/index';
import { AppError } from './http/app-error';
import { serveSpa } from './http/static';
import type { AppDeps, AppEnv } from './http/types';

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    c.set('requestId', c.req.header('x-request-id') ?? randomUUID());
    await next();
  });
  app.use('*', securityHeaders(deps));
  app.use('/api/*', originCheck(deps));
  app.use('/api/*', sessionMiddleware(deps));

  const api = new Hono<AppEnv>();
  mountFeatures(api, deps);
  api.all('*', (c) =>
    c.json<ApiErrorBody>({ error: { code: 'NOT_FOUND', message: `No API route ${c.req.path}` } }, 404),
  );
  app.route('/api', api);

  if (deps.webRoot) {
    const root = deps.webRoot;
    app.get('*', (c) => serveSpa(c, root));
  }

  app.onError((err, c) => {
    if (err instanceof AppError) {
      const body: ApiErrorBody = { error: { code: err.code, message: err.message } };
      if (err.fields) body.error.fields = err.fields;
      return c.json(body, err.status as ContentfulStatusCode);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'UNAUTHENTICATED' : 'BAD_REQUEST';
      return c.json<ApiErrorBody>({ error: { code, message: err.message || 'Bad request' } }, status);
    }
    deps.logger.error({ err, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return c.json<ApiErrorBody>(
      { error: { code: 'INTERNAL_ERROR', message: 'Server error. Please try again later.' } },
      500,
    );
  });

  return app;
}
