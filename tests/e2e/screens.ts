import type { Page } from '@playwright/test';
import { setTheme } from './auth-fixtures';
import { expect, expectNoAxeViolations } from './fixtures';

/**
 * The check every new screen gets: light and dark at 1280 and 375 px, axe clean, no sideways
 * scroll, and a full-page screenshot in /tmp/shots/<name>-<theme>-<width>.png to look at.
 * `ready` waits for what the screen must show after each reload (default: its first h1).
 */
export async function checkScreen(
  page: Page,
  name: string,
  ready: (page: Page) => Promise<void> = async (p) => {
    await expect(p.locator('h1').first()).toBeVisible();
  },
) {
  const original = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await page.reload();
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
