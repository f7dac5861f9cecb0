import { Hono } from 'hono';
import { teamDashboardResponse } from '~/shared/schemas/team-dashboard';
import { allow, callerOf, respond, type AppDeps, type AppEnv } from '../../http/index';
import { getTeamDashboard } from './service';

/** GET /api/team-dashboard: any signed-in user, answered with their own projects (all for admins). */
export function teamDashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', allow('user'), async (c) => {
    const { userId, isAdmin } = callerOf(c);
    const dashboard = await getTeamDashboard({ db: deps.database.db, userId, isAdmin });
    return respond(c, teamDashboardResponse, dashboard);
  });
}
