import { revenueTargetContracts as api } from '~/shared/contracts/revenue-targets';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { createRevenueTarget, deleteRevenueTarget, listRevenueTargets, updateRevenueTarget } from './service';

/** `/api/revenue-targets`: each route implements its contract in `shared/contracts/revenue-targets.ts`. */
export function revenueTargetRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return contractRoutes('/api/revenue-targets')
    .implement(api.list, ({ query }) => listRevenueTargets({ db: db(), ...query }))
    .implement(api.create, ({ c, body }) =>
      createRevenueTarget({ db: db(), input: body, userId: c.get('user')?.id ?? null }),
    )
    .implement(api.update, ({ params, body }) =>
      updateRevenueTarget({ db: db(), id: params.id, input: body }),
    )
    .implement(api.delete, ({ params }) => deleteRevenueTarget({ db: db(), id: params.id })).app;
}
