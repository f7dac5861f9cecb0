import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectTeamMembers, sessions } from '../db/schema/index';
import { signUpAs, type SignedIn } from '../test/auth';
import { createApplication, createProject } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { audienceOf, type Audience } from './access';
import { routeAudiences } from './route-audiences';

/*
 * The authorization matrix. The policy is `routeAudiences` (route-audiences.ts), written apart
 * from the routes; the routes are read from the app itself. It fails when:
 *  (a) the app has a route the table does not list, or the table lists one the app does not have;
 *  (b) a route's `allow(...)` (its first handler) names another audience than the table;
 *  (c) a route answers any kind of caller otherwise than the table's audience says.
 *
 * What a caller observes is one of:
 *  - 401: status 401 with code UNAUTHENTICATED (signed out, or a session the server refuses);
 *  - 403: status 403 with code FORBIDDEN;
 *  - 'allowed': the route itself ran and answered: a 2xx, or a 4xx other than 401/403 (a 400
 *    for the matrix's empty body, a 404 for its random ids, a 409...). The API's catch-all 404 ('No
 *    API route', the path matched no route) is NOT allowed, nor is any 5xx, nor a 401/403 under
 *    another code (e.g. the origin check's SECURITY_ERROR): each is reported as itself, and fails.
 * A route's own 401/403 for a caller its audience admits also fails here: the table is then wrong
 * about that route, or the route is.
 */

type Caller =
  | 'anonymous'
  | 'forged'
  | 'expired'
  | 'deactivated'
  | 'user'
  | 'member'
  | 'owner'
  | 'founder'
  | 'ownerRowOnly'
  | 'inactiveMember'
  | 'inactiveOwner'
  | 'admin'
  | 'adminOnInactive'
  | 'super_admin';

/**
 * Which of the route's projects a caller's path names, and what they are on it:
 *  - member: 'developer' row on the active project; owner: its creator;
 *  - founder: the creator of another active project who also has a team row 'owner' there (the
 *    demo founders' shape);
 *  - ownerRowOnly: a team row 'owner' on the active project without being its creator. Ownership is
 *    the project's `createdBy` (project-access.ts, and an ownership transfer moves that); a row
 *    that says 'owner' gives a member's rights, not the owner's;
 *  - inactiveMember / inactiveOwner: a team member / the creator of a DEACTIVATED project. The
 *    access rule opens active projects only (spec section 6, `isActive` in project-access.ts): both
 *    get 403 on its project routes, like a stranger; admins still reach it (adminOnInactive).
 */
const callerProject: Record<Caller, 'active' | 'founders' | 'inactive'> = {
  anonymous: 'active',
  forged: 'active',
  expired: 'active',
  deactivated: 'active',
  user: 'active',
  member: 'active',
  owner: 'active',
  founder: 'founders',
  ownerRowOnly: 'active',
  inactiveMember: 'inactive',
  inactiveOwner: 'inactive',
  admin: 'active',
  adminOnInactive: 'inactive',
  super_admin: 'active',
};
const callers = Object.keys(callerProject) as Caller[];
type Outcome = 401 | 403 | 'allowed';

/** What the caller is on the project their path names: their rights under project_* audiences. */
function projectRights(caller: Caller): 'owner' | 'member' | 'none' {
  if (caller === 'owner' || caller === 'founder') return 'owner';
  if (caller === 'member' || caller === 'ownerRowOnly') return 'member';
  return 'none';
}

function expected(audience: Audience, caller: Caller, namesProject: boolean): Outcome {
  if (audience === 'anonymous') return 'allowed';
  if (caller === 'anonymous' || caller === 'forged' || caller === 'expired' || caller === 'deactivated')
    return 401;
  if (audience === 'user') return 'allowed';
  const admin = caller === 'admin' || caller === 'adminOnInactive' || caller === 'super_admin';
  if (audience === 'super_admin') return caller === 'super_admin' ? 'allowed' : 403;
  if (admin) return 'allowed';
  if (audience === 'admin' || !namesProject) return 403;
  const rights = projectRights(caller);
  if (audience === 'project_owner') return rights === 'owner' ? 'allowed' : 403;
  return rights === 'none' ? 403 : 'allowed';
}

