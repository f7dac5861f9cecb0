import { monitorContracts as api } from '~/shared/contracts/monitors';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import {
  createMonitor,
  deleteMonitor,
  getAlert,
  getMonitor,
  listAlerts,
  listMonitors,
  updateMonitor,
} from './service/index';

/** `/api/monitors`: each route implements its contract in `shared/contracts/monitors.ts`. */
export function monitorRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const allowPrivateWebhooks = deps.config.WEBHOOK_ALLOW_PRIVATE;
  const allowPrivateRpc = deps.config.RPC_ALLOW_PRIVATE;
  return contractRoutes('/api/monitors')
    .implement(api.list, () => listMonitors({ db: db() }))
    .implement(api.get, ({ params }) => getMonitor({ db: db(), id: params.id }))
    .implement(api.create, ({ c, body }) =>
      createMonitor({
        db: db(),
        input: body,
        userId: c.get('user')?.id ?? null,
        allowPrivateWebhooks,
        allowPrivateRpc,
      }),
    )
    .implement(api.update, ({ params, body }) =>
      updateMonitor({ db: db(), id: params.id, input: body, allowPrivateWebhooks }),
    )
    .implement(api.delete, ({ params }) => deleteMonitor({ db: db(), id: params.id })).app;
}

/** `/api/alerts`: what monitors found, newest first; its contracts are the monitors'. */
export function alertRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return contractRoutes('/api/alerts')
    .implement(api.alerts, ({ query }) => listAlerts({ db: db(), ...query }))
    .implement(api.alert, ({ params }) => getAlert({ db: db(), id: params.id })).app;
}
