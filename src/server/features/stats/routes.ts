import { Hono, type Context } from 'hono';
import { statsContracts as api } from '~/shared/contracts/stats';
import { allow, type AppDeps, type AppEnv } from '../../http/index';
import { CONTRACT } from '../../http/contract-routes';
import { sendCachedJson, type CachedAnswer } from '../../lib/public-cache';
import { getPublicStats } from './service';
import { getTransparencyStats } from './transparency-service';

/** GET /api/stats/transparency's answer, from memory; /transparency renders from it too. */
export function cachedTransparency(deps: AppDeps): Promise<CachedAnswer> {
  return deps.publicCache.get('stats/transparency', () => getTransparencyStats({ db: deps.database.db }));
}

/**
 * `/api/stats`, its contracts `stats.public` and `stats.transparency`. Everyone polls these every
 * 30 s (spec section 7): answered from memory until the data changes, as the public cache holds
 * them (ETag and 304), not through respond(): plain routes that say which contract they serve.
 */
export function statsRoutes(deps: AppDeps) {
  const cache = deps.publicCache!;
  const db = deps.database.db;
  const stats = async (c: Context<AppEnv>) => {
    const answer = await cache.get('stats/public', () => getPublicStats({ db }));
    return sendCachedJson(c, answer, 'public, max-age=15');
  };
  const transparency = async (c: Context<AppEnv>) =>
    sendCachedJson(c, await cachedTransparency(deps), 'public, max-age=60');
  return new Hono<AppEnv>()
    .get('/public', allow(api.public.audience), Object.assign(stats, { [CONTRACT]: api.public }))
    .get(
      '/transparency',
      allow(api.transparency.audience),
      Object.assign(transparency, { [CONTRACT]: api.transparency }),
    );
}