/** The observed outcome, or a description of an answer that is none of the three. */
async function outcomeOf(res: Response): Promise<Outcome | string> {
  const probe = res.status >= 500 || res.status === 401 || res.status === 403 || res.status === 404;
  if (!probe) {
    await res.body?.cancel().catch(() => {});
    // A redirect or an informational answer is not what any route here gives a caller.
    return (res.status >= 200 && res.status < 300) || (res.status >= 400 && res.status < 500)
      ? 'allowed'
      : `${res.status}`;
  }
  const text = await res.text();
  let error: { code?: string; message?: string } = {};
  try {
    error = (JSON.parse(text) as { error?: typeof error }).error ?? {};
  } catch {
    // Not our JSON error (better-auth answers some 404s itself); judged by status alone.
  }
  if (res.status >= 500) return `${res.status} ${text.slice(0, 160)}`;
  if (res.status === 404)
    return error.message?.startsWith('No API route')
      ? `404 from the catch-all (no route matched)`
      : 'allowed';
  const code = res.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
  return error.code === code ? (res.status as 401 | 403) : `${res.status} ${error.code}: ${error.message}`;
}

interface ApiRoute {
  key: string;
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
    seen.set(key, { key, method: r.method, path: r.path, audience });
  }
  return [...seen.values()];
}

const table: Record<string, Audience> = routeAudiences;
const projectParams = new Set(['id', 'projectId']);

function concretePath(path: string, projectId: string | null): string {
  return path
    .replace(/:(\w+)(\{[^}]*\})?\??/g, (_, name: string) =>
      projectId && projectParams.has(name) ? projectId : randomUUID(),
    )
    .replace(/\*/g, 'matrix-probe');
}

type Account = Exclude<Caller, 'anonymous' | 'forged' | 'adminOnInactive'>;
let t: TestContext;
let signedIn: Record<Account, SignedIn>;
const forgedCookie = `hatchery.session_token=${'A'.repeat(32)}.${encodeURIComponent('forged-signature=')}`;

beforeAll(async () => {
  t = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '1000', SUBMISSION_RATE_LIMIT: '1000' } });
  signedIn = {
    user: await signUpAs(t),
    member: await signUpAs(t),
    owner: await signUpAs(t),
    founder: await signUpAs(t),
    ownerRowOnly: await signUpAs(t),
    inactiveMember: await signUpAs(t),
    inactiveOwner: await signUpAs(t),
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
  return signedIn[caller === 'adminOnInactive' ? 'admin' : caller].cookie;
}

/** Fresh projects for one route, so a write by one caller cannot change the next one's answer. */
async function projectsForRoute(): Promise<Record<'active' | 'founders' | 'inactive', string>> {
  const id = (u: Account) => signedIn[u].user.id;
  const active = (await createProject(t.db, { createdBy: id('owner') })).id;
  const founders = (await createProject(t.db, { createdBy: id('founder') })).id;
  const inactive = (await createProject(t.db, { createdBy: id('inactiveOwner'), isActive: false })).id;
  await t.db.insert(projectTeamMembers).values([
    { projectId: active, userId: id('member'), role: 'developer' },
    { projectId: active, userId: id('ownerRowOnly'), role: 'owner' },
    { projectId: founders, userId: id('founder'), role: 'owner' },
    { projectId: inactive, userId: id('inactiveMember'), role: 'developer' },
  ]);
  return { active, founders, inactive };
}

