import { projectContracts as api } from '~/shared/contracts/projects';
import { callerOf, type AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { getProjectOverview } from './overview';
import {
  createManagedProject,
  getManagedProject,
  listManagedProjects,
  updateManagedProject,
} from './manage-service';

/** The admin management list and 'New project'. Mounted at /api/admin/projects. */
export function adminProjectRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const { realtime } = deps;
  return contractRoutes('/api/admin/projects')
    .implement(api.adminList, async ({ query }) => ({
      projects: await listManagedProjects({ db, query }),
    }))
    .implement(api.create, ({ body }) => createManagedProject({ db, realtime, input: body })).app;
}

/** One project's profile for its members and admins; the owner and admins edit it. Mounted at /api/projects. */
export function projectProfileRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const { realtime } = deps;
  return contractRoutes('/api/projects')
    .implement(api.profile, ({ params }) => getManagedProject({ db, id: params.id }))
    .implement(api.overview, ({ c, params }) =>
      getProjectOverview({ db, projectId: params.id, viewer: callerOf(c) }),
    )
    .implement(api.update, ({ c, params, body }) =>
      updateManagedProject({ db, realtime, id: params.id, input: body, actor: callerOf(c) }),
    ).app;
}
