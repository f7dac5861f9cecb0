import { expect, expectNoAxeViolations, test } from './fixtures';

test('unknown paths show the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page);
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
  await page.reload();
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

test('footer links open in a new tab without an opener', async ({ page }) => {
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Community' }).getByRole('link');
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
