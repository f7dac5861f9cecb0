import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { incubatedProjects, users } from '../../src/server/db/schema/index';
import { pngBytes } from '../../src/server/test/upload-fixtures';
import { expect, signInAs, test } from './auth-fixtures';
import { checkScreen } from './screens';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const walletButton = (page: Page) =>
  page.locator('[data-slot="wallet-controls"]').getByRole('button', { name: /connect wallet/i });

test('an admin creates, edits, publishes and gives a logo to a project; visitors then see it', async ({
  page,
  server,
  browser,
}) => {
  test.slow();
  await signInAs(page, server, 'admin');
  await page.goto('/dashboard');
  await sidebar(page).getByRole('link', { name: 'Incubator', exact: true }).click();
  await expect(page).toHaveURL(/\/incubator$/);
  // Still the admin shell: its sidebar and the wallet controls in the header.
  await expect(page.getByRole('heading', { level: 1, name: 'Incubator' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Incubator', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(walletButton(page)).toBeVisible();

  const first = `Glacier ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Name').fill(first);
  await dialog.getByLabel('Industry').selectOption('defi');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/incubator\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(walletButton(page)).toBeVisible();
  await expect(page.getByText(/starts unpublished/)).toBeVisible();

  const renamed = `${first} Labs`;
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  const tags = page.getByLabel('Tags', { exact: true });
  await tags.fill('defi');
  await tags.press('Enter');
  await tags.fill('real world assets');
  await tags.press('Enter');
  await expect(page.getByText('Real World Assets')).toBeVisible();
  // WCAG 2.5.8: each chip's remove button is a 24x24 target, and the chip stays a slim 26px line.
  const remove = await page.getByRole('button', { name: 'Remove tag DeFi' }).boundingBox();
  expect(remove!.width).toBeGreaterThanOrEqual(24);
  expect(remove!.height).toBeGreaterThanOrEqual(24);
  const chip = await page
    .getByRole('list', { name: 'Tags chosen' })
    .getByText('DeFi', { exact: true })
    .boundingBox();
  expect(chip!.height).toBeLessThanOrEqual(26);
  await page.getByLabel('Capital target (USD)').fill('250000');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published.')).toBeVisible();

  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'glacier.png',
    mimeType: 'image/png',
    buffer: pngBytes({ width: 16, height: 16 }),
  });
  await expect(page.getByAltText('Chosen logo, not uploaded yet')).toBeVisible();
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByRole('button', { name: 'Remove logo' })).toBeVisible();
  const [row] = await server.db
    .select({ id: incubatedProjects.id, logoUrl: incubatedProjects.logoUrl, tags: incubatedProjects.tags })
    .from(incubatedProjects)
    .where(eq(incubatedProjects.name, renamed));
  expect(row).toMatchObject({ tags: ['defi', 'real_world_assets'] });
  expect(row!.logoUrl).toMatch(/^\/api\/project-logos\//);

  await checkScreen(page, 'incubator-profile-admin', async (p) => {
    await expect(p.getByRole('button', { name: 'Save profile' })).toBeVisible();
  });
  await page.goto('/incubator');
  await checkScreen(page, 'incubator-manage-list', async (p) => {
    await expect(p.getByRole('link', { name: renamed })).toBeVisible();
  });

  await page.goto('/admin/dashboard');
  await checkScreen(page, 'admin-dashboard-monitor', async (p) => {
    const monitor = p.getByRole('table', { name: 'Project status monitor' });
    await expect(monitor.getByRole('link', { name: renamed })).toHaveAttribute(
      'href',
      `/incubator/${row!.id}`,
    );
  });

  // A visitor: the public list, with the logo served.
  const visitor = await browser.newContext({ baseURL: server.url });
  const anon = await visitor.newPage();
  await anon.goto('/incubator');
  const card = anon.getByRole('article', { name: renamed, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: `${renamed} logo` })).toHaveJSProperty('complete', true);
  expect(await card.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
  await expect(card.getByText('$250K')).toBeVisible();
  await visitor.close();
});

test('an owner edits the profile in the public layout, without publish or featured controls', async ({
  page,
  server,
}) => {
  const owner = await signInAs(page, server, 'user');
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
  const [project] = await server.db
    .insert(incubatedProjects)
    .values({
      name: 'Owned Orbit',
      createdBy: user!.id,
      industry: 'infrastructure',
      tags: ['subnet'],
      totalCapitalTarget: 500_000,
      capitalRaised: 120_000,
    })
    .returning({ id: incubatedProjects.id });
  test.slow();
  await page.goto(`/incubator/${project!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Owned Orbit' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(sidebar(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
  await expect(page.getByLabel(/Featured/)).toHaveCount(0);
  await expect(page.getByLabel('Phase')).toHaveCount(0);
  await page.getByLabel('Short description').fill('Subnets in orbit');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  const [saved] = await server.db
    .select({ shortDescription: incubatedProjects.shortDescription })
    .from(incubatedProjects)
    .where(eq(incubatedProjects.id, project!.id));
  expect(saved?.shortDescription).toBe('Subnets in orbit');
  await checkScreen(page, 'incubator-profile-owner', async (p) => {
    await expect(p.getByRole('button', { name: 'Save profile' })).toBeVisible();
  });
});

test("a project's page shows its whole name on a phone, the badges wrapping below it", async ({
  page,
  server,
}) => {
  await signInAs(page, server, 'admin');
  const name = `Glacier Cross-Subnet Liquidity ${Date.now().toString(36)}`;
  const [project] = await server.db
    .insert(incubatedProjects)
    .values({ name, currentPhase: 'capital_raising', isFeatured: true, isActive: false })
    .returning({ id: incubatedProjects.id });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/incubator/${project!.id}`);
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  await expect(page.getByText('Unpublished', { exact: true })).toBeInViewport();
});
