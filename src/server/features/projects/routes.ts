import { Hono } from 'hono';
import { z } from 'zod';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
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
  return new Hono<AppEnv>().get('/', allow('anonymous'), validate('query', listQuery), async (c) => {
    const { limit } = c.req.valid('query');
    return c.json(await listActiveProjects({ db: deps.database.db, limit }));
  });
}
