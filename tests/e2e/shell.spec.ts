import { expect, expectNoAxeViolations, test } from './fixtures';
import { gotoWithoutIntent } from './hydration';

test('unknown paths answer 404 and show the 404 page with a way home', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser logs the document's own 404 status: that status is what this test asks for.
  allowConsoleErrors({ text: /status of 404/, url: /\/no\/such\/page$/ });
  const res = await page.goto('/no/such/page');
  expect(res!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page);
});

test('public pages carry their own title and Open Graph tags in the served HTML', async ({ request }) => {
  const html = await (await request.get('/companies')).text();
  expect(html).toContain('<title>Portfolio · Hatchery</title>');
  expect(html).toMatch(/<meta property="og:url" content="http:\/\/[^"]+\/companies">/);
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapUrl = /Sitemap: (\S+)/.exec(robots)![1]!;
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  expect(sitemap).toContain('/transparency</loc>');
});

test('a page load logs no HydrateFallback warning', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(messages.filter((m) => m.includes('HydrateFallback'))).toEqual([]);
});

test('a missing asset is a real 404, not the app shell', async ({ request }) => {
  const res = await request.get('/assets/missing-file.js');
  expect(res.status()).toBe(404);
});

test('the chosen theme survives a reload without flashing', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors({ text: /net::ERR_FAILED/, url: /\/assets\/.*\.js$/ });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: /change theme/i }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  // The class must be there before any app script runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  // Loaded again without the wait for the app (it never comes: its scripts are refused).
  await gotoWithoutIntent(page, page.url());
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('going offline shows the banner, and it clears on reconnect', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors({ text: /net::ERR_INTERNET_DISCONNECTED/ });
  await page.goto('/');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'No internet connection' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('No internet connection')).toHaveCount(0);
});

// Footer links (unset by default, configured ones in a new tab): first-contact-small.spec.ts.
