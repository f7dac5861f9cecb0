import { Hono } from 'hono';
import { z } from 'zod';
import {
  alertListQuery,
  alertResponse,
  monitorResponse,
  monitorSchema,
  monitorUpdateSchema,
} from '~/shared/schemas/monitors';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import {
  createMonitor,
  deleteMonitor,
  getAlert,
  getMonitor,
  listAlerts,
  listMonitors,
  updateMonitor,
} from './service/index';

const byId = idParam('Monitor');

/** /api/monitors: rules on deployments' events and failed writes; admin only. */
export function monitorRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const allowPrivateWebhooks = deps.config.WEBHOOK_ALLOW_PRIVATE;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), async (c) => respond(c, monitorResponse.array(), await listMonitors({ db })))
    .get('/:id', allow('admin'), validate('param', byId), async (c) =>
      respond(c, monitorResponse, await getMonitor({ db, id: c.req.valid('param').id })),
    )
    .post('/', allow('admin'), validate('json', monitorSchema), async (c) => {
      const monitor = await createMonitor({
        db,
        input: c.req.valid('json'),
        userId: c.get('user')?.id ?? null,
        allowPrivateWebhooks,
      });
      return respond(c, monitorResponse, monitor, 201);
    })
    .patch(
      '/:id',
      allow('admin'),
      validate('param', byId),
      validate('json', monitorUpdateSchema),
      async (c) => {
        const monitor = await updateMonitor({
          db,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
          allowPrivateWebhooks,
        });
        return respond(c, monitorResponse, monitor);
      },
    )
    .delete('/:id', allow('admin'), validate('param', byId), async (c) => {
      await deleteMonitor({ db, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}

/** /api/alerts: what monitors found, newest first; admin only. */
export function alertRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', alertListQuery), async (c) => {
      const { monitorId, limit } = c.req.valid('query');
      return respond(c, alertResponse.array(), await listAlerts({ db, monitorId, limit }));
    })
    .get(
      '/:id',
      allow('admin'),
      validate('param', z.object({ id: z.uuid({ error: 'Alert id must be a valid id' }) })),
      async (c) => respond(c, alertResponse, await getAlert({ db, id: c.req.valid('param').id })),
    );
}
