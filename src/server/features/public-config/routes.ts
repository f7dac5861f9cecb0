import { Hono } from 'hono';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/types';

export function publicConfigRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/health', allow('anonymous'), (c) => c.json({ ok: true }))
    .get('/config', allow('anonymous'), (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(deps.config.publicConfig);
    });
}
