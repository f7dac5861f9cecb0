import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applicantViews } from '../schema/index';
import type { MeResponse } from '~/shared/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { seedDemo } from './demo';
import { DEMO_PASSWORD, seedDemoLogins } from './demo-logins';
import { demoAdminViews } from './demo-views';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  await seedDemo({ db: t.db });
});
afterAll(() => t.close());

async function signIn(email: string): Promise<MeResponse> {
  const res = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: DEMO_PASSWORD },
  });
  expect(res.status, email).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (await t.request('/api/me', { headers: { cookie } })).json();
}

it('creates demo logins that sign in: admins, and founders who own a demo project', async () => {
  const logins = await seedDemoLogins(t.deps);
  expect(logins.map((l) => l.role)).toEqual(['super_admin', 'admin', 'user', 'user', 'user', 'user']);

  expect((await signIn(logins[0]!.email)).user.role).toBe('super_admin');
  const admin = await signIn(logins[1]!.email);
  expect(admin.user.role).toBe('admin');
  const views = await t.db.select().from(applicantViews).where(eq(applicantViews.userId, admin.user.id));
  expect(views.map((v) => v.name).sort()).toEqual(demoAdminViews.map((v) => v.name).sort());
  const founders = [await signIn(logins[2]!.email), await signIn(logins[3]!.email)];
  for (const founder of founders) {
    expect(founder.projects).toHaveLength(1);
    expect(founder.projects[0]!.isOwner).toBe(true);
  }
  expect(founders[0]!.projects[0]!.id).not.toBe(founders[1]!.projects[0]!.id);
  expect(logins[2]!.sees).toContain(founders[0]!.projects[0]!.name);

  // The team member is on both founders' projects; the newcomer on none.
  const member = await signIn(logins[4]!.email);
  expect(member.projects.map((p) => [p.id, p.isOwner, p.role])).toEqual(
    expect.arrayContaining([
      [founders[0]!.projects[0]!.id, false, 'developer'],
      [founders[1]!.projects[0]!.id, false, 'advisor'],
    ]),
  );
  expect(member.projects).toHaveLength(2);
  expect((await signIn(logins[5]!.email)).projects).toEqual([]);
});

it("prints the newcomer's open invitation into a founder's team, which that account can accept", async () => {
  const logins = await seedDemoLogins(t.deps);
  const newcomer = logins[5]!;
  const link = /\/accept-invitation\?token=([\w-]+)/.exec(newcomer.sees);
  expect(link, newcomer.sees).not.toBeNull();
  const check = await t.request(`/api/invitations/${link![1]}`);
  expect(check.status).toBe(200);
  expect(await check.json()).toMatchObject({
    email: newcomer.email,
    hasAccount: true,
    project: { role: 'designer' },
  });

  // The same link on the next start, not a second invitation; gone from the list once accepted.
  expect((await seedDemoLogins(t.deps))[5]!.sees).toContain(link![0]);
  const res = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: newcomer.email, password: DEMO_PASSWORD },
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const accepted = await t.request(`/api/invitations/${link![1]}/accept`, {
    method: 'POST',
    headers: { cookie },
  });
  expect(accepted.status).toBe(200);
  expect((await signIn(newcomer.email)).projects).toHaveLength(1);
  expect((await seedDemoLogins(t.deps))[5]!.sees).not.toContain('accept-invitation');
});

it('keeps the accounts on the next demo start instead of duplicating them', async () => {
  const again = await seedDemoLogins(t.deps);
  expect(again).toHaveLength(6);
  const founder = await signIn(again[2]!.email);
  expect(founder.projects).toHaveLength(1);
});

it("shows the second founder a pending invitation onto the first founder's team, and says so", async () => {
  const logins = await seedDemoLogins(t.deps);
  const res = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: logins[3]!.email, password: DEMO_PASSWORD },
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const first = (await signIn(logins[2]!.email)).projects[0]!;
  const list = await (await t.request('/api/me/project-invitations', { headers: { cookie } })).json();
  expect(list.invitations).toMatchObject([
    { project: { id: first.id, name: first.name }, role: 'advisor', invitedBy: { email: logins[2]!.email } },
  ]);
  expect(logins[3]!.sees).toContain(`a pending invitation into "${first.name}"`);
  // Seeding again keeps one invitation open, not two.
  await seedDemoLogins(t.deps);
  const again = await (await t.request('/api/me/project-invitations', { headers: { cookie } })).json();
  expect(again.invitations).toHaveLength(1);
});
