import { profitDistributionContracts as api } from '~/shared/contracts/profit-distributions';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { createProfitDistribution, listProfitDistributions } from './service';

/** `/api/profit-distributions`: insert only (spec section 3), so no PATCH or DELETE route exists. */
export function profitDistributionRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return contractRoutes('/api/profit-distributions')
    .implement(api.list, ({ query }) => listProfitDistributions({ db: db(), ...query }))
    .implement(api.create, ({ c, body }) =>
      createProfitDistribution({ db: db(), input: body, userId: c.get('user')?.id ?? null }),
    ).app;
}
