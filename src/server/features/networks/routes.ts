import { Hono } from 'hono';
import * as schemas from '~/shared/schemas/networks';
import {
  activeNetworkHealthResponse,
  networkHealthResponse,
  publicNetworkResponse,
  rpcResponse,
} from '~/shared/schemas/networks';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { proxyRpc, rpcBody } from './rpc-proxy';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';
import { checkActiveNetworksHealth, checkNetworkHealth, listActiveNetworks } from './service';

const byId = idParam('Network');

export function networkRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const verbs = ['list', 'get', 'create', 'update', 'delete'] as const;
  return (
    new Hono<AppEnv>()
      // Public: the wallet on any page needs chain ids, RPC and explorer URLs (spec section 7: cached 5 minutes).
      .get('/active', allow('anonymous'), async (c) => {
        c.header('Cache-Control', 'public, max-age=300');
        return respond(c, publicNetworkResponse.array(), await listActiveNetworks({ db: db() }));
      })
      // Admins: the switcher marks networks whose RPC fails (answers within the RPC timeout).
      .get('/active/health', allow('admin'), async (c) => {
        c.header('Cache-Control', 'no-store');
        return respond(
          c,
          activeNetworkHealthResponse.array(),
          await checkActiveNetworksHealth({ db: db(), allowPrivate: deps.config.RPC_ALLOW_PRIVATE }),
        );
      })
      .route(
        '/',
        resourceRoutes(
          deps,
          {
            audience: 'admin',
            name: 'network',
            verbs,
            with: { allowPrivate: deps.config.RPC_ALLOW_PRIVATE },
          },
          schemas,
          service,
        ),
      )
      .post('/:id/health', allow('admin'), validate('param', byId), async (c) =>
        respond(
          c,
          networkHealthResponse,
          await checkNetworkHealth({
            db: db(),
            id: c.req.valid('param').id,
            allowPrivate: deps.config.RPC_ALLOW_PRIVATE,
          }),
        ),
      )
      // Read-only JSON-RPC for the console (viem: http(`/api/networks/${id}/rpc`)).
      .post('/:id/rpc', allow('admin'), validate('param', byId), validate('json', rpcBody), async (c) =>
        respond(
          c,
          rpcResponse,
          await proxyRpc({
            db: db(),
            networkId: c.req.valid('param').id,
            body: c.req.valid('json'),
            allowPrivate: deps.config.RPC_ALLOW_PRIVATE,
          }),
        ),
      )
  );
}
