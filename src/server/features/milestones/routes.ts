import { Hono } from 'hono';
import {
  milestoneCreateSchema,
  milestoneListResponse,
  milestoneResponse,
  milestoneUpdateSchema,
} from '~/shared/schemas/milestones';
import { allow, idParam, respond, uuidParam, validate, type AppDeps, type AppEnv } from '../../http/index';
import { createMilestone, deleteMilestone, listMilestones, updateMilestone } from './service';

const byId = idParam('Project');
const milestoneParam = byId.extend({ milestoneId: uuidParam('Milestone') });

/** A project's programme milestones: members read them, admins set and tick them. Mounted at /api/projects. */
export function milestoneRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const { realtime } = deps;
  return new Hono<AppEnv>()
    .get('/:id/milestones', allow('project_member'), validate('param', byId), async (c) =>
      respond(c, milestoneListResponse, {
        milestones: await listMilestones({ db, projectId: c.req.valid('param').id }),
      }),
    )
    .post(
      '/:id/milestones',
      allow('admin'),
      validate('param', byId),
      validate('json', milestoneCreateSchema),
      async (c) =>
        respond(
          c,
          milestoneResponse,
          await createMilestone({
            db,
            realtime,
            projectId: c.req.valid('param').id,
            input: c.req.valid('json'),
          }),
          201,
        ),
    )
    .patch(
      '/:id/milestones/:milestoneId',
      allow('admin'),
      validate('param', milestoneParam),
      validate('json', milestoneUpdateSchema),
      async (c) => {
        const { id, milestoneId } = c.req.valid('param');
        return respond(
          c,
          milestoneResponse,
          await updateMilestone({
            db,
            realtime,
            projectId: id,
            milestoneId,
            input: c.req.valid('json'),
            actorId: c.get('user')!.id,
          }),
        );
      },
    )
    .delete('/:id/milestones/:milestoneId', allow('admin'), validate('param', milestoneParam), async (c) => {
      const { id, milestoneId } = c.req.valid('param');
      await deleteMilestone({ db, realtime, projectId: id, milestoneId });
      return c.body(null, 204);
    });
}
