import { contractAccessContracts as api } from '~/shared/contracts/contract-access';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { getAccessState } from './access-state';

/**
 * /api/deployments/:id/access: owner and role members indexed from the deployment's logs; admin
 * only. Implements its contract in `shared/contracts/contract-access.ts`.
 */
export function accessRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return contractRoutes('/api/deployments').implement(api.get, ({ params }) =>
    getAccessState({ db, config: deps.config, deploymentId: params.id }),
  ).app;
}
