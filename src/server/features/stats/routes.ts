import { Hono } from 'hono';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/types';
import { getPublicStats } from './service';
import { singleFlight } from '../../lib/single-flight';
import { getTransparencyStats } from './transparency-service';

export function statsRoutes(deps: AppDeps) {
  // Everyone polls these every 30 s (spec section 7); overlapping requests share one query.
  const publicStats = singleFlight(() => getPublicStats({ db: deps.database.db }));
  const transparencyStats = singleFlight(() => getTransparencyStats({ db: deps.database.db }));
  return new Hono<AppEnv>()
    .get('/public', allow('anonymous'), async (c) => {
      c.header('Cache-Control', 'public, max-age=15');
      return c.json(await publicStats());
    })
    .get('/transparency', allow('anonymous'), async (c) => {
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(await transparencyStats());
    });
}
