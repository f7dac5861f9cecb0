import * as schemas from '~/shared/schemas/profit-distributions';
import type { AppDeps } from '../../http/index';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';

/** /api/profit-distributions: insert only (spec section 3), so no PATCH or DELETE route exists. */
export function profitDistributionRoutes(deps: AppDeps) {
  const verbs = ['list', 'create'] as const;
  return resourceRoutes(deps, { audience: 'admin', name: 'profitDistribution', verbs }, schemas, service);
}
