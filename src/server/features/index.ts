import type { Hono } from 'hono';
import type { PrerenderSources } from '../http/prerender';
import type { AppDeps, AppEnv } from '../http/types';
import type { PeriodicJob } from '../jobs/index';
import { eventRoutes } from '../realtime/routes';
import { publicConfigRoutes } from './public-config/index';
import {
  adminProjectRoutes,
  projectLogoRoutes,
  projectLogoUploadRoutes,
  projectPageReads,
  projectProfileRoutes,
  projectRoutes,
} from './projects/index';
import { capitalAnalyticsRoutes, capitalSourceRoutes } from './capital-sources/index';
import { statsPageReads, statsRoutes } from './stats/index';
import { contractRoutes } from './contracts/index';
import { contractsDashboardRoutes } from './contracts-dashboard/index';
import { journalRoutes } from './journal/index';
import { accessRoutes } from './contract-access/index';
import { alertRoutes, monitorJobs, monitorRoutes } from './monitors/index';
import { linkedWalletRoutes } from './linked-wallets/index';
import { launchScheduleRoutes } from './launch-schedules/index';
import { productRoutes } from './products/index';
import { profitDistributionRoutes } from './profit-distributions/index';
import { revenueTargetRoutes } from './revenue-targets/index';
import { standardAbiRoutes } from './standard-abis/index';
import {
  applicantAnalyticsRoutes,
  applicantRoutes,
  applicantTriageRoutes,
  changeRequestRoutes,
  decisionTemplateRoutes,
} from './applicants/index';
import { applicantViewRoutes } from './applicant-views/index';
import {
  accountPageReads,
  accountRoutes,
  adminInvitationRoutes,
  adminUserRoutes,
  betterAuthRoutes,
  projectMemberRoutes,
  type TeamJoinHook,
} from './accounts/index';
import { applicationFileRoutes, applicationRoutes } from './applications/index';
import { adminMessageRoutes, messageJobs, projectMessageRoutes, readRepliesOnJoin } from './messages/index';
import { milestoneRoutes } from './milestones/index';
import { setupRoutes } from './setup/index';
import { teamDashboardRoutes } from './team-dashboard/index';
import { reviewRoutes, reviewRubricRoutes } from './reviews/index';
import { networkRoutes } from './networks/index';
import { openApiRoutes } from './openapi/index';

/*
 * What the features give the rest of the server, in one place: their routers, their periodic jobs,
 * the reads the rendered pages are drawn from and their hooks into auth. The floors below
 * (http, jobs, auth, ...) import no feature; app.ts, boot.ts and deps.ts hand these to them.
 */

/** Every feature's router, mounted under /api. One line per feature. */
export function mountFeatures(api: Hono<AppEnv>, deps: AppDeps): void {
  api.route('/', publicConfigRoutes(deps));
  api.route('/stats', statsRoutes(deps));
  api.route('/projects', projectRoutes(deps));
  api.route('/projects', capitalSourceRoutes(deps));
  api.route('/projects', projectMessageRoutes(deps));
  api.route('/projects', projectProfileRoutes(deps));
  api.route('/projects', projectLogoUploadRoutes(deps));
  api.route('/projects', projectMemberRoutes(deps));
  api.route('/projects', milestoneRoutes(deps));
  api.route('/events', eventRoutes(deps));
  api.route('/networks', networkRoutes(deps));
  api.route('/standard-abis', standardAbiRoutes(deps));
  api.route('/revenue-targets', revenueTargetRoutes(deps));
  api.route('/profit-distributions', profitDistributionRoutes(deps));
  api.route('/contracts', contractRoutes(deps));
  api.route('/deployments', journalRoutes(deps));
  api.route('/deployments', accessRoutes(deps));
  api.route('/monitors', monitorRoutes(deps));
  api.route('/alerts', alertRoutes(deps));
  api.route('/products', productRoutes(deps));
  api.route('/launch-schedules', launchScheduleRoutes(deps));
  api.route('/dashboard/contracts-summary', contractsDashboardRoutes(deps));
  api.route('/admin/applications', applicantRoutes(deps));
  api.route('/admin/applications', applicationFileRoutes(deps));
  api.route('/admin/applications', applicantTriageRoutes(deps));
  api.route('/admin/applicant-views', applicantViewRoutes(deps));
  api.route('/applications/changes', changeRequestRoutes(deps));
  api.route('/applications', applicationRoutes(deps));
  api.route('/admin/decision-mail-templates', decisionTemplateRoutes(deps));
  api.route('/admin/analytics/capital', capitalAnalyticsRoutes(deps));
  api.route('/admin/analytics', applicantAnalyticsRoutes(deps));
  api.route('/project-logos', projectLogoRoutes(deps));
  api.route('/auth', betterAuthRoutes(deps));
  api.route('/me/wallets', linkedWalletRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/admin/users', adminUserRoutes(deps));
  api.route('/admin/invitations', adminInvitationRoutes(deps));
  api.route('/admin/messages', adminMessageRoutes(deps));
  api.route('/admin/projects', adminProjectRoutes(deps));
  api.route('/setup', setupRoutes(deps));
  api.route('/team-dashboard', teamDashboardRoutes(deps));
  api.route('/admin/review-rubric', reviewRubricRoutes(deps));
  api.route('/admin/reviews', reviewRoutes(deps));
  // Last: it documents every route mounted above (read when first asked for).
  api.route('/', openApiRoutes(api));
}

/** The periodic jobs the features run (boot() hands them to startJobs in src/server/jobs). */
export function featureJobs(deps: AppDeps): PeriodicJob[] {
  return [...messageJobs(deps), ...monitorJobs(deps)];
}

/** The reads the server-rendered pages are drawn from (createApp() hands them to http/prerender). */
export function prerenderSources(deps: AppDeps): PrerenderSources {
  return { ...projectPageReads(deps), ...statsPageReads(deps), ...accountPageReads(deps) };
}

/** What happens when an account takes a seat on a team (createAppDeps() hands them to accounts). */
export const teamJoinHooks: readonly TeamJoinHook[] = [readRepliesOnJoin];

/**
 * What better-auth's sign-up and reset do to accounts, and who may open a project (createAppDeps()
 * hands them to server/auth and to http's guards).
 */
export { accountHooks, createProjectAccessCheck, setTeamJoinHooks } from './accounts/index';
