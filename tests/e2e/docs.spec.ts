import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Locator, Page } from '@playwright/test';
import { incubatedProjects, incubatorApplications, users } from '../../src/server/db/schema/index';
import { seedDemo } from '../../src/server/db/seed/demo';
import { DEMO_PASSWORD, seedDemoLogins } from '../../src/server/db/seed/demo-logins';
import { seedDemoProgramme } from '../../src/server/db/seed/demo-programme';
import { guidePageInfo as guidePages } from '../../src/web/features/docs/guide-pages';
import { AUTH_ENV, setTheme } from './auth-fixtures';
import { expect, test as base, type TestServer } from './fixtures';
import { checkScreen } from './screens';

/*
 * The guide's screenshots and the docs' own checks. `UPDATE_DOC_SHOTS=1 node scripts/e2e.mjs
 * tests/e2e/docs.spec.ts` retakes the screenshots the guide shows (light theme, 1280 px, real screens
 * over `npm run demo`'s data) into src/web/public/docs-shots; commit them, and run again so the
 * build serves them. Without it, the checks run against the committed images.
 */

const shotsDir = path.resolve(import.meta.dirname, '../../src/web/public/docs-shots');

const test = base.extend({
  pool: {
    name: 'docs',
    env: AUTH_ENV,
    // What `npm run demo` seeds: projects, applications, logins, milestones and threads.
    async seed(server) {
      await seedDemo({ db: server.db });
      await seedDemoLogins(server.running.deps);
      await seedDemoProgramme(server.db);
    },
  },
});

async function signInDemo(page: Page, server: TestServer, email: string) {
  const res = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    headers: { origin: server.url },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function founderProject(server: TestServer) {
  const [row] = await server.db
    .select({ id: incubatedProjects.id })
    .from(incubatedProjects)
    .innerJoin(users, eq(users.id, incubatedProjects.createdBy))
    .where(eq(users.email, 'founder1@demo.hatchery.local'));
  return row!.id;
}

/** A PNG of `target`, at most `maxHeight` tall: the part of the screen the guide talks about. */
async function shot(page: Page, name: string, target: Locator, maxHeight = 720) {
  await page.evaluate(() => window.scrollTo(0, 0));
  // Fonts, lazy images and entrance transitions settle before the picture.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const box = (await target.boundingBox())!;
  await page.screenshot({
    path: path.join(shotsDir, `${name}.png`),
    type: 'png',
    animations: 'disabled',
    fullPage: true,
    clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, maxHeight) },
  });
}

