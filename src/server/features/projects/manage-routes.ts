import { Hono } from 'hono';
import {
  adminProjectListQuerySchema,
  managedProjectListResponse,
  managedProjectResponse,
  projectCreateSchema,
  projectOverviewResponse,
  projectUpdateSchema,
} from '~/shared/schemas/projects';
import { allow, callerOf, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { getProjectOverview } from './overview';
import {
  createManagedProject,
  getManagedProject,
  listManagedProjects,
  updateManagedProject,
} from './manage-service';

const byId = idParam('Project');

/** The admin management list and 'New project'. Mounted at /api/admin/projects. */
export function adminProjectRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const { realtime } = deps;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', adminProjectListQuerySchema), async (c) =>
      respond(c, managedProjectListResponse, {
        projects: await listManagedProjects({ db, query: c.req.valid('query') }),
      }),
    )
    .post('/', allow('admin'), validate('json', projectCreateSchema), async (c) =>
      respond(
        c,
        managedProjectResponse,
        await createManagedProject({ db, realtime, input: c.req.valid('json') }),
        201,
      ),
    );
}

/** One project's profile for its members and admins; the owner and admins edit it. Mounted at /api/projects. */
export function projectProfileRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const { realtime } = deps;
  return new Hono<AppEnv>()
    .get('/:id/profile', allow('project_member'), validate('param', byId), async (c) =>
      respond(c, managedProjectResponse, await getManagedProject({ db, id: c.req.valid('param').id })),
    )
    .get('/:id/overview', allow('project_member'), validate('param', byId), async (c) =>
      respond(
        c,
        projectOverviewResponse,
        await getProjectOverview({ db, projectId: c.req.valid('param').id, viewer: callerOf(c) }),
      ),
    )
    .patch(
      '/:id',
      allow('project_owner'),
      validate('param', byId),
      validate('json', projectUpdateSchema),
      async (c) =>
        respond(
          c,
          managedProjectResponse,
          await updateManagedProject({
            db,
            realtime,
            id: c.req.valid('param').id,
            input: c.req.valid('json'),
            actor: callerOf(c),
          }),
        ),
    );
}
