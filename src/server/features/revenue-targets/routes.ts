import * as schemas from '~/shared/schemas/revenue-targets';
import type { AppDeps } from '../../http/index';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';

/** /api/revenue-targets: a project's revenue goals (active -> achieved); admin only. */
export function revenueTargetRoutes(deps: AppDeps) {
  const verbs = ['list', 'create', 'update', 'delete'] as const;
  return resourceRoutes(deps, { audience: 'admin', name: 'revenueTarget', verbs }, schemas, service);
}
