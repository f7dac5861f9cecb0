import { contractsDashboardContracts as api } from '~/shared/contracts/contracts-dashboard';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { getContractsSummary } from './service';

/** /api/dashboard/contracts-summary: the contracts dashboard's cards; admin only. Implements its contract. */
export function contractsDashboardRoutes(deps: AppDeps) {
  return contractRoutes('/api/dashboard/contracts-summary').implement(api.summary, () =>
    getContractsSummary({ db: deps.database.db }),
  ).app;
}
