import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { publicProjectContracts as api } from '~/shared/contracts/public-projects';
import { allow, validate, type AppDeps, type AppEnv } from '../../http/index';
import { CONTRACT } from '../../http/contract-routes';
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

/**
 * GET /api/projects, its contract `projects.list`. Every visitor's page polls this list, so it is
 * sent as the public cache holds it (serialized once per change, ETag and 304, compressed once),
 * not through respond(): a plain route that says which contract it serves, for the OpenAPI
 * document and the contract tests.
 */
export function projectRoutes(deps: AppDeps) {
  const list = async (c: Context<AppEnv>) => {
    const { limit } = (c.req.valid as (t: 'query') => z.output<typeof api.list.query>)('query');
    return sendCachedJson(c, await cachedProjectList(deps, limit), 'no-cache');
  };
  return new Hono<AppEnv>().get(
    '/',
    allow(api.list.audience),
    validate('query', api.list.query),
    Object.assign(list, { [CONTRACT]: api.list }),
  );
}
