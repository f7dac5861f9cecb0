import type { Page } from '@playwright/test';
import { createProject } from '../../src/server/test/factories';
import { pngBytes } from '../../src/server/test/upload-fixtures';
import { defaultPool, expect, test } from './fixtures';
import { gotoWithoutIntent } from './hydration';

/**
 * Server-rendered public pages load only the boot script (src/web/boot.ts) until the visitor
 * acts; React is fetched and hydrates on the first intent, and what the visitor did before it
 * took over is replayed (docs/decisions/0021). A hydration mismatch is a console error, which
 * fails every test here (fixtures.ts).
 */

/** The app's scripts the page has received, by file name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
      names.push(url.pathname.slice('/assets/'.length));
  });
  return names;
}

// On the server this file's tests get (hooks see only worker fixtures, so the pool is named here).
test.beforeAll(async ({ servers }) => {
  const server = await servers.get(defaultPool);
  await createProject(server.db, { name: 'Borealis Ledger', description: 'Bookkeeping for subnets' });
});

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

test('/ loads only the boot script until the visitor acts, then the app', async ({ page }) => {
  const scripts = scriptsOf(page);
  await gotoWithoutIntent(page, '/');
  await page.waitForLoadState('networkidle');
  // Idle time without input must not bring the app in either.
  await page.waitForTimeout(1500);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^boot-[\w-]{8}\.js$/);
  expect(await isHydrated(page)).toBe(false);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);

  await page.mouse.move(5, 5);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.some((s) => /^home-[\w-]{8}\.js$/.test(s))).toBe(true);
});

/** Watches for CSP reports: the CSP forbids eval, and zod must not even probe for it. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${e.violatedDirective} ${e.sourceFile}`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test('/apply shows its empty form from HTML, and what is typed before React is kept', async ({ page }) => {
  const violations = await recordViolations(page);
  const scripts = scriptsOf(page);
  await gotoWithoutIntent(page, '/apply');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect(scripts).toHaveLength(1);
  expect(await isHydrated(page)).toBe(false);
  const name = page.getByLabel('Project Name', { exact: false }).first();
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();

  // Typed straight into the field (no focus or key events first), so the text is in before React.
  await name.evaluate((el: HTMLInputElement) => {
    el.value = 'Aurora Typed Early';
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.getByRole('button', { name: /next/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The held Next click ran with the early text in the form: step 1 complains about the rest, not
  // about the project name.
  await expect(name).toHaveValue('Aurora Typed Early');
  await expect(page.getByText('Company type is required')).toBeVisible();
  await expect(page.getByText(/project name is required/i)).toHaveCount(0);
  // And the early text is what the draft keeps.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('hatchery-apply-draft') ?? ''))
    .toContain('Aurora Typed Early');
  expect(await violations()).toEqual([]);
});

for (const [how, act] of [
  ['a click on Next', (page: Page) => page.getByRole('button', { name: /next/i }).click()],
  [
    'Enter in Project Name',
    (page: Page) => page.getByLabel('Project Name', { exact: false }).first().press('Enter'),
  ],
] as const) {
  test(`${how} as the very first act on /apply says what step 1 needs`, async ({ page }) => {
    await gotoWithoutIntent(page, '/apply');
    await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    await act(page);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The same answer as a Next on the hydrated form: step 1's messages, on step 1.
    await expect(page.getByText(/project name is required/i)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
    await expect(page.getByText(/something went wrong/i)).toHaveCount(0);
  });
}

test('a file chosen before React took over brings it in, and is checked', async ({ page }) => {
  await gotoWithoutIntent(page, '/apply');
  await page.waitForLoadState('networkidle');
  expect(await isHydrated(page)).toBe(false);
  // setInputFiles sends no key or pointer event first, as a file dropped on the input would not.
  const logo = page.getByLabel('Company Logo');
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The browser's own byte check ran on the early file and refused it under its field.
  await expect(logo).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('logo.png', { exact: true })).toHaveCount(0);
});

test('a good file chosen before React took over is in the form afterwards', async ({ page }) => {
  await gotoWithoutIntent(page, '/apply');
  await page.waitForLoadState('networkidle');
  expect(await isHydrated(page)).toBe(false);
  await page
    .getByLabel('Company Logo')
    .setInputFiles({ name: 'early-logo.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('button', { name: 'Remove early-logo.png' })).toBeVisible();
});

test('/apply with a saved draft takes React in by itself and opens on the draft', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.addInitScript(() =>
    localStorage.setItem(
      'hatchery-apply-draft',
      JSON.stringify({ values: { projectName: 'Borealis Draft', contactName: 'Ada' }, step: 1 }),
    ),
  );
  await gotoWithoutIntent(page, '/apply');
  // No input at all: the draft is reason enough to hydrate.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'We restored your saved draft' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await page.getByRole('button', { name: /previous/i }).click();
  await expect(page.getByLabel('Project Name', { exact: false }).first()).toHaveValue('Borealis Draft');
  expect(await violations()).toEqual([]);
});

test('a click on the theme toggle before hydration opens its menu', async ({ page }) => {
  await gotoWithoutIntent(page, '/');
  await page.waitForLoadState('networkidle');
  expect(await isHydrated(page)).toBe(false);
  const trigger = page.getByRole('button', { name: /change theme/i });
  await trigger.click();
  await expect(page.getByRole('menu', { name: 'Theme' })).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('a tap on the mobile menu before hydration opens it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoWithoutIntent(page, '/');
  await page.waitForLoadState('networkidle');
  expect(await isHydrated(page)).toBe(false);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});

test('Tab moves through / by keyboard and brings React in', async ({ page }) => {
  await gotoWithoutIntent(page, '/');
  await page.waitForLoadState('networkidle');
  expect(await isHydrated(page)).toBe(false);
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  const seen = new Set<string>();
  for (let i = 0; i < 6; i++) {
    seen.add(await focused());
    await page.keyboard.press('Tab');
  }
  expect(seen.size).toBeGreaterThan(3);
  // Enter on the focused link follows it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
});

test('a question opened on /faq before hydration opens', async ({ page }) => {
  await gotoWithoutIntent(page, '/faq');
  await page.waitForLoadState('networkidle');
  const question = page.getByRole('main').getByRole('button', { expanded: false }).first();
  const name = (await question.textContent())!.trim();
  await question.click();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'true');
});

test('text typed into /companies search before hydration filters once React is in', async ({ page }) => {
  await gotoWithoutIntent(page, '/companies');
  await page.waitForLoadState('networkidle');
  const search = page.getByLabel('Search', { exact: true });
  // Typed straight into the field (no focus or key events first), so the text is in before React.
  await search.evaluate((el: HTMLInputElement) => {
    el.value = 'nothing here';
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(await isHydrated(page)).toBe(false);
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(search).toHaveValue('nothing here');
  await expect(page.getByText('0 companies found')).toBeVisible();
  await expect(page).toHaveURL(/q=nothing/);
});
