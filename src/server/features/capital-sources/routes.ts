import { Hono } from 'hono';
import { z } from 'zod';
import {
  capitalAnalyticsResponse,
  capitalSourceCreateSchema,
  capitalSourceHistoryResponse,
  capitalSourceResponse,
  capitalSourceUpdateSchema,
  capitalSyncRequestSchema,
  capitalSyncResponse,
} from '~/shared/schemas/capital-sources';
import {
  allow,
  idParam,
  respond,
  uuidParam,
  validate,
  validationError,
  type AppDeps,
  type AppEnv,
} from '../../http/index';
import { analyticsRangeQuery } from '~/shared/schemas/analytics-range';
import { getCapitalAnalytics } from './capital-analytics';
import { getCapitalSource, listCapitalSourceHistory, listCapitalSources } from './read-capital-sources';
import { createCapitalSource, deleteCapitalSource, updateCapitalSource } from './save-capital-source';
import { syncCapitalSources } from './sync-capital-sources';

const projectParam = idParam('Project');
const sourceParam = projectParam.extend({ sourceId: uuidParam('Capital source') });
const historyQuery = z.object({
  sourceId: z.uuid({ error: 'sourceId must be a valid id' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(1000, 'limit must be at most 1000')
    .optional(),
});

/** Mounted under /api/projects: a project's capital sources, their history and the sync. */
export function capitalSourceRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const realtime = deps.realtime;
  return new Hono<AppEnv>()
    .get('/:id/capital-sources', allow('project_member'), validate('param', projectParam), async (c) =>
      respond(
        c,
        capitalSourceResponse.array(),
        await listCapitalSources({ db: db(), projectId: c.req.valid('param').id }),
      ),
    )
    .get(
      '/:id/capital-sources/history',
      allow('project_member'),
      validate('param', projectParam),
      validate('query', historyQuery),
      async (c) =>
        respond(
          c,
          capitalSourceHistoryResponse.array(),
          await listCapitalSourceHistory({
            db: db(),
            projectId: c.req.valid('param').id,
            ...c.req.valid('query'),
          }),
        ),
    )
    .post(
      '/:id/capital-sources/sync',
      allow('project_member'),
      validate('param', projectParam),
      validate('json', capitalSyncRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        if (body.projectId && body.projectId !== id) {
          throw validationError({ projectId: 'projectId must match the project in the path' });
        }
        return respond(
          c,
          capitalSyncResponse,
          await syncCapitalSources({
            db: db(),
            realtime,
            projectId: id,
            forceSync: body.forceSync,
            allowPrivate: deps.config.RPC_ALLOW_PRIVATE,
          }),
        );
      },
    )
    .get(
      '/:id/capital-sources/:sourceId',
      allow('project_member'),
      validate('param', sourceParam),
      async (c) => {
        const { id, sourceId } = c.req.valid('param');
        return respond(
          c,
          capitalSourceResponse,
          await getCapitalSource({ db: db(), projectId: id, sourceId }),
        );
      },
    )
    .post(
      '/:id/capital-sources',
      allow('admin'),
      validate('param', projectParam),
      validate('json', capitalSourceCreateSchema),
      async (c) =>
        respond(
          c,
          capitalSourceResponse,
          await createCapitalSource({
            db: db(),
            realtime,
            projectId: c.req.valid('param').id,
            input: c.req.valid('json'),
            allowPrivate: deps.config.RPC_ALLOW_PRIVATE,
          }),
          201,
        ),
    )
    .patch(
      '/:id/capital-sources/:sourceId',
      allow('admin'),
      validate('param', sourceParam),
      validate('json', capitalSourceUpdateSchema),
      async (c) => {
        const { id, sourceId } = c.req.valid('param');
        return respond(
          c,
          capitalSourceResponse,
          await updateCapitalSource({
            db: db(),
            realtime,
            projectId: id,
            sourceId,
            input: c.req.valid('json'),
            allowPrivate: deps.config.RPC_ALLOW_PRIVATE,
          }),
        );
      },
    )
    .delete('/:id/capital-sources/:sourceId', allow('admin'), validate('param', sourceParam), async (c) => {
      const { id, sourceId } = c.req.valid('param');
      await deleteCapitalSource({ db: db(), realtime, projectId: id, sourceId });
      return c.body(null, 204);
    });
}

/** Mounted at /api/admin/analytics/capital. */
export function capitalAnalyticsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', allow('admin'), validate('query', analyticsRangeQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return respond(
      c,
      capitalAnalyticsResponse,
      await getCapitalAnalytics({ db: deps.database.db, query: c.req.valid('query') }),
    );
  });
}