describe('authorization matrix', () => {
  it('(a) the table lists every route the app has, and no other', () => {
    const actual = new Set(apiRoutes(t.app.routes).map((r) => r.key));
    expect(actual.size, 'the walk sees the app (sanity)').toBeGreaterThan(100);
    const unlisted = [...actual].filter((key) => !(key in table));
    const gone = Object.keys(table).filter((key) => !actual.has(key));
    expect(unlisted, 'routes missing from route-audiences.ts').toEqual([]);
    expect(gone, 'route-audiences.ts rows with no such route').toEqual([]);
  });

  it("(b) every route's allow(...) declares the table's audience", () => {
    const differs = apiRoutes(t.app.routes)
      .filter((r) => r.key in table && r.audience !== table[r.key])
      .map(
        (r) =>
          `${r.key}: allow(${r.audience ?? 'none: first handler is not allow()'}), table ${table[r.key]}`,
      );
    expect(differs).toEqual([]);
  });

  it('the table keeps /api/admin for admins and the rubric writes for super admins', () => {
    const open = Object.entries(table).filter(
      ([key, audience]) => key.includes(' /api/admin/') && audience !== 'admin' && audience !== 'super_admin',
    );
    expect(open).toEqual([]);
    const rubricWrites = Object.entries(table).filter(
      ([key]) => key.includes(' /api/admin/review-rubric') && !key.startsWith('GET '),
    );
    expect(rubricWrites).toHaveLength(4);
    expect(new Set(rubricWrites.map(([, audience]) => audience))).toEqual(new Set(['super_admin']));
  });

  it('(c) every route answers every caller as the table says', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes(t.app.routes)) {
      const audience = table[route.key];
      if (!audience) continue; // (a) reports it
      const namesProject = [...route.path.matchAll(/:(\w+)/g)].some((m) => projectParams.has(m[1]!));
      const projects = namesProject ? await projectsForRoute() : null;
      const methods = route.method === 'ALL' ? ['GET', 'POST'] : [route.method];
      for (const method of methods) {
        for (const caller of callers) {
          const headers: Record<string, string> = {};
          const cookie = cookieFor(caller);
          if (cookie) headers.cookie = cookie;
          const withBody = method !== 'GET' && method !== 'HEAD';
          const projectId = projects ? projects[callerProject[caller]] : null;
          const res = await t.request(concretePath(route.path, projectId), {
            method,
            headers,
            ...(withBody ? { json: {} } : {}),
          });
          const want = expected(audience, caller, namesProject);
          const got = await outcomeOf(res);
          checked++;
          if (want !== got)
            failures.push(`${method} ${route.path} [${audience}] as ${caller}: want ${want}, got ${got}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100 * callers.length);
    expect(failures).toEqual([]);
  });

  it('an admin not assigned to an application still reads, scores and recuses it', async () => {
    // Reviewers are admins; assignment orders their work (GET /next), it does not gate the
    // review routes: any admin may score any application (decision 0014).
    const superAdmin = signedIn.super_admin;
    const [assigned, unassigned] = [
      await signUpAs(t, { role: 'admin' }),
      await signUpAs(t, { role: 'admin' }),
    ];
    const app = await createApplication(t.db);
    const category = await t.request('/api/admin/review-rubric/categories', {
      method: 'POST',
      headers: superAdmin.headers,
      json: { name: `Matrix ${randomUUID().slice(0, 6)}`, weight: 1 },
    });
    expect(category.status).toBe(201);
    const categoryId = ((await category.json()) as { id: string }).id;
    const assign = await t.request(`/api/admin/reviews/${app.id}/assignees`, {
      method: 'POST',
      headers: superAdmin.headers,
      json: { reviewerId: assigned.user.id },
    });
    expect(assign.status).toBe(200);

    const read = await t.request(`/api/admin/reviews/${app.id}`, { headers: unassigned.headers });
    expect(read.status).toBe(200);
    const panel = (await read.json()) as { assignees: Array<{ id: string }> };
    expect(panel.assignees.map((a) => a.id)).toEqual([assigned.user.id]);
    const scored = await t.request(`/api/admin/reviews/${app.id}/mine`, {
      method: 'PUT',
      headers: unassigned.headers,
      json: { scores: { [categoryId]: { score: 3 } } },
    });
    expect(scored.status).toBe(200);
    const recused = await t.request(`/api/admin/reviews/${app.id}/recusal`, {
      method: 'POST',
      headers: unassigned.headers,
      json: { reason: 'Advises the founders' },
    });
    expect(recused.status).toBe(201);
    // ...and a founder or a plain user is refused on the same routes, assigned or not.
    for (const who of [signedIn.user, signedIn.owner]) {
      const refused = await t.request(`/api/admin/reviews/${app.id}/mine`, {
        method: 'PUT',
        headers: who.headers,
        json: { scores: { [categoryId]: { score: 3 } } },
      });
      expect(refused.status).toBe(403);
    }
  });
});
