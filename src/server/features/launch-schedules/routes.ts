import { Hono } from 'hono';
import {
  launchScheduleListQuery,
  launchScheduleResponse,
  launchScheduleSchema,
  launchScheduleUpdateSchema,
} from '~/shared/schemas/launch-schedules';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import {
  createLaunchSchedule,
  deleteLaunchSchedule,
  listLaunchSchedules,
  updateLaunchSchedule,
} from './service';

const byId = idParam('Launch schedule');

/** /api/launch-schedules: planned launches of products and deployments; admin only. */
export function launchScheduleRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', launchScheduleListQuery), async (c) =>
      respond(
        c,
        launchScheduleResponse.array(),
        await listLaunchSchedules({ db, productId: c.req.valid('query').productId }),
      ),
    )
    .post('/', allow('admin'), validate('json', launchScheduleSchema), async (c) => {
      const userId = c.get('user')?.id ?? null;
      const schedule = await createLaunchSchedule({ db, input: c.req.valid('json'), userId });
      return respond(c, launchScheduleResponse, schedule, 201);
    })
    .patch(
      '/:id',
      allow('admin'),
      validate('param', byId),
      validate('json', launchScheduleUpdateSchema),
      async (c) => {
        const id = c.req.valid('param').id;
        return respond(
          c,
          launchScheduleResponse,
          await updateLaunchSchedule({ db, id, input: c.req.valid('json') }),
        );
      },
    )
    .delete('/:id', allow('admin'), validate('param', byId), async (c) => {
      await deleteLaunchSchedule({ db, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
