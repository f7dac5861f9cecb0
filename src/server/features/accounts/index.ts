import type { PrerenderSources } from '../../http/prerender';
import type { AppDeps } from '../../http/types';
import { getMe } from './account';

/*
 * People and their access, for the composition root: the routes (better-auth's endpoints, the
 * caller's account and invitations, the admin's users and invitations, a project's team), the
 * account in a rendered page's header, the project access check http's guards use, and what
 * server/auth and a team seat call at run time (handed in by createAppDeps()).
 */
export { accountRoutes, betterAuthRoutes } from './account-routes';
export { adminInvitationRoutes, adminUserRoutes } from './admin-routes';
export { projectMemberRoutes } from './team-routes';
export { createProjectAccessCheck } from './project-access';
export { setTeamJoinHooks } from './join-team';
export type { TeamJoinHook } from './team-seats';
export { accountHooks } from './sign-up';

/** The signed-in visitor's account, drawn into a rendered page's header. */
export function accountPageReads(deps: AppDeps): Pick<PrerenderSources, 'me'> {
  return { me: (userId) => getMe({ db: deps.database.db, userId }) };
}
