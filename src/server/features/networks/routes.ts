import { networkContracts as api } from '~/shared/contracts/networks';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { proxyRpc } from './rpc-proxy';
import {
  checkActiveNetworksHealth,
  checkNetworkHealth,
  createNetwork,
  deleteNetwork,
  getNetwork,
  listActiveNetworks,
  listNetworks,
  updateNetwork,
} from './service';

/** `/api/networks`: each route implements its contract in `shared/contracts/networks.ts`. */
export function networkRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const allowPrivate = deps.config.RPC_ALLOW_PRIVATE;
  return contractRoutes('/api/networks')
    .implement(api.active, async ({ c }) => {
      // Spec section 7: the wallet's list is cached 5 minutes.
      c.header('Cache-Control', 'public, max-age=300');
      return listActiveNetworks({ db: db() });
    })
    .implement(api.activeHealth, async ({ c }) => {
      // Answers within the RPC timeout; never cached, the switcher asks when it opens.
      c.header('Cache-Control', 'no-store');
      return checkActiveNetworksHealth({ db: db(), allowPrivate });
    })
    .implement(api.list, () => listNetworks({ db: db() }))
    .implement(api.get, ({ params }) => getNetwork({ db: db(), id: params.id }))
    .implement(api.create, ({ body }) => createNetwork({ db: db(), input: body, allowPrivate }))
    .implement(api.update, ({ params, body }) =>
      updateNetwork({ db: db(), id: params.id, input: body, allowPrivate }),
    )
    .implement(api.delete, ({ params }) => deleteNetwork({ db: db(), id: params.id }))
    .implement(api.health, ({ params }) => checkNetworkHealth({ db: db(), id: params.id, allowPrivate }))
    .implement(api.rpc, ({ params, body }) =>
      proxyRpc({ db: db(), networkId: params.id, body, allowPrivate }),
    ).app;
}
