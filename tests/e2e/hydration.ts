import { test as base, type Page } from '@playwright/test';

/**
 * Waits until React has taken over a server-rendered page (AppRoot marks <html data-hydrated>):
 * before that its buttons are drawn but have no handlers, and a click would be lost. Pages the
 * browser renders itself (no #ssr-data) pass at once. A page whose scripts a test blocks on
 * purpose never hydrates; the wait then gives up quietly.
 */
export async function waitForHydration(page: Page) {
  await page
    .waitForFunction(
      () => !document.getElementById('ssr-data') || document.documentElement.dataset.hydrated === 'true',
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {});
}

/** Playwright's test whose page.goto and page.reload return once the page is interactive. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const res = await goto(...args);
      await waitForHydration(page);
      return res;
    };
    page.reload = async (...args) => {
      const res = await reload(...args);
      await waitForHydration(page);
      return res;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
