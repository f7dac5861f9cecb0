import { test as base, type Page } from '@playwright/test';

/**
 * Makes a server-rendered page interactive and waits until React has taken over it (AppRoot marks
 * <html data-hydrated>). Such a page loads only its boot script (src/web/boot.ts) until the
 * visitor shows intent, so this gives that sign (a focusin, as a first Tab would) and waits.
 * Pages the browser renders itself (no #ssr-data) pass at once. A page whose scripts a test
 * blocks on purpose never hydrates; the wait then gives up quietly.
 */
export async function waitForHydration(page: Page) {
  await page
    .waitForFunction(
      () => {
        if (!document.getElementById('ssr-data') || document.documentElement.dataset.hydrated === 'true')
          return true;
        document.dispatchEvent(new FocusEvent('focusin'));
        return false;
      },
      undefined,
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => {});
}

/**
 * Opens a page as a visitor who has not acted yet: unlike page.goto here, it does not make a
 * server-rendered page interactive.
 */
export function gotoWithoutIntent(page: Page, url: string) {
  return page.mainFrame().goto(url);
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
