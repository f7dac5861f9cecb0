import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { incubatedProjects } from '../../src/server/db/schema/index';
import { createProject } from '../../src/server/test/factories';
import { defaultPool, expect, test } from './fixtures';

/**
 * The public pages arrive drawn (server rendering) and the browser takes them over without
 * redrawing: any hydration mismatch is a React error in the console, which fails every test
 * here (fixtures.ts). Each test then proves the page answers input, i.e. it really hydrated.
 */

const pages = [
  { path: '/', heading: 'Build the next great Web3 company on Avalanche' },
  { path: '/companies', heading: 'Portfolio Companies' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/transparency', heading: 'Transparency Dashboard' },
  { path: '/apply', heading: 'Apply to the Incubator' },
];

/** Clicks until the click is handled: a click before hydration lands on inert markup. */
async function clickUntil(page: Page, click: () => Promise<void>, done: () => Promise<void>) {
  await expect(async () => {
    await click();
    await done();
  }).toPass({ timeout: 15_000, intervals: [100, 250, 500] });
}

// Once per server: with fullyParallel, one worker may take this file's tests in more than one
// batch and run this hook again on its server; a second 'Aurora Vaults' counted two companies.
// The tests' own server: hooks see only worker fixtures, so the pool is named here.
test.beforeAll(async ({ servers }) => {
  const { db } = await servers.get(defaultPool);
  const existing = await db
    .select({ id: incubatedProjects.id })
    .from(incubatedProjects)
    .where(eq(incubatedProjects.name, 'Aurora Vaults'));
  if (existing.length === 0)
    await createProject(db, { name: 'Aurora Vaults', description: 'Yield for DAO treasuries' });
});

for (const { path, heading } of pages) {
  test(`${path} is readable with scripts off`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    // The form is in the HTML too (blank; a saved draft is put in by React).
    if (path === '/apply')
      await expect(page.getByLabel('Project Name', { exact: false }).first()).toBeVisible();
    await context.close();
  });
}

test('/ shows its projects from the HTML, asks no API for them, and hydrates', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(r.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Aurora Vaults' }).first()).toBeVisible();
  expect(apiCalls).not.toContain('/api/projects');

  const toggle = page.getByRole('button', { name: /statistics/ });
  await clickUntil(
    page,
    () => toggle.click(),
    () => expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 500 }),
  );
  await expect(page.getByText('Projects In Incubation')).toBeVisible();
  // Client-side navigation still works after the takeover.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
});

test('/companies filters from the URL and then from the inputs', async ({ page }) => {
  await page.goto('/companies?q=aurora');
  await expect(page.getByText('1 company found')).toBeVisible();
  const search = page.getByLabel('Search', { exact: true });
  await clickUntil(
    page,
    () => search.fill('nothing here'),
    () => expect(page.getByText('0 companies found')).toBeVisible({ timeout: 500 }),
  );
  await expect(page).toHaveURL(/q=nothing/);
});

test('/apply draws the saved draft once hydrated', async ({ page }) => {
  await page.goto('/apply');
  const name = page.getByLabel('Project Name', { exact: false }).first();
  await name.fill('Draft Co');
  await page.waitForTimeout(1500); // the draft is saved after a pause in typing
  await page.reload();
  await expect(page.getByLabel('Project Name', { exact: false }).first()).toHaveValue('Draft Co');
});

test('a saved dark theme paints dark and hydrates without a mismatch', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hatchery-theme', 'dark'));
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Theme: dark. Change theme' })).toBeVisible();
});
