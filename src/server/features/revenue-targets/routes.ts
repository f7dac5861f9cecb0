import { Hono } from 'hono';
import {
  revenueTargetListQuery,
  revenueTargetResponse,
  revenueTargetSchema,
  revenueTargetUpdateSchema,
} from '~/shared/schemas/revenue-targets';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { createRevenueTarget, deleteRevenueTarget, listRevenueTargets, updateRevenueTarget } from './service';

const byId = idParam('Revenue target');

/** /api/revenue-targets: a project's revenue goals (active -> achieved); admin only. */
export function revenueTargetRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', revenueTargetListQuery), async (c) => {
      const { projectId } = c.req.valid('query');
      return respond(c, revenueTargetResponse.array(), await listRevenueTargets({ db, projectId }));
    })
    .post('/', allow('admin'), validate('json', revenueTargetSchema), async (c) => {
      const userId = c.get('user')?.id ?? null;
      const target = await createRevenueTarget({ db, input: c.req.valid('json'), userId });
      return respond(c, revenueTargetResponse, target, 201);
    })
    .patch(
      '/:id',
      allow('admin'),
      validate('param', byId),
      validate('json', revenueTargetUpdateSchema),
      async (c) => {
        const id = c.req.valid('param').id;
        return respond(
          c,
          revenueTargetResponse,
          await updateRevenueTarget({ db, id, input: c.req.valid('json') }),
        );
      },
    )
    .delete('/:id', allow('admin'), validate('param', byId), async (c) => {
      await deleteRevenueTarget({ db, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
