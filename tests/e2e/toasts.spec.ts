import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Home, once its toast viewport has mounted by itself, then offline: the connection-lost toast. */
async function offlineToast(page: Page, context: BrowserContext) {
  await page.goto('/');
  // No interaction: the viewport (sonner) mounts a few seconds after load.
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached({ timeout: 8000 });
  await context.setOffline(true);
  await expect(page.getByText("You're offline. Data will sync when you reconnect.")).toBeVisible();
}

test('the deferred toast viewport mounts by itself and shows the connection-lost toast', async ({
  page,
  context,
}) => {
  await offlineToast(page, context);
  await context.setOffline(false);
});

test('going offline before the toast viewport loaded keeps the page working', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors({ text: /net::ERR_INTERNET_DISCONNECTED/ });
  await page.goto('/');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'No internet connection' })).toBeVisible();
  await page.mouse.click(5, 300); // an interaction asks for the viewport while offline
  await page.waitForTimeout(3500);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached({ timeout: 8000 });
});

test('Tab goes through a shown toast and on to the page start, not back to the last control', async ({
  page,
  context,
}) => {
  await offlineToast(page, context);
  // The toasts come after the page's last control in the Tab order.
  await page.getByRole('contentinfo').getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Close toast' })).toBeFocused();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  for (let i = 0; i < 3 && !(await skip.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(skip).toBeFocused();
  await context.setOffline(false);
});
