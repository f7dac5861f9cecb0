import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { projectTeamMembers } from '../../db/schema/index';
import { sessionMiddleware } from '../../auth/middleware';
import { allow } from '../../http/access';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/types';
import { signUpAs } from '../../test/auth';
import { createProject } from '../../test/factories';
import { withSignedIn } from '../../test/admin-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
withSignedIn([], (ctx) => {
  t = ctx;
});

describe('GET /api/me', () => {
  it('lists own active projects and team projects once each', async () => {
    const me = await signUpAs(t, { name: 'Founder' });
    const other = await signUpAs(t);
    const own = await createProject(t.db, { name: 'A own', createdBy: me.user.id, currentPhase: 'testing' });
    await createProject(t.db, { name: 'B own inactive', createdBy: me.user.id, isActive: false });
    const team = await createProject(t.db, { name: 'C team', createdBy: other.user.id });
    const teamInactive = await createProject(t.db, {
      name: 'D team inactive',
      createdBy: other.user.id,
      isActive: false,
    });
    await createProject(t.db, { name: 'E not mine', createdBy: other.user.id });
    await t.db.insert(projectTeamMembers).values([
      { projectId: own.id, userId: me.user.id, role: 'developer' },
      { projectId: team.id, userId: me.user.id, role: 'designer' },
      { projectId: teamInactive.id, userId: me.user.id, role: 'developer' },
    ]);

    const res = await t.request('/api/me', { headers: me.headers });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toEqual({
      id: me.user.id,
      email: me.email,
      name: 'Founder',
      role: 'user',
      emailVerified: true,
    });
    expect(body.profile).toEqual({ role: 'user', isActive: true });
    expect(body.projects).toEqual([
      {
        id: own.id,
        name: 'A own',
        description: own.description,
        currentPhase: 'testing',
        createdBy: me.user.id,
        isOwner: true,
        role: 'owner',
      },
      {
        id: team.id,
        name: 'C team',
        description: team.description,
        currentPhase: team.currentPhase,
        createdBy: other.user.id,
        isOwner: false,
        role: 'designer',
      },
    ]);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a signed-out caller, and a stale or forged session, with no user and no error', async () => {
    const anonymous: Record<string, string> = {};
    for (const headers of [anonymous, { cookie: 'better-auth.session_token=forged.value' }]) {
      const res = await t.request('/api/me', { headers });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ user: null });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('project_member audience', () => {
  it('admits owners and team members of an active project, and admins', async () => {
    // A probe route behind the real session middleware and the check createApp installed.
    const probe = new Hono<AppEnv>();
    probe.use('*', async (c, next) => {
      c.set('deps', t.deps);
      await next();
    });
    probe.use('*', sessionMiddleware(t.deps));
    probe.get('/probe/:id', allow('project_member'), (c) => c.json({ ok: true }));
    probe.onError((err, c) => c.json({}, err instanceof AppError ? (err.status as 403) : 500));
    const owner = await signUpAs(t);
    const member = await signUpAs(t);
    const stranger = await signUpAs(t);
    const admin = await signUpAs(t, { role: 'admin' });
    const project = await createProject(t.db, { createdBy: owner.user.id });
    const closed = await createProject(t.db, { createdBy: owner.user.id, isActive: false });
    await t.db.insert(projectTeamMembers).values({ projectId: project.id, userId: member.user.id });
    const status = async (who: { headers: Record<string, string> }, id: string) =>
      (await probe.request(`/probe/${id}`, { headers: who.headers })).status;
    expect(await status(owner, project.id)).toBe(200);
    expect(await status(member, project.id)).toBe(200);
    expect(await status(stranger, project.id)).toBe(403);
    expect(await status(owner, closed.id)).toBe(403);
    expect(await status(member, 'not-a-uuid')).toBe(403);
    expect(await status(admin, project.id)).toBe(200);
  });
});
