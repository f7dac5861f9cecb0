import { Hono } from 'hono';
import { apiHealthResponse, publicConfigResponse } from '~/shared/schemas/public-config';
import { allow, respond, type AppDeps, type AppEnv } from '../../http/index';

export function publicConfigRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/health', allow('anonymous'), (c) => respond(c, apiHealthResponse, { ok: true }))
    .get('/config', allow('anonymous'), (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return respond(c, publicConfigResponse, deps.config.publicConfig);
    });
}
