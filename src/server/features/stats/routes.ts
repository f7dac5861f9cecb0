import { Hono } from 'hono';
import { allow, type AppDeps, type AppEnv } from '../../http/index';
import { sendCachedJson, type CachedAnswer } from '../../lib/public-cache';
import { getPublicStats } from './service';
import { getTransparencyStats } from './transparency-service';

/** GET /api/stats/transparency's answer, from memory; /transparency renders from it too. */
export function cachedTransparency(deps: AppDeps): Promise<CachedAnswer> {
  return deps.publicCache.get('stats/transparency', () => getTransparencyStats({ db: deps.database.db }));
}

export function statsRoutes(deps: AppDeps) {
  // Everyone polls these every 30 s (spec section 7): answered from memory until the data changes.
  const cache = deps.publicCache!;
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get('/public', allow('anonymous'), async (c) => {
      const answer = await cache.get('stats/public', () => getPublicStats({ db }));
      return sendCachedJson(c, answer, 'public, max-age=15');
    })
    .get('/transparency', allow('anonymous'), async (c) => {
      return sendCachedJson(c, await cachedTransparency(deps), 'public, max-age=60');
    });
}
