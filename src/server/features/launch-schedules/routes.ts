import * as schemas from '~/shared/schemas/launch-schedules';
import type { AppDeps } from '../../http/index';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';

/** /api/launch-schedules: planned launches of products and deployments; admin only. */
export function launchScheduleRoutes(deps: AppDeps) {
  const verbs = ['list', 'create', 'update', 'delete'] as const;
  return resourceRoutes(deps, { audience: 'admin', name: 'launchSchedule', verbs }, schemas, service);
}
