import { Hono } from 'hono';
import { projectListQuery } from '~/shared/schemas/projects';
import { allow, validate, type AppDeps, type AppEnv } from '../../http/index';
import { sendCachedJson, type CachedAnswer } from '../../lib/public-cache';
import { listActiveProjects } from './service';

/**
 * The active projects as GET /api/projects answers them, from memory until a project changes.
 * The server-rendered pages read the same answer (http/prerender.ts).
 */
export function cachedProjectList(deps: AppDeps, limit?: number): Promise<CachedAnswer> {
  return deps.publicCache.get(`projects/${limit ?? 'all'}`, () =>
    listActiveProjects({ db: deps.database.db, limit }),
  );
}

export function projectRoutes(deps: AppDeps) {
  // Every visitor's page polls this list.
  return new Hono<AppEnv>().get('/', allow('anonymous'), validate('query', projectListQuery), async (c) => {
    const { limit } = c.req.valid('query');
    return sendCachedJson(c, await cachedProjectList(deps, limit), 'no-cache');
  });
}
