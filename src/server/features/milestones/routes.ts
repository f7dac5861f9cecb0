import { milestoneContracts as api } from '~/shared/contracts/milestones';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { createMilestone, deleteMilestone, listMilestones, updateMilestone } from './service';

/**
 * A project's programme milestones: members read them, admins set and tick them. Mounted at
 * /api/projects; each route implements its contract in `shared/contracts/milestones.ts`.
 */
export function milestoneRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const { realtime } = deps;
  return contractRoutes('/api/projects')
    .implement(api.list, async ({ params }) => ({
      milestones: await listMilestones({ db, projectId: params.id }),
    }))
    .implement(api.create, ({ params, body }) =>
      createMilestone({ db, realtime, projectId: params.id, input: body }),
    )
    .implement(api.update, ({ c, params, body }) =>
      updateMilestone({
        db,
        realtime,
        projectId: params.id,
        milestoneId: params.milestoneId,
        input: body,
        actorId: c.get('user')!.id,
      }),
    )
    .implement(api.delete, ({ params }) =>
      deleteMilestone({ db, realtime, projectId: params.id, milestoneId: params.milestoneId }),
    ).app;
}
