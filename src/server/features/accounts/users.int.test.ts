import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { withSignedIn } from '../../test/admin-context';
import { createTestContext, type TestContext } from '../../test/harness';

/** The e-mail of the account behind `headers`' session, or null: /api/me answers `{ user: null }` signed out. */
const sessionUser = async (headers: Record<string, string>): Promise<string | null> =>
  (await (await t.request('/api/me', { headers })).json()).user?.email ?? null;

let t: TestContext;
let admin: SignedIn;
let superAdmin: SignedIn;
withSignedIn(
  [{ role: 'admin', name: 'Alice Admin' }, 'super_admin'],
  (ctx, users) => {
    [t, [admin, superAdmin]] = [ctx, users];
  },
  { AUTH_RATE_LIMIT_MAX: '1000' },
);

const patch = (by: SignedIn, id: string, json: Record<string, unknown>) =>
  t.request(`/api/admin/users/${id}`, { method: 'PATCH', json, headers: by.headers });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const signIn = (u: SignedIn) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: u.email, password: u.password } });

describe('GET /api/admin/users', () => {
  it('lists newest first, searches e-mail and name, pages', async () => {
    const zed = await signUpAs(t, { email: 'zed.search@example.com', name: 'Zed Quux' });
    const res = await t.request('/api/admin/users?pageSize=2', { headers: admin.headers });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.users).toHaveLength(2);
    expect(body.users[0]).toEqual({
      id: zed.user.id,
      email: 'zed.search@example.com',
      name: 'Zed Quux',
      role: 'user',
      isActive: true,
      emailVerified: true,
      createdAt: expect.any(String),
    });
    const byName = await (await t.request('/api/admin/users?search=quux', { headers: admin.headers })).json();
    expect(byName.users.map((u: { id: string }) => u.id)).toEqual([zed.user.id]);
    expect(byName.total).toBe(1);
    const wildcard = await (
      await t.request('/api/admin/users?search=%25', { headers: admin.headers })
    ).json();
    expect(wildcard.total).toBe(0);
    const page2 = await (
      await t.request('/api/admin/users?pageSize=1&page=2', { headers: admin.headers })
    ).json();
    expect(page2.users[0].id).not.toBe(zed.user.id);
    const bad = await t.request('/api/admin/users?pageSize=1000', { headers: admin.headers });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.pageSize).toBe('pageSize must be at most 100');
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('lets an admin manage plain users but not grant or remove admin roles', async () => {
    const user = await signUpAs(t);
    const other = await signUpAs(t, { role: 'admin' });
    const grant = await patch(admin, user.user.id, { role: 'admin' });
    expect(grant.status).toBe(403);
    expect(await errorOf(grant)).toBe('Only a super admin can grant or remove admin roles');
    const remove = await patch(admin, other.user.id, { role: 'user' });
    expect(remove.status).toBe(403);
    expect(await errorOf(await patch(admin, other.user.id, { isActive: false }))).toBe(
      'Only a super admin can change an admin account',
    );
    const promoted = await patch(superAdmin, user.user.id, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect((await promoted.json()).user).toMatchObject({ id: user.user.id, role: 'admin' });
    const me = await t.request('/api/me', { headers: user.headers });
    expect((await me.json()).user.role).toBe('admin');
    expect((await patch(superAdmin, user.user.id, { role: 'user' })).status).toBe(200);
  });

  it('refuses changing your own role or deactivating yourself', async () => {
    const own = await patch(admin, admin.user.id, { role: 'user' });
    expect(own.status).toBe(403);
    expect(await errorOf(own)).toBe('You cannot change your own role');
    const selfSuper = await patch(superAdmin, superAdmin.user.id, { role: 'admin' });
    expect(selfSuper.status).toBe(403);
    const off = await patch(superAdmin, superAdmin.user.id, { isActive: false });
    expect(await errorOf(off)).toBe('You cannot deactivate your own account');
  });

  it('deactivates: sessions end, sign-in is refused; reactivation lets them back in', async () => {
    const user = await signUpAs(t);
    expect(await sessionUser(user.headers)).toBe(user.email);
    const off = await patch(admin, user.user.id, { isActive: false });
    expect(off.status).toBe(200);
    expect((await off.json()).user.isActive).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.user.id))).toHaveLength(0);
    expect(await sessionUser(user.headers)).toBeNull();
    expect((await signIn(user)).status).toBe(403);
    const on = await patch(admin, user.user.id, { isActive: true });
    expect((await on.json()).user.isActive).toBe(true);
    expect((await signIn(user)).status).toBe(200);
  });

  it('never leaves the platform without an active super admin', async () => {
    const ctx = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
    try {
      const a = await signUpAs(ctx, { role: 'super_admin' });
      const b = await signUpAs(ctx, { role: 'super_admin' });
      const demote = (by: SignedIn, target: SignedIn) =>
        ctx.request(`/api/admin/users/${target.user.id}`, {
          method: 'PATCH',
          json: { role: 'user' },
          headers: by.headers,
        });
      // Each demotes the other at once: exactly one may win.
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const supers = await ctx.db.select().from(users).where(eq(users.role, 'super_admin'));
      expect(supers).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });

  it('validates the body and the target', async () => {
    const user = await signUpAs(t);
    const empty = await patch(admin, user.user.id, {});
    expect(empty.status).toBe(400);
    const badRole = await patch(admin, user.user.id, { role: 'owner' });
    expect(badRole.status).toBe(400);
    expect(Object.keys((await badRole.json()).error.fields)).toEqual(['role']);
    const badActive = await patch(admin, user.user.id, { isActive: 'no' });
    expect(badActive.status).toBe(400);
    const missing = await patch(admin, 'no-such-user', { isActive: false });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toBe('User not found');
  });
});
