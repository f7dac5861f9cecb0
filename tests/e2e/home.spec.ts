import { expect, workerTest as test } from './fixtures';
import { installRetryClock, outlastRetries } from './retries';
import { createCapitalSource, createProject } from '../../src/server/test/factories';
import {
  clearProjects,
  expectAccessibleInBothThemes,
  failProjects,
  ownServer,
  seedProjects,
} from './public-site-helpers';

const server = ownServer();
const home = () => `${server.url}/`;
const cards = (page: import('@playwright/test').Page) => page.getByTestId('project-card');
const projectsSection = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Projects in Our Incubator' });

test('hero, benefits, timeline and closing call to action', async ({ page }) => {
  await page.goto(home());
  await expect(page.getByText('Now Accepting Applications')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply to Incubator' })).toHaveAttribute('href', '/apply');
  await expect(page.getByRole('main').getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');

  const benefits = page.getByRole('region', { name: "What You'll Get" });
  await expect(benefits.getByRole('listitem')).toHaveCount(6);

  const timeline = page.getByRole('region', { name: 'The 100-Day Programme' });
  for (const [days, phase] of [
    ['Days 1-30', 'Foundation'],
    ['Days 31-70', 'Development'],
    ['Days 71-100', 'Launch'],
  ] as const) {
    const step = timeline.getByRole('listitem').filter({ hasText: phase });
    await expect(step).toContainText(days);
  }
  for (const term of ['Quarterly cohorts', 'Equity-based', 'No upfront fee']) {
    await expect(timeline.getByText(term)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Start Your Application' })).toHaveAttribute('href', '/apply');
});

test('with no projects the section says Coming Soon and invites applications', async ({ page }) => {
  await clearProjects(server.db);
  await page.goto(home());
  const section = projectsSection(page);
  await expect(section.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Apply to be Featured' })).toHaveAttribute('href', '/apply');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View All Projects' })).toHaveCount(0);
});

test('exactly 6 projects show without View All Projects', async ({ page }) => {
  await clearProjects(server.db);
  await seedProjects(server.db, 6);
  await page.goto(home());
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'View All Projects' })).toHaveCount(0);
});

test('7 projects show the 6 newest and a View All Projects link to /incubator', async ({ page }) => {
  await clearProjects(server.db);
  await seedProjects(server.db, 7);
  await page.goto(home());
  await expect(cards(page)).toHaveCount(6);
  // Newest first: Project 7 leads and the oldest, Project 1, is left out.
  await expect(cards(page).first()).toContainText('Project 7');
  await expect(projectsSection(page).getByText('Project 1', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'View All Projects' }).click();
  await expect(page).toHaveURL(/\/incubator$/);
  await expect(cards(page)).toHaveCount(7);
});

test('featured projects come first, then the newest', async ({ page }) => {
  await clearProjects(server.db);
  await seedProjects(server.db, 6);
  await createProject(server.db, {
    name: 'Oldest Featured',
    isFeatured: true,
    createdAt: new Date('2020-01-01'),
  });
  await createProject(server.db, { name: 'Inactive Newest', isActive: false, createdAt: new Date() });
  await page.goto(home());
  await expect(cards(page).getByRole('heading')).toHaveText([
    'Oldest Featured',
    'Project 6',
    'Project 5',
    'Project 4',
    'Project 3',
    'Project 2',
  ]);
  await expect(cards(page).first().getByText('Featured', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Projects' })).toBeVisible();
});

test('a failed load says so', async ({ page }) => {
  // Served pages carry their projects; the list is fetched when the visitor navigates here.
  await installRetryClock(page);
  await page.goto(`${server.url}/faq`, { waitUntil: 'networkidle' });
  await failProjects(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  const section = projectsSection(page);
  // Three retries with backoff come first (spec section 7).
  await outlastRetries(page, section.getByText('Unable to load projects'));
  await expect(section.getByText('Please try refreshing the page')).toBeVisible();
});

test('statistics are hidden until asked for, then show real numbers', async ({ page }) => {
  await clearProjects(server.db);
  const a = await createProject(server.db, { name: 'Stat A', capitalRaised: 1_250_000 });
  await createProject(server.db, { name: 'Stat B', capitalRaised: 500_000 });
  await createProject(server.db, { name: 'Stat Gone', capitalRaised: 9_000_000, isActive: false });
  // Figures in dollars: a source without a USD rate adds nothing (decision 0024).
  const read = { syncStatus: 'completed' as const, lastSyncedAt: new Date(), usdConversion: 'usd' as const };
  await createCapitalSource(server.db, {
    projectId: a.id,
    sourceType: 'vip_nft',
    totalRaised: 12_000,
    totalRaisedUsd: 12_000,
    ...read,
  });
  await createCapitalSource(server.db, {
    projectId: a.id,
    sourceType: 'token_sale',
    totalRaised: 3_400,
    totalRaisedUsd: 3_400,
    ...read,
  });

  const statsRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/stats/public')) statsRequests.push(r.url());
  });
  await page.goto(home());
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText('Projects In Incubation')).toBeHidden();
  expect(statsRequests).toHaveLength(0);

  const toggle = page.getByRole('button', { name: 'Show statistics' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const stat = (label: string) => page.getByRole('term').filter({ hasText: label }).locator('..');
  await expect(stat('Projects In Incubation')).toContainText('2');
  await expect(stat('Capital Raised')).toContainText('$1.8M');
  await expect(stat('Capital Raised')).toContainText('From 2 active sources');
  await expect(stat('VIP NFT Revenue')).toContainText('$12K');
  await expect(stat('Token Sales')).toContainText('$3K');

  await page.getByRole('button', { name: 'Hide statistics' }).click();
  await expect(page.getByText('Projects In Incubation')).toBeHidden();
});

test('statistics show 0 everywhere on an empty database', async ({ page }) => {
  await clearProjects(server.db);
  await page.goto(home());
  await page.getByRole('button', { name: 'Show statistics' }).click();
  const values = page.getByRole('definition').filter({ hasNotText: /From|Active teams/ });
  await expect(values).toHaveText(['0', '$0', '$0', '$0']);
});

test('statistics that fail to load say so', async ({ page }) => {
  await page.route('**/api/stats/public', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  await installRetryClock(page);
  await page.goto(home());
  await page.getByRole('button', { name: 'Show statistics' }).click();
  await outlastRetries(page, page.getByRole('alert').filter({ hasText: 'Unable to load statistics' }));
});

test('passes axe in light and dark, statistics open', async ({ page }) => {
  await clearProjects(server.db);
  await seedProjects(server.db, 7);
  await expectAccessibleInBothThemes(page, home(), async () => {
    await expect(cards(page)).toHaveCount(6);
    await page.getByRole('button', { name: 'Show statistics' }).click();
    await expect(page.getByText('Projects In Incubation')).toBeVisible();
  });
});
