import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A read that keeps failing is retried three times, 1 s doubling plus jitter (7-10 s in all,
 * src/web/lib/query-client.ts), before the screen says so. These run the page on Playwright's
 * clock and jump it ahead while the retries are pending: the same requests and the same screen,
 * without the wait. `installRetryClock` goes before the page loads; `outlastRetries` waits for the
 * screen that follows the last retry.
 */
export const installRetryClock = (page: Page) => page.clock.install();

export async function outlastRetries(page: Page, gaveUp: Locator) {
  await expect(async () => {
    await page.clock.fastForward(5_000);
    await expect(gaveUp).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [0] });
}
