import { Hono } from 'hono';
import { z } from 'zod';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { singleFlight } from '../../lib/single-flight';
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
  // Every visitor's page polls this list; overlapping requests for the same limit share one
  // query and one serialisation (the JSON of a full portfolio is most of the cost).
  const flights = new Map<number | undefined, () => Promise<string>>();
  const listJson = (limit: number | undefined) => {
    let flight = flights.get(limit);
    if (!flight) {
      flight = singleFlight(async () =>
        JSON.stringify(await listActiveProjects({ db: deps.database.db, limit })),
      );
      flights.set(limit, flight);
    }
    return flight();
  };

  return new Hono<AppEnv>().get('/', allow('anonymous'), validate('query', listQuery), async (c) => {
    const { limit } = c.req.valid('query');
    return c.body(await listJson(limit), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
}
