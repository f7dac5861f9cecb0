import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/types';
import { publicConfigRoutes } from './public-config/routes';
import { projectRoutes } from './projects/routes';
import { statsRoutes } from './stats/routes';
import { eventRoutes } from '../realtime/routes';
import { contractRoutes } from './contracts/routes';
import { networkRoutes } from './networks/routes';
import { profitDistributionRoutes, revenueTargetRoutes } from './project-revenue/routes';
import { standardAbiRoutes } from './standard-abis/routes';
import { applicantAnalyticsRoutes, applicantRoutes } from './applicants/routes';
import { projectLogoRoutes } from './applicants/project-logo';
import { accountRoutes, betterAuthRoutes } from './auth/routes';
import { adminInvitationRoutes, adminUserRoutes } from './admin-users/routes';
import { applicationFileRoutes, applicationRoutes } from './applications/routes';
import { setupRoutes } from './setup/routes';

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
  api.route('/', contractRoutes(deps));
  api.route('/admin/applications', applicantRoutes(deps));
  api.route('/admin/applications', applicationFileRoutes(deps));
  api.route('/applications', applicationRoutes(deps));
  api.route('/admin/analytics', applicantAnalyticsRoutes(deps));
  api.route('/project-logos', projectLogoRoutes(deps));
  api.route('/auth', betterAuthRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/admin/users', adminUserRoutes(deps));
  api.route('/admin/invitations', adminInvitationRoutes(deps));
  api.route('/setup', setupRoutes(deps));
}
