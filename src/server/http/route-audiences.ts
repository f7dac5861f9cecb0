import type { Audience } from './access';

/**
 * The access policy: who may call each route, written here apart from the routes' own
 * `allow(...)`. The authorization matrix (`authorization.int.test.ts`) fails when a route exists
 * that this table does not list (or the other way round), when a route's `allow(...)` names
 * another audience, and when a route answers any kind of caller otherwise than this audience
 * says. A change of policy is a change here, seen in review beside the route that changed.
 *
 * Audiences: `anonymous` anyone; `user` any signed-in active account; `project_member` the
 * creator or a team member of the ACTIVE project the path names (`:id` / `:projectId`), and
 * admins; `project_owner` the creator of that active project, and admins; `admin` admins and
 * super admins; `super_admin` super admins only.
 */
export const routeAudiences = {
  // Operations, at the root where balancers and scrapers look. /metrics checks its own bearer
  // token (METRICS_TOKEN) rather than a session.
  'GET /health': 'anonymous',
  'GET /ready': 'anonymous',
  'GET /metrics': 'anonymous',

  // Public reads and the site's own configuration.
  'GET /api/health': 'anonymous',
  'GET /api/config': 'anonymous',
  'GET /api/openapi.json': 'anonymous',
  'GET /api/stats/public': 'anonymous',
  'GET /api/stats/transparency': 'anonymous',
  'GET /api/projects': 'anonymous',
  'GET /api/project-logos/:projectId': 'anonymous',
  'GET /api/networks/active': 'anonymous',
  // Anyone may open the stream; each topic is checked against the caller inside.
  'GET /api/events': 'anonymous',

  // Accounts. better-auth's own routes are public (sign-in, sign-up, session); the reset is bound
  // to the mailed token.
  'GET /api/auth/*': 'anonymous',
  'POST /api/auth/*': 'anonymous',
  'POST /api/auth/request-password-reset': 'anonymous',
  'POST /api/auth/reset-password': 'anonymous',
  'GET /api/me': 'anonymous',
  'GET /api/setup': 'anonymous',
  'POST /api/setup': 'anonymous',
  'GET /api/invitations/:token': 'anonymous',
  'POST /api/invitations/:token/accept': 'user',
  'GET /api/me/project-invitations': 'user',
  'POST /api/me/project-invitations/:invitationId/accept': 'user',
  'POST /api/me/project-invitations/:invitationId/decline': 'user',
  'GET /api/team-dashboard': 'user',
  // Sign-In with Ethereum wallet links: the admin side's wallet, admins only.
  'GET /api/me/wallets': 'admin',
  'POST /api/me/wallets/nonce': 'admin',
  'POST /api/me/wallets': 'admin',
  'DELETE /api/me/wallets/:id': 'admin',

  // Applications: anyone applies; a change request is bound to its mailed token.
  'POST /api/applications': 'anonymous',
  'GET /api/applications/changes/:token': 'anonymous',
  'POST /api/applications/changes/:token': 'anonymous',

  // A project's founder side: its team reads, its owner changes the profile and the team.
  'GET /api/projects/:id/profile': 'project_member',
  'GET /api/projects/:id/overview': 'project_member',
  'PATCH /api/projects/:id': 'project_owner',
  'POST /api/projects/:id/logo': 'project_owner',
  'DELETE /api/projects/:id/logo': 'project_owner',
  'GET /api/projects/:id/team': 'project_member',
  'POST /api/projects/:id/team': 'project_owner',
  'PATCH /api/projects/:id/team/:memberId': 'project_owner',
  'DELETE /api/projects/:id/team/:memberId': 'project_owner',
  'DELETE /api/projects/:id/team/invitations/:invitationId': 'project_owner',
  'POST /api/projects/:id/owner': 'project_owner',
  'GET /api/projects/:projectId/messages': 'project_member',
  'POST /api/projects/:projectId/messages': 'project_member',
  'POST /api/projects/:projectId/messages/read': 'project_member',
  'PATCH /api/projects/:projectId/messages/:messageId': 'project_member',
  'GET /api/projects/:id/milestones': 'project_member',
  'POST /api/projects/:id/milestones': 'admin',
  'PATCH /api/projects/:id/milestones/:milestoneId': 'admin',
  'DELETE /api/projects/:id/milestones/:milestoneId': 'admin',
  'GET /api/projects/:id/capital-sources': 'project_member',
  'GET /api/projects/:id/capital-sources/history': 'project_member',
  'POST /api/projects/:id/capital-sources/sync': 'project_member',
  'GET /api/projects/:id/capital-sources/:sourceId': 'project_member',
  'POST /api/projects/:id/capital-sources': 'admin',
  'PATCH /api/projects/:id/capital-sources/:sourceId': 'admin',
  'DELETE /api/projects/:id/capital-sources/:sourceId': 'admin',

  // Networks, ABIs, contracts and what hangs off them: admins.
  'GET /api/networks/active/health': 'admin',
  'GET /api/networks': 'admin',
  'GET /api/networks/:id': 'admin',
  'POST /api/networks': 'admin',
  'PATCH /api/networks/:id': 'admin',
  'DELETE /api/networks/:id': 'admin',
  'POST /api/networks/:id/health': 'admin',
  'POST /api/networks/:id/rpc': 'admin',
  'GET /api/standard-abis': 'admin',
  'GET /api/standard-abis/:id': 'admin',
  'POST /api/standard-abis': 'admin',
  'PATCH /api/standard-abis/:id': 'admin',
  'DELETE /api/standard-abis/:id': 'admin',
  'GET /api/contracts': 'admin',
  'GET /api/contracts/:id': 'admin',
  'POST /api/contracts': 'admin',
  'POST /api/contracts/abi-lookup': 'admin',
  'GET /api/contracts/:id/proxy': 'admin',
  'PUT /api/contracts/:id/implementation-abi': 'admin',
  'POST /api/contracts/:id/abi/preview': 'admin',
  'PUT /api/contracts/:id/abi': 'admin',
  'PATCH /api/contracts/:id': 'admin',
  'DELETE /api/contracts/:id': 'admin',
  'GET /api/deployments/:id/transactions': 'admin',
  'POST /api/deployments/:id/transactions': 'admin',
  'PATCH /api/deployments/:id/transactions/:txId': 'admin',
  'GET /api/deployments/:id/access': 'admin',
  'GET /api/monitors': 'admin',
  'GET /api/monitors/:id': 'admin',
  'POST /api/monitors': 'admin',
  'PATCH /api/monitors/:id': 'admin',
  'DELETE /api/monitors/:id': 'admin',
  'GET /api/alerts': 'admin',
  'GET /api/alerts/:id': 'admin',
  'GET /api/products': 'admin',
  'GET /api/products/:id': 'admin',
  'POST /api/products': 'admin',
  'PATCH /api/products/:id': 'admin',
  'DELETE /api/products/:id': 'admin',
  'GET /api/products/:id/transactions': 'admin',
  'GET /api/dashboard/contracts-summary': 'admin',

  // Incubator money and schedules: admins.
  'GET /api/revenue-targets': 'admin',
  'POST /api/revenue-targets': 'admin',
  'PATCH /api/revenue-targets/:id': 'admin',
  'DELETE /api/revenue-targets/:id': 'admin',
  'GET /api/profit-distributions': 'admin',
  'POST /api/profit-distributions': 'admin',
  'GET /api/launch-schedules': 'admin',
  'POST /api/launch-schedules': 'admin',
  'PATCH /api/launch-schedules/:id': 'admin',
  'DELETE /api/launch-schedules/:id': 'admin',

  // The admin side. Deleting an application and editing decision mail: super admins.
  'GET /api/admin/applications': 'admin',
  'GET /api/admin/applications/counts': 'admin',
  'GET /api/admin/applications/export.csv': 'admin',
  'POST /api/admin/applications/read': 'admin',
  'GET /api/admin/applications/held': 'admin',
  'POST /api/admin/applications/held/release': 'admin',
  'DELETE /api/admin/applications/:id/held': 'admin',
  'GET /api/admin/applications/:id': 'admin',
  'POST /api/admin/applications/:id/read': 'admin',
  'DELETE /api/admin/applications/:id/read': 'admin',
  'PATCH /api/admin/applications/:id/status': 'admin',
  'GET /api/admin/applications/:id/notes': 'admin',
  'POST /api/admin/applications/:id/notes': 'admin',
  'POST /api/admin/applications/:id/project': 'admin',
  'DELETE /api/admin/applications/:id': 'super_admin',
  'GET /api/admin/applications/:id/files/:kind': 'admin',
  'GET /api/admin/applications/:id/neighbours': 'admin',
  'POST /api/admin/applications/bulk-status': 'admin',
  'GET /api/admin/applicant-views': 'admin',
  'POST /api/admin/applicant-views': 'admin',
  'DELETE /api/admin/applicant-views/:id': 'admin',
  'GET /api/admin/decision-mail-templates': 'admin',
  'PUT /api/admin/decision-mail-templates/:kind': 'super_admin',
  'DELETE /api/admin/decision-mail-templates/:kind': 'super_admin',
  'GET /api/admin/analytics': 'admin',
  'GET /api/admin/analytics/capital': 'admin',
  'GET /api/admin/users': 'admin',
  'PATCH /api/admin/users/:id': 'admin',
  'GET /api/admin/invitations': 'admin',
  'POST /api/admin/invitations': 'admin',
  'DELETE /api/admin/invitations/:id': 'admin',
  'GET /api/admin/messages': 'admin',
  'GET /api/admin/messages/counts': 'admin',
  'PATCH /api/admin/messages/:id': 'admin',
  'GET /api/admin/projects': 'admin',
  'POST /api/admin/projects': 'admin',

  // Reviews: every admin reads the rubric and scores; super admins change the rubric. Assignment
  // orders an admin's work, it does not gate it: an admin not assigned may still score.
  'GET /api/admin/review-rubric': 'admin',
  'PATCH /api/admin/review-rubric/settings': 'super_admin',
  'POST /api/admin/review-rubric/categories': 'super_admin',
  'PATCH /api/admin/review-rubric/categories/:id': 'super_admin',
  'DELETE /api/admin/review-rubric/categories/:id': 'super_admin',
  'GET /api/admin/reviews/next': 'admin',
  'GET /api/admin/reviews/progress': 'admin',
  'POST /api/admin/reviews/assignments/bulk': 'admin',
  'POST /api/admin/reviews/assignments/auto': 'admin',
  'GET /api/admin/reviews/:applicationId': 'admin',
  'PUT /api/admin/reviews/:applicationId/mine': 'admin',
  'POST /api/admin/reviews/:applicationId/recusal': 'admin',
  'DELETE /api/admin/reviews/:applicationId/recusal': 'admin',
  'POST /api/admin/reviews/:applicationId/assignees': 'admin',
  'DELETE /api/admin/reviews/:applicationId/assignees/:reviewerId': 'admin',
} as const satisfies Record<string, Audience>;

export type RouteKey = keyof typeof routeAudiences;
