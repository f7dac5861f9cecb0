import { errors, test as base, type Page } from '@playwright/test';

/** How long a page may take to become interactive before the test fails. */
const HYDRATION_TIMEOUT_MS = 15_000;

/**
 * Makes a server-rendered page interactive and waits until React has taken over it (AppRoot marks
 * <html data-hydrated>). Such a page loads only its boot script (src/web/boot.ts) until the
 * visitor shows intent, so this gives that sign (a focusin, as a first Tab would) and waits.
 * Pages the browser renders itself (no #ssr-data) pass at once. A page that never becomes
 * interactive fails the test here, saying so: a test that blocks the app's scripts on purpose
 * opens its page with gotoWithoutIntent() instead.
 */
export async function waitForHydration(page: Page) {
  const deadline = Date.now() + HYDRATION_TIMEOUT_MS;
  for (;;) {
    try {
      await page.waitForFunction(
        () => {
          if (!document.getElementById('ssr-data') || document.documentElement.dataset.hydrated === 'true')
            return true;
          document.dispatchEvent(new FocusEvent('focusin'));
          return false;
        },
        undefined,
        { timeout: Math.max(1, deadline - Date.now()), polling: 100 },
      );
      return;
    } catch (err) {
      // A navigation while waiting (the chunk guard's reload, a redirect) ends the evaluation:
      // wait again on the new document, within the same time.
      if (!(err instanceof errors.TimeoutError) && Date.now() < deadline && !page.isClosed()) continue;
      throw new Error(
        `${page.url()} never became interactive: after ${HYDRATION_TIMEOUT_MS / 1000} s <html> has no ` +
          "data-hydrated (the app's scripts did not load, or it failed to start; see the console). A test " +
          'that blocks the scripts on purpose opens the page with gotoWithoutIntent().',
        { cause: err },
      );
    }
  }
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
