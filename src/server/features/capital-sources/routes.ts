import { capitalSourceContracts as api } from '~/shared/contracts/capital-sources';
import { validationError, type AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { getCapitalAnalytics } from './capital-analytics';
import { getCapitalSource, listCapitalSourceHistory, listCapitalSources } from './read-capital-sources';
import { createCapitalSource, deleteCapitalSource, updateCapitalSource } from './save-capital-source';
import { syncCapitalSources } from './sync-capital-sources';

/**
 * Mounted under /api/projects: a project's capital sources, their history and the sync. Each
 * route implements its contract in `shared/contracts/capital-sources.ts`.
 */
export function capitalSourceRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const realtime = deps.realtime;
  const allowPrivate = deps.config.RPC_ALLOW_PRIVATE;
  return contractRoutes('/api/projects')
    .implement(api.list, ({ params }) => listCapitalSources({ db: db(), projectId: params.id }))
    .implement(api.history, ({ params, query }) =>
      listCapitalSourceHistory({ db: db(), projectId: params.id, ...query }),
    )
    .implement(api.sync, ({ params, body }) => {
      if (body.projectId && body.projectId !== params.id) {
        throw validationError({ projectId: 'projectId must match the project in the path' });
      }
      return syncCapitalSources({
        db: db(),
        realtime,
        projectId: params.id,
        forceSync: body.forceSync,
        allowPrivate,
      });
    })
    .implement(api.get, ({ params }) =>
      getCapitalSource({ db: db(), projectId: params.id, sourceId: params.sourceId }),
    )
    .implement(api.create, ({ params, body }) =>
      createCapitalSource({ db: db(), realtime, projectId: params.id, input: body, allowPrivate }),
    )
    .implement(api.update, ({ params, body }) =>
      updateCapitalSource({
        db: db(),
        realtime,
        projectId: params.id,
        sourceId: params.sourceId,
        input: body,
        allowPrivate,
      }),
    )
    .implement(api.delete, ({ params }) =>
      deleteCapitalSource({ db: db(), realtime, projectId: params.id, sourceId: params.sourceId }),
    ).app;
}

/** Mounted at /api/admin/analytics/capital; its contract is the capital sources'. */
export function capitalAnalyticsRoutes(deps: AppDeps) {
  return contractRoutes('/api/admin/analytics/capital').implement(api.analytics, ({ c, query }) => {
    c.header('Cache-Control', 'no-store');
    return getCapitalAnalytics({ db: deps.database.db, query });
  }).app;
}
