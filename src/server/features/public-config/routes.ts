import { publicConfigContracts as api } from '~/shared/contracts/public-config';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';

/** `/api/health` and `/api/config`: each implements its contract in `shared/contracts/public-config.ts`. */
export function publicConfigRoutes(deps: AppDeps) {
  return contractRoutes('/api')
    .implement(api.health, () => ({ ok: true as const }))
    .implement(api.get, ({ c }) => {
      c.header('Cache-Control', 'public, max-age=300');
      return deps.config.publicConfig;
    }).app;
}
