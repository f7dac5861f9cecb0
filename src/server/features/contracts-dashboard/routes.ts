import { Hono } from 'hono';
import { contractsSummaryResponse } from '~/shared/schemas/contracts-dashboard';
import { allow, respond, type AppDeps, type AppEnv } from '../../http/index';
import { getContractsSummary } from './service';

/** /api/dashboard/contracts-summary: the contracts dashboard's cards; admin only. */
export function contractsDashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', allow('admin'), async (c) =>
    respond(c, contractsSummaryResponse, await getContractsSummary({ db: deps.database.db })),
  );
}