test.describe('guide screenshots', () => {
  test.skip(!process.env.UPDATE_DOC_SHOTS, 'set UPDATE_DOC_SHOTS=1 to retake them');
  test.setTimeout(180_000);

  test('takes the screenshots the guide shows', async ({ page, browser, server }) => {
    mkdirSync(shotsDir, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await setTheme(page, 'light');
    await signInDemo(page, server, 'admin@demo.hatchery.local');
    const main = page.locator('main#main');

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await shot(page, 'admin-dashboard', main);

    await page.goto('/admin/applicants');
    await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
    await expect(page.getByRole('row').nth(3)).toBeVisible();
    await shot(page, 'applicants', main);

    const [reviewing] = await server.db
      .select({ id: incubatorApplications.id, name: incubatorApplications.name })
      .from(incubatorApplications)
      .where(eq(incubatorApplications.status, 'under_review'))
      .orderBy(asc(incubatorApplications.createdAt))
      .limit(1);
    await page.goto(`/admin/applicants/${reviewing!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: reviewing!.name })).toBeVisible();
    await shot(page, 'applicant-detail', main);

    const projectId = await founderProject(server);
    await page.goto(`/incubator/${projectId}`);
    await expect(page.getByRole('tab', { name: 'Messages' })).toBeVisible();
    await shot(page, 'incubator-project', main, 620);
    await page.goto(`/incubator/${projectId}?tab=programme`);
    await expect(page.getByRole('heading', { name: 'Milestones' })).toBeVisible();
    await shot(page, 'incubator-programme', main);
    await page.goto(`/incubator/${projectId}?tab=capital`);
    await expect(page.getByRole('heading', { name: 'Capital sources' })).toBeVisible();
    await shot(page, 'incubator-capital', main);
    await page.goto('/incubator');
    await expect(page.getByRole('heading', { level: 1, name: 'Incubator' })).toBeVisible();
    await expect(page.getByRole('row').nth(3)).toBeVisible();
    await shot(page, 'incubator-list', main);

    await page.goto('/network');
    await expect(page.getByText('Avalanche Fuji', { exact: false }).first()).toBeVisible();
    await shot(page, 'networks', main);

    await page.goto('/contracts/new');
    await expect(page.locator('h1')).toBeVisible();
    await shot(page, 'contract-register', main);

    await page.goto(`/admin/messages?project=${projectId}`);
    await expect(
      page.getByRole('region', { name: 'Conversation' }).getByText('Audit partner introduction').first(),
    ).toBeVisible();
    await shot(page, 'admin-messages', main);

    // The founder's side, in a browser of its own.
    const founderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const founder = await founderContext.newPage();
    await founder.goto(server.url);
    await setTheme(founder, 'light');
    await signInDemo(founder, server, 'founder1@demo.hatchery.local');
    await founder.goto(`${server.url}/project-dashboard`);
    await expect(founder.getByRole('link', { name: 'Manage Project' })).toBeVisible();
    await shot(founder, 'project-dashboard', founder.locator('main#main'), 900);
    await founder.getByRole('button', { name: /Message the team/ }).click();
    const dialog = founder.getByRole('dialog');
    await expect(dialog.getByText('Audit partner introduction').first()).toBeVisible();
    await shot(founder, 'message-dialog', dialog, 900);
    await founder.keyboard.press('Escape');
    await founder.goto(`${server.url}/team-dashboard`);
    await expect(founder.getByRole('heading', { level: 1, name: 'Team Dashboard' })).toBeVisible();
    await shot(founder, 'team-dashboard', founder.locator('main#main'));
    await founderContext.close();
  });
});

/** Every image of the page has loaded (scrolled into view first: they load lazily). */
async function expectImagesLoaded(page: Page) {
  const images = page.locator('main img');
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
        message: `${await img.getAttribute('src')} loads`,
      })
      .toBeGreaterThan(0);
  }
  return count;
}

test('every guide page renders, its images load and the pages link to each other', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Hatchery guide' })).toBeVisible();
  await expect(page).toHaveTitle(/^Docs · /);
  await expect(page.locator('main')).toHaveCount(1);
  const nav = page.getByRole('navigation', { name: 'Documentation' });
  let images = 0;
  for (const guide of guidePages) {
    await nav.getByRole('link', { name: guide.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/docs/${guide.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${guide.title} · `));
    await expect(nav.getByRole('link', { name: guide.title, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    images += await expectImagesLoaded(page);
    // Every link from the page to another docs page leads to a page that exists.
    for (const href of await page
      .locator('article a[href^="/docs/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      const slug = href.replace('/docs/', '');
      expect(slug === 'api' || guidePages.some((p) => p.slug === slug), `${guide.slug} links ${href}`).toBe(
        true,
      );
    }
  }
  expect(images).toBeGreaterThanOrEqual(8);

  // Next / previous walk the guide in order and end at the API reference.
  await page.goto(`/docs/${guidePages[0]!.slug}`);
  const pager = page.getByRole('navigation', { name: 'Guide pages' });
  await pager.getByRole('link', { name: `${guidePages[1]!.title} →` }).click();
  await expect(page.getByRole('heading', { level: 1, name: guidePages[1]!.title })).toBeVisible();
  await page.goto(`/docs/${guidePages.at(-1)!.slug}`);
  await page
    .getByRole('navigation', { name: 'Guide pages' })
    .getByRole('link', { name: 'API reference →' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();

  await page.goto('/docs/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('admins read the guide inside the admin shell', async ({ page, server }) => {
  await signInDemo(page, server, 'admin@demo.hatchery.local');
  await page.goto('/docs/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart contracts' })).toBeVisible();
  await expect(page.getByText('Manage your smart contracts')).toBeVisible();
  await expect(page.locator('main')).toHaveCount(1);
  await expectImagesLoaded(page);
});

test('/docs/api lists the operations, filters them and opens one by keyboard', async ({ page }) => {
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  const operations = page.getByTestId('api-operation');
  await expect(operations.first()).toBeVisible();
  const total = await operations.count();
  expect(total).toBeGreaterThan(50);
  await expect(page.getByText(`${total} of ${total} operations`)).toBeVisible();

  await page.getByLabel('Filter operations').fill('networks explorerUrl');
  await expect(page.getByText(/^\d+ of \d+ operations$/)).not.toHaveText(`${total} of ${total} operations`);
  const create = operations.filter({ hasText: 'Add a chain network' });
  await expect(create).toHaveCount(1);
  await expect(create.locator('summary')).toContainText('/api/networks');
  await expect(create.locator('summary')).toContainText('Admin');

  await create.locator('summary').focus();
  await page.keyboard.press('Enter');
  const field = create
    .getByRole('table', { name: 'Body fields' })
    .getByRole('row')
    .filter({ hasText: 'explorerUrl' });
  // Optional: a local chain has no explorer; a given one keeps its limits.
  await expect(field).toContainText('optional');
  await expect(field).toContainText('1-500 characters');
  await expect(create).toContainText('Who may call it: Admins');

  await page.getByLabel('Filter operations').fill('');
  await page.getByLabel('Who may call').selectOption('anonymous');
  await expect(operations.filter({ hasText: 'Add a chain network' })).toHaveCount(0);
  await expect(operations.filter({ hasText: '/api/openapi.json' })).toHaveCount(1);
});

test('/docs/api shows what a contracted operation answers, per status', async ({ page }) => {
  // Four axe runs over the opened operations.
  test.setTimeout(300_000);
  await page.goto('/docs/api');
  const operations = page.getByTestId('api-operation');
  const list = operations.filter({ hasText: 'List the chains' });
  await list.locator('summary').click();
  const answer = list.getByRole('table', { name: /^200 answer/ });
  await expect(answer.getByRole('row', { name: /^chainId required number$/ })).toBeVisible();
  await expect(answer.getByRole('row', { name: /^createdAt required date-time$/ })).toBeVisible();
  await expect(answer.getByRole('row', { name: /^multicallAddress required string or null$/ })).toBeVisible();
  const remove = operations.filter({ hasText: 'Delete one network' });
  await remove.locator('summary').click();
  await expect(remove).toContainText('No content: the answer has no body');

  // The networks operations open, as a reader would look at their answers.
  await checkScreen(page, 'docs-api-answers', async (p) => {
    const filter = p.getByLabel('Filter operations');
    if ((await filter.inputValue()) !== '/api/networks') await filter.fill('/api/networks');
    const shown = p.getByTestId('api-operation');
    await expect(shown.filter({ hasText: 'List the chains' })).toBeVisible();
    await shown.evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    await expect(p.getByRole('table', { name: /^200 answer/ }).first()).toBeVisible();
  });
});

test('docs screens: index, a guide page and the API reference', async ({ page }) => {
  // Twelve axe runs, four of them over the ~100 operations of the reference.
  test.setTimeout(300_000);
  await page.goto('/docs');
  await checkScreen(page, 'docs-index');
  await page.goto('/docs/reviewing');
  await checkScreen(page, 'docs-reviewing');
  await page.goto('/docs/api');
  await checkScreen(page, 'docs-api', async (p) => {
    await expect(p.getByTestId('api-operation').first()).toBeVisible();
  });
});
