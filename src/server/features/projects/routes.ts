import { Hono } from 'hono';
import { z } from 'zod';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { sendCachedJson } from '../../lib/public-cache';
import { listActiveProjects } from './service';

const listQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .optional(),
});

export function projectRoutes(deps: AppDeps) {
  // Every visitor's page polls this list: answered from memory until a project changes.
  const cache = deps.publicCache!;
  const db = deps.database.db;
  return new Hono<AppEnv>().get('/', allow('anonymous'), validate('query', listQuery), async (c) => {
    const { limit } = c.req.valid('query');
    const answer = await cache.get(`projects/${limit ?? 'all'}`, () => listActiveProjects({ db, limit }));
    return sendCachedJson(c, answer, 'no-cache');
  });
}
