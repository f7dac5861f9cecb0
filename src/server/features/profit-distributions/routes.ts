import { Hono } from 'hono';
import {
  profitDistributionListQuery,
  profitDistributionResponse,
  profitDistributionSchema,
} from '~/shared/schemas/profit-distributions';
import { allow, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { createProfitDistribution, listProfitDistributions } from './service';

/** /api/profit-distributions: insert only (spec section 3), so no PATCH or DELETE route exists. */
export function profitDistributionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', profitDistributionListQuery), async (c) => {
      const { projectId } = c.req.valid('query');
      return respond(c, profitDistributionResponse.array(), await listProfitDistributions({ db, projectId }));
    })
    .post('/', allow('admin'), validate('json', profitDistributionSchema), async (c) => {
      const userId = c.get('user')?.id ?? null;
      const distribution = await createProfitDistribution({ db, input: c.req.valid('json'), userId });
      return respond(c, profitDistributionResponse, distribution, 201);
    });
}
