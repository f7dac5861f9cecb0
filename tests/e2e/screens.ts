import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures';

const THEME_KEY = 'hatchery-theme';

/**
 * Switches the page to `theme` live, the way the app follows the system setting (no saved
 * choice): the ThemeProvider hears the media query change and sets the class, so screens that
 * colour with JS (charts) follow too. Colour transitions finish before axe reads the colours.
 */
async function showTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The check every new screen gets: light and dark at 1280 and 375 px, axe clean, no sideways
 * scroll, and a full-page screenshot in /tmp/shots/<name>-<theme>-<width>.png to look at.
 * The page is reloaded once (following the system theme, no saved choice), then switched live
 * between themes and widths: four reloads per screen were minutes of the e2e run, most of them
 * waiting for failure screens' retries again. `ready` waits for what the screen must show
 * (default: its first h1).
 */
export async function checkScreen(
  page: Page,
  name: string,
  ready: (page: Page) => Promise<void> = async (p) => {
    await expect(p.locator('h1').first()).toBeVisible();
  },
) {
  const original = page.viewportSize();
  await page.evaluate((key) => localStorage.removeItem(key), THEME_KEY);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(page, theme);
      await ready(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} ${width}`,
      ).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/shots/${name}-${theme}-${width}.png`, fullPage: true });
    }
  }
  if (original) await page.setViewportSize(original);
}
