import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectTeamMembers, sessions } from '../db/schema/index';
import { signUpAs, type SignedIn } from '../test/auth';
import { createProject } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { audienceOf, type Audience } from './access';

/*
 * The authorization matrix: every API route registered on the app, called by every kind of
 * caller, must answer 401 / 403 / "allowed" (anything else) as its declared audience says. Routes
 * are read from the app itself, so a route added later is covered, and one without `allow()` as
 * its first handler fails here.
 */

type Caller =
  'anonymous' | 'user' | 'member' | 'owner' | 'admin' | 'super_admin' | 'deactivated' | 'forged' | 'expired';
const callers: Caller[] = [
  'anonymous',
  'user',
  'member',
  'owner',
  'admin',
  'super_admin',
  'deactivated',
  'forged',
  'expired',
];
type Outcome = 401 | 403 | 'allowed';

function expected(audience: Audience, caller: Caller, hasProjectParam: boolean): Outcome {
  if (audience === 'anonymous') return 'allowed';
  if (caller === 'anonymous' || caller === 'deactivated' || caller === 'forged' || caller === 'expired')
    return 401;
  if (audience === 'user') return 'allowed';
  if (audience === 'super_admin') return caller === 'super_admin' ? 'allowed' : 403;
  if (audience === 'admin') return caller === 'admin' || caller === 'super_admin' ? 'allowed' : 403;
  // project_member: admins always; a member or the owner only for a route naming their project.
  // project_owner: admins always; the owner only for a route naming their project.
  if (caller === 'admin' || caller === 'super_admin') return 'allowed';
  if (!hasProjectParam) return 403;
  if (caller === 'owner') return 'allowed';
  return caller === 'member' && audience === 'project_member' ? 'allowed' : 403;
}

const outcomeOf = (status: number): Outcome => (status === 401 || status === 403 ? status : 'allowed');

interface ApiRoute {
  method: string;
  path: string;
  audience: Audience | undefined;
}

/** Operations routes live at the root (where balancers and scrapers look), not under /api. */
const opsPaths = new Set(['/health', '/ready', '/metrics']);

/** One entry per method + path, judged by its first handler; `ALL` entries without one are middleware. */
function apiRoutes(routes: ReadonlyArray<{ method: string; path: string; handler: unknown }>): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const r of routes) {
    if (!r.path.startsWith('/api/') && r.path !== '/api' && !opsPaths.has(r.path)) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    const audience = audienceOf(r.handler);
    if (r.method === 'ALL' && !audience) continue;
    seen.set(key, { method: r.method, path: r.path, audience });
  }
  return [...seen.values()];
}

const projectParams = new Set(['id', 'projectId']);

function concretePath(path: string, projectId: string | null): string {
  return path
    .replace(/:(\w+)(\{[^}]*\})?\??/g, (_, name: string) =>
      projectId && projectParams.has(name) ? projectId : randomUUID(),
    )
    .replace(/\*/g, 'matrix-probe');
}

let t: TestContext;
let signedIn: Record<
  'user' | 'member' | 'owner' | 'admin' | 'super_admin' | 'deactivated' | 'expired',
  SignedIn
>;
const forgedCookie = `hatchery.session_token=${'A'.repeat(32)}.${encodeURIComponent('forged-signature=')}`;

beforeAll(async () => {
  t = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '1000', SUBMISSION_RATE_LIMIT: '1000' } });
  signedIn = {
    user: await signUpAs(t),
    member: await signUpAs(t),
    owner: await signUpAs(t),
    admin: await signUpAs(t, { role: 'admin' }),
    super_admin: await signUpAs(t, { role: 'super_admin' }),
    deactivated: await signUpAs(t, { role: 'admin', isActive: false }),
    expired: await signUpAs(t, { role: 'admin' }),
  };
  await t.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(sessions.userId, signedIn.expired.user.id));
});
afterAll(async () => t?.close());

function cookieFor(caller: Caller): string | undefined {
  if (caller === 'anonymous') return undefined;
  if (caller === 'forged') return forgedCookie;
  return signedIn[caller].cookie;
}

