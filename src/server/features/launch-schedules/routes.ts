import { launchScheduleContracts as api } from '~/shared/contracts/launch-schedules';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import {
  createLaunchSchedule,
  deleteLaunchSchedule,
  listLaunchSchedules,
  updateLaunchSchedule,
} from './service';

/** `/api/launch-schedules`: each route implements its contract in `shared/contracts/launch-schedules.ts`. */
export function launchScheduleRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return contractRoutes('/api/launch-schedules')
    .implement(api.list, ({ query }) => listLaunchSchedules({ db: db(), ...query }))
    .implement(api.create, ({ c, body }) =>
      createLaunchSchedule({ db: db(), input: body, userId: c.get('user')?.id ?? null }),
    )
    .implement(api.update, ({ params, body }) =>
      updateLaunchSchedule({ db: db(), id: params.id, input: body }),
    )
    .implement(api.delete, ({ params }) => deleteLaunchSchedule({ db: db(), id: params.id })).app;
}
