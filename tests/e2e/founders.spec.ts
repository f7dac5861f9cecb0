import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import {
  incubatedProjects,
  projectCommunications,
  projectMilestones,
  projectTeamMembers,
  users,
} from '../../src/server/db/schema/index';
import { expect, signInAs, test } from './auth-fixtures';
import type { TestServer } from './fixtures';
import { gotoWithoutIntent } from './hydration';
import { checkScreen } from './screens';

/* Issue 11: the founders' account menu in the public header, and /team-dashboard. */

async function userId(server: TestServer, email: string): Promise<string> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Opens the header's account menu and returns it. */
async function openAccountMenu(page: Page, email: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account menu for ${email}` })
    .click();
  return page.getByRole('menu');
}

test('signed in, the public header shows the account menu on every public page, with its chunk loaded only then', async ({
  page,
  server,
}) => {
  test.slow();
  const founder = await signInAs(page, server, 'user');
  await server.db
    .insert(incubatedProjects)
    .values({ name: 'Header Project', createdBy: await userId(server, founder.email) });
  const scripts: string[] = [];
  const api: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
  });
  // The first screen that holds the session sets the hint; from then on '/' asks for the menu.
  await page.goto('/project-dashboard');
  await expect(page.getByRole('heading', { name: 'Header Project', level: 1 })).toBeVisible();

  for (const path of ['/', '/faq', '/companies', '/incubator', '/project-dashboard', '/team-dashboard']) {
    scripts.length = 0;
    api.length = 0;
    await page.goto(path);
    const menu = await openAccountMenu(page, founder.email);
    await expect(menu.getByText(founder.email), path).toBeVisible();
    await expect(menu.getByText('User', { exact: true }), path).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Project Dashboard' }), path).toHaveAttribute(
      'href',
      '/project-dashboard',
    );
    await expect(menu.getByRole('menuitem', { name: 'Team Dashboard' }), path).toHaveAttribute(
      'href',
      '/team-dashboard',
    );
    await expect(menu.getByRole('menuitem', { name: 'Admin area' }), path).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' }), path).toHaveCount(0);
    if (path === '/') {
      // The counterpart of the anonymous check in auth.spec.ts: signed in, '/' loads the menu, and
      // the session came with the page (no /api/me round trip).
      expect(scripts.some((s) => /\/header-account[-.]/.test(s))).toBe(true);
      expect(api).not.toContain('/api/me');
    }
  }

  // The 375 px menu no longer offers Log In; the account button stays in the bar.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile.getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(mobile.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  const menu = await openAccountMenu(page, founder.email);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // Signed out: Log In is back and '/' loads no menu and asks for no session.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Log In' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
});

test('an admin sees Admin area in the public header menu, and Super Admin is labelled so', async ({
  page,
  server,
}) => {
  const admin = await signInAs(page, server, 'super_admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const path of ['/', '/transparency']) {
    await page.goto(path);
    const menu = await openAccountMenu(page, admin.email);
    await expect(menu.getByText('Super Admin', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Project Dashboard' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Admin area' })).toHaveAttribute('href', '/dashboard');
    await page.keyboard.press('Escape');
  }
  const menu = await openAccountMenu(page, admin.email);
  await menu.getByRole('menuitem', { name: 'Admin area' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
});

test.describe('team dashboard', () => {
  test('signed out, it sends the visitor to /auth', async ({ page }) => {
    await page.goto('/team-dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('without projects it says what to do next', async ({ page, server }) => {
    const user = await signInAs(page, server, 'user');
    await page.goto('/team-dashboard');
    await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    await expect(page.getByRole('main').getByText(user.email)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Apply to Incubator' })).toHaveAttribute(
      'href',
      '/apply',
    );
    await checkScreen(page, 'team-dashboard-empty');
  });

  test("a member sees each of their projects with role, day, milestones, unread messages and links; others' projects never", async ({
    page,
    server,
  }) => {
    const member = await signInAs(page, server, 'user');
    const memberId = await userId(server, member.email);
    const [own, joined] = await server.db
      .insert(incubatedProjects)
      .values([
        {
          name: 'Orbit Payments',
          createdBy: memberId,
          onboardingDate: isoDay(40),
          currentPhase: 'development',
        },
        { name: 'Nebula Games', currentPhase: 'testing' },
        { name: 'Someone Else Entirely' },
      ])
      .returning({ id: incubatedProjects.id });
    await server.db
      .insert(projectTeamMembers)
      .values({ projectId: joined!.id, userId: memberId, role: 'developer' });
    await server.db.insert(projectMilestones).values([
      { projectId: own!.id, title: 'Audit', dueDay: 20, doneAt: new Date() },
      { projectId: own!.id, title: 'Mainnet', dueDay: 90 },
    ]);
    await server.db.insert(projectCommunications).values({
      projectId: own!.id,
      senderId: memberId,
      messageType: 'reply',
      subject: 'Welcome',
      messageContent: 'Welcome to the programme',
      deliveryStatus: 'delivered',
    });

    await page.goto('/team-dashboard');
    const cards = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const orbit = cards.filter({ hasText: 'Orbit Payments' });
    await expect(orbit).toContainText('Owner');
    await expect(orbit).toContainText('Day 41 of 100 · Development');
    await expect(orbit).toContainText('1/2 done');
    await expect(orbit.getByRole('definition').filter({ hasText: /^1$/ })).toBeVisible();
    await expect(orbit.getByRole('link', { name: 'Project Dashboard of Orbit Payments' })).toHaveAttribute(
      'href',
      `/incubated-project-dashboard?project=${own!.id}`,
    );
    await expect(orbit.getByRole('link', { name: 'Project page of Orbit Payments' })).toHaveAttribute(
      'href',
      `/incubator/${own!.id}`,
    );
    const nebula = cards.filter({ hasText: 'Nebula Games' });
    await expect(nebula).toContainText('Developer');
    await expect(nebula).toContainText('Programme start not set');
    await expect(page.getByText('Someone Else Entirely')).toHaveCount(0);
    await checkScreen(page, 'team-dashboard-member', async (p) => {
      await expect(p.getByRole('list', { name: 'Projects' }).getByRole('listitem')).toHaveCount(2);
    });

    await orbit.getByRole('link', { name: 'Project Dashboard of Orbit Payments' }).click();
    await expect(page.getByRole('heading', { name: 'Orbit Payments', level: 1 })).toBeVisible();
  });

  test("reading the admins' reply on the project dashboard clears the unread count back on the team dashboard", async ({
    page,
    server,
  }) => {
    const member = await signInAs(page, server, 'user');
    const [project] = await server.db
      .insert(incubatedProjects)
      .values({ name: 'Quiet Harbor', createdBy: await userId(server, member.email) })
      .returning({ id: incubatedProjects.id });
    await server.db.insert(projectCommunications).values({
      projectId: project!.id,
      senderId: 'an-admin',
      messageType: 'reply',
      subject: 'Office hours',
      messageContent: 'Thursday at ten works for us.',
    });

    await page.goto('/team-dashboard');
    const card = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
    const unread = card.locator('dt', { hasText: 'Unread messages' }).locator('xpath=following-sibling::dd');
    await expect(unread).toHaveText('1');
    await card.getByRole('link', { name: 'Project Dashboard of Quiet Harbor' }).click();
    await page.getByRole('button', { name: /Message the team/ }).click();
    await expect(page.getByRole('article', { name: 'Admin: Office hours' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Message the team', exact: true })).toBeVisible();
    await page.goBack();
    await expect(unread).toHaveText('None');
  });

  test('admins see every project inside the admin shell', async ({ page, server }) => {
    await server.db
      .insert(incubatedProjects)
      .values([{ name: 'Admin View One' }, { name: 'Admin View Two', isActive: false }]);
    await signInAs(page, server, 'admin');
    await page.goto('/team-dashboard');
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
    await expect(cards.filter({ hasText: 'Admin View One' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Admin View Two' })).toContainText('Inactive');
    await expect(
      cards.filter({ hasText: 'Admin View One' }).getByRole('link', { name: 'Manage Admin View One' }),
    ).toBeVisible();
    await checkScreen(page, 'team-dashboard-admin', async (p) => {
      await expect(p.getByRole('heading', { name: 'Team Dashboard', level: 1 })).toBeVisible();
      await expect(p.getByRole('heading', { name: 'Admin View One' })).toBeVisible();
    });
  });
});

test('the server draws the signed-in header on every public page, before any interaction, for an admin and a founder at both widths', async ({
  page,
  server,
}) => {
  test.slow();
  for (const role of ['admin', 'user'] as const) {
    await page.context().clearCookies();
    const account = await signInAs(page, server, role);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/companies', '/faq', '/transparency', '/apply']) {
        await gotoWithoutIntent(page, path);
        const banner = page.getByRole('banner');
        const where = `${role} ${path} ${width}`;
        await expect(
          banner.getByRole('button', { name: `Account menu for ${account.email}` }),
          where,
        ).toBeVisible();
        await expect(banner.getByRole('link', { name: 'Log In' }), where).toHaveCount(0);
        expect(
          await page.evaluate(() => document.documentElement.dataset.hydrated ?? null),
          where,
        ).toBeNull();
      }
    }
    // The menu the server drew is the one React takes over: its first click opens it, whether
    // the whole click comes before React has taken over (the admin's) or only its press does and
    // React takes over before the release (the founder's: a cached app hydrates that fast, and
    // React, which never saw the press, would drop the release's click).
    const menuButton = banner(page).getByRole('button', { name: `Account menu for ${account.email}` });
    if (role === 'admin') await menuButton.click();
    else {
      const box = (await menuButton.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.mouse.up();
    }
    await expect(page.getByRole('menu').getByText(account.email)).toBeVisible();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Admin area' })).toHaveCount(
      role === 'admin' ? 1 : 0,
    );
  }
});

const banner = (page: Page) => page.getByRole('banner');
