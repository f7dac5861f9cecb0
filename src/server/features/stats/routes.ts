import { Hono } from 'hono';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/types';
import { getPublicStats } from './service';
import { getTransparencyStats } from './transparency-service';

export function statsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/public', allow('anonymous'), async (c) => {
      c.header('Cache-Control', 'public, max-age=15');
      return c.json(await getPublicStats({ db: deps.database.db }));
    })
    .get('/transparency', allow('anonymous'), async (c) => {
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(await getTransparencyStats({ db: deps.database.db }));
    });
}
