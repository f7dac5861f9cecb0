import { Hono } from 'hono';
import { z } from 'zod';
import {
  profitDistributionListQuery,
  profitDistributionSchema,
  revenueTargetListQuery,
  revenueTargetSchema,
  revenueTargetUpdateSchema,
} from '~/shared/contracts';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import {
  createProfitDistribution,
  createRevenueTarget,
  listProfitDistributions,
  listRevenueTargets,
  updateRevenueTarget,
} from './service';

const targetParam = z.object({ id: z.uuid({ error: 'Revenue target id must be a valid id' }) });

export function revenueTargetRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', revenueTargetListQuery), async (c) =>
      c.json(await listRevenueTargets({ db: db(), projectId: c.req.valid('query').projectId })),
    )
    .post('/', allow('admin'), validate('json', revenueTargetSchema), async (c) =>
      c.json(
        await createRevenueTarget({
          db: db(),
          input: c.req.valid('json'),
          userId: c.get('user')?.id ?? null,
        }),
        201,
      ),
    )
    .patch(
      '/:id',
      allow('admin'),
      validate('param', targetParam),
      validate('json', revenueTargetUpdateSchema),
      async (c) =>
        c.json(
          await updateRevenueTarget({ db: db(), id: c.req.valid('param').id, input: c.req.valid('json') }),
        ),
    );
}

/** Insert only (spec section 3): no PATCH or DELETE route exists. */
export function profitDistributionRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', profitDistributionListQuery), async (c) =>
      c.json(await listProfitDistributions({ db: db(), projectId: c.req.valid('query').projectId })),
    )
    .post('/', allow('admin'), validate('json', profitDistributionSchema), async (c) =>
      c.json(
        await createProfitDistribution({
          db: db(),
          input: c.req.valid('json'),
          userId: c.get('user')?.id ?? null,
        }),
        201,
      ),
    );
}