describe('authorization matrix', () => {
  it('finds the routes (sanity: the walk sees the auth feature)', () => {
    const paths = apiRoutes(t.app.routes).map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('GET /api/me');
    expect(paths).toContain('PATCH /api/admin/users/:id');
    expect(paths).toContain('GET /api/openapi.json');
    for (const route of [
      'GET /api/projects/:id/capital-sources',
      'POST /api/projects/:id/capital-sources',
      'GET /api/projects/:id/capital-sources/:sourceId',
      'PATCH /api/projects/:id/capital-sources/:sourceId',
      'DELETE /api/projects/:id/capital-sources/:sourceId',
      'GET /api/projects/:id/capital-sources/history',
      'POST /api/projects/:id/capital-sources/sync',
      // Any signed-in user; the answer holds only the caller's projects (team-dashboard.int.test.ts).
      'GET /api/team-dashboard',
      'DELETE /api/projects/:id/team/invitations/:invitationId',
      // Any signed-in account, bound to the token and its address (accept-invitation.int.test.ts).
      'POST /api/invitations/:token/accept',
      // Any signed-in account; another account's invitation is a 404 (my-project-invitations.int.test.ts).
      'GET /api/me/project-invitations',
      'POST /api/me/project-invitations/:invitationId/accept',
      'POST /api/me/project-invitations/:invitationId/decline',
      'POST /api/projects/:id/logo',
      'DELETE /api/projects/:id/logo',
      'GET /api/admin/analytics/capital',
      'DELETE /api/revenue-targets/:id',
      // Applicant triage (issue 16): admins; each admin's views are their own (applicant-views.int.test.ts).
      'GET /api/admin/applications/:id/neighbours',
      'POST /api/admin/applications/bulk-status',
      'DELETE /api/admin/applications/:id/read',
      'GET /api/admin/applicant-views',
      'POST /api/admin/applicant-views',
      'DELETE /api/admin/applicant-views/:id',
      'GET /api/admin/review-rubric',
      'PATCH /api/admin/review-rubric/settings',
      'POST /api/admin/review-rubric/categories',
      'PATCH /api/admin/review-rubric/categories/:id',
      'DELETE /api/admin/review-rubric/categories/:id',
      'GET /api/admin/reviews/next',
      'GET /api/admin/reviews/progress',
      'POST /api/admin/reviews/assignments/bulk',
      'POST /api/admin/reviews/assignments/auto',
      'GET /api/admin/reviews/:applicationId',
      'PUT /api/admin/reviews/:applicationId/mine',
      'POST /api/admin/reviews/:applicationId/recusal',
      'DELETE /api/admin/reviews/:applicationId/recusal',
      'POST /api/admin/reviews/:applicationId/assignees',
      'DELETE /api/admin/reviews/:applicationId/assignees/:reviewerId',
      // Decision mail and requests for changes (issue 16): admins read templates, super admins edit.
      'GET /api/admin/decision-mail-templates',
      'PUT /api/admin/decision-mail-templates/:kind',
      'DELETE /api/admin/decision-mail-templates/:kind',
      'GET /api/admin/applications/held',
      'POST /api/admin/applications/held/release',
      'DELETE /api/admin/applications/:id/held',
      // Password reset: anyone may ask and reset, bound to the mailed token (password-reset.int.test.ts).
      'POST /api/auth/request-password-reset',
      'POST /api/auth/reset-password',
      // Public, bound to the mailed token alone (changes-requested.int.test.ts).
      'GET /api/applications/changes/:token',
      'POST /api/applications/changes/:token',
      // ABI intake and proxies (issue 15), admins only.
      'POST /api/contracts/abi-lookup',
      'GET /api/contracts/:id/proxy',
      'PUT /api/contracts/:id/implementation-abi',
      'POST /api/contracts/:id/abi/preview',
      'PUT /api/contracts/:id/abi',
      // Contract owner/roles and monitors (issue 15): admins only.
      'GET /api/deployments/:id/access',
      'GET /api/monitors',
      'GET /api/monitors/:id',
      'POST /api/monitors',
      'PATCH /api/monitors/:id',
      'DELETE /api/monitors/:id',
      'GET /api/alerts',
      'GET /api/alerts/:id',
      // Sign-In with Ethereum wallet links and the switcher's health list: admins only.
      'GET /api/me/wallets',
      'POST /api/me/wallets/nonce',
      'POST /api/me/wallets',
      'DELETE /api/me/wallets/:id',
      'GET /api/networks/active/health',
    ]) {
      expect(paths).toContain(route);
    }
    expect(paths).toEqual(expect.arrayContaining(['GET /health', 'GET /ready', 'GET /metrics']));
  });

  it('every API route declares an audience', () => {
    const missing = apiRoutes(t.app.routes)
      .filter((r) => !r.audience)
      .map((r) => `${r.method} ${r.path}`);
    expect(missing, 'routes without allow(...) as their first handler').toEqual([]);
  });

  it('lets only super admins change the review rubric', () => {
    const writes = apiRoutes(t.app.routes)
      .filter((r) => r.path.startsWith('/api/admin/review-rubric') && r.method !== 'GET')
      .map((r) => r.audience);
    expect(writes).toHaveLength(4);
    expect(new Set(writes)).toEqual(new Set(['super_admin']));
  });

  it('keeps everything under /api/admin for admins', () => {
    const open = apiRoutes(t.app.routes)
      .filter(
        (r) => r.path.startsWith('/api/admin/') && r.audience !== 'admin' && r.audience !== 'super_admin',
      )
      .map((r) => `${r.method} ${r.path} [${r.audience}]`);
    expect(open).toEqual([]);
  });

  it('every route answers every caller as its audience says', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes(t.app.routes)) {
      if (!route.audience) continue;
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const hasProjectParam = names.some((n) => projectParams.has(n));
      // A fresh project per project route: a write by one caller must not change the next one's answer.
      let projectId: string | null = null;
      if ((route.audience === 'project_member' || route.audience === 'project_owner') && hasProjectParam) {
        projectId = (await createProject(t.db, { createdBy: signedIn.owner.user.id })).id;
        await t.db
          .insert(projectTeamMembers)
          .values({ projectId, userId: signedIn.member.user.id, role: 'developer' });
      }
      const methods = route.method === 'ALL' ? ['GET', 'POST'] : [route.method];
      for (const method of methods) {
        for (const caller of callers) {
          const headers: Record<string, string> = {};
          const cookie = cookieFor(caller);
          if (cookie) headers.cookie = cookie;
          const withBody = method !== 'GET' && method !== 'HEAD';
          const res = await t.request(concretePath(route.path, projectId), {
            method,
            headers,
            ...(withBody ? { json: {} } : {}),
          });
          await res.body?.cancel().catch(() => {});
          const want = expected(route.audience, caller, hasProjectParam);
          const got = outcomeOf(res.status);
          checked++;
          if (want !== got) {
            failures.push(
              `${method} ${route.path} [${route.audience}] as ${caller}: want ${want}, got ${res.status}`,
            );
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});
