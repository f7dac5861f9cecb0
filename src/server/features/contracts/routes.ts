import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/types';
import { contractsRouter, contractsSummaryRouter, deploymentsRouter } from './contract-routes';
import { launchSchedulesRouter, productsRouter } from './product-routes';

/** Products, registered contracts, their journal and launch schedules; every route is admin only. */
export function contractRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/contracts', contractsRouter(deps))
    .route('/deployments', deploymentsRouter(deps))
    .route('/products', productsRouter(deps))
    .route('/launch-schedules', launchSchedulesRouter(deps))
    .route('/dashboard/contracts-summary', contractsSummaryRouter(deps));
}
