import { Hono } from 'hono';
import * as schemas from '~/shared/schemas/monitors';
import { alertListQuery, alertResponse } from '~/shared/schemas/monitors';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service/index';
import { getAlert, listAlerts } from './service/index';

/** /api/monitors: rules on deployments' events and failed writes; admin only. */
export function monitorRoutes(deps: AppDeps) {
  const verbs = ['list', 'get', 'create', 'update', 'delete'] as const;
  const parts = {
    allowPrivateWebhooks: deps.config.WEBHOOK_ALLOW_PRIVATE,
    allowPrivateRpc: deps.config.RPC_ALLOW_PRIVATE,
  };
  return resourceRoutes(deps, { audience: 'admin', name: 'monitor', verbs, with: parts }, schemas, service);
}

/** /api/alerts: what monitors found, newest first; admin only. */
export function alertRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', alertListQuery), async (c) => {
      const { monitorId, limit } = c.req.valid('query');
      return respond(c, alertResponse.array(), await listAlerts({ db, monitorId, limit }));
    })
    .get('/:id', allow('admin'), validate('param', idParam('Alert')), async (c) =>
      respond(c, alertResponse, await getAlert({ db, id: c.req.valid('param').id })),
    );
}
