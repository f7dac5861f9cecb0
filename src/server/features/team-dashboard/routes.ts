import { teamDashboardContracts as api } from '~/shared/contracts/team-dashboard';
import { callerOf, type AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { getTeamDashboard } from './service';

/** GET /api/team-dashboard: any signed-in user, answered with their own projects (all for admins). */
export function teamDashboardRoutes(deps: AppDeps) {
  return contractRoutes('/api/team-dashboard').implement(api.get, ({ c }) => {
    const { userId, isAdmin } = callerOf(c);
    return getTeamDashboard({ db: deps.database.db, userId, isAdmin });
  }).app;
}
