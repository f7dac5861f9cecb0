import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/types';
import { publicConfigRoutes } from './public-config/routes';
import { projectRoutes } from './projects/routes';
import { statsRoutes } from './stats/routes';
import { eventRoutes } from '../realtime/routes';
import { contractRoutes } from './contracts/routes';
import { contractsDashboardRoutes } from './contracts-dashboard/routes';
import { journalRoutes } from './journal/routes';
import { launchScheduleRoutes } from './launch-schedules/routes';
import { productRoutes } from './products/routes';
import { networkRoutes } from './networks/routes';
import { profitDistributionRoutes } from './profit-distributions/routes';
import { revenueTargetRoutes } from './revenue-targets/routes';
import { standardAbiRoutes } from './standard-abis/routes';
import { applicantAnalyticsRoutes, applicantRoutes } from './applicants/routes';
import { projectLogoRoutes } from './applicants/project-logo';
import { accountRoutes, betterAuthRoutes } from './auth/routes';
import { adminInvitationRoutes, adminUserRoutes } from './admin-users/routes';
import { applicationFileRoutes, applicationRoutes } from './applications/routes';

/** Every feature's router, mounted under /api. One line per feature. */
export function mountFeatures(api: Hono<AppEnv>, deps: AppDeps): void {
  api.route('/', publicConfigRoutes(deps));
  api.route('/stats', statsRoutes(deps));
  api.route('/projects', projectRoutes(deps));
  api.route('/events', eventRoutes(deps));
  api.route('/networks', networkRoutes(deps));
  api.route('/standard-abis', standardAbiRoutes(deps));
  api.route('/revenue-targets', revenueTargetRoutes(deps));
  api.route('/profit-distributions', profitDistributionRoutes(deps));
  api.route('/contracts', contractRoutes(deps));
  api.route('/deployments', journalRoutes(deps));
  api.route('/products', productRoutes(deps));
  api.route('/launch-schedules', launchScheduleRoutes(deps));
  api.route('/dashboard/contracts-summary', contractsDashboardRoutes(deps));
  api.route('/admin/applications', applicantRoutes(deps));
  api.route('/admin/applications', applicationFileRoutes(deps));
  api.route('/applications', applicationRoutes(deps));
  api.route('/admin/analytics', applicantAnalyticsRoutes(deps));
  api.route('/project-logos', projectLogoRoutes(deps));
  api.route('/auth', betterAuthRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/admin/users', adminUserRoutes(deps));
  api.route('/admin/invitations', adminInvitationRoutes(deps));
}
