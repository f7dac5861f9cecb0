import type { Page } from '@playwright/test';
import { COLOUR_RULES, expect, expectNoAxeViolations } from './fixtures';

const THEME_KEY = 'hatchery-theme';

/**
 * Switches the page to `theme` live, the way the app follows the system setting (no saved
 * choice): the ThemeProvider hears the media query change and sets the class, so screens that
 * colour with JS (charts) follow too. Colour transitions finish before axe reads the colours.
 */
export async function showTheme(page: Page, theme: 'light' | 'dark') {
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
 * A full-page screenshot in /tmp/shots/<name>.png, for a person to look at. CI has no one to look
 * and each one costs the run ~0.5 s of a busy core, so under CI it is taken only with SHOTS=1
 * (failures still get Playwright's own screenshot and trace).
 */
export async function saveShot(page: Page, name: string) {
  if (process.env.CI && !process.env.SHOTS) return;
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}

/**
 * The check every new screen gets: light and dark at 1280 and 375 px, axe clean, no sideways
 * scroll, and a full-page screenshot in /tmp/shots/<name>-<theme>-<width>.png to look at.
 * The page is reloaded once (following the system theme, no saved choice), then switched live
 * between themes and widths: four reloads per screen were minutes of the e2e run, most of them
 * waiting for failure screens' retries again. axe reads the whole screen in light at each width
 * (the DOM differs between widths) and only the colour rules in dark (the DOM does not differ
 * between themes): a full scan was ~3.5 s of a busy core, most of the check's time. `ready`
 * waits for what the screen must show (default: its first h1, once no loading screen shows).
 */
export async function checkScreen(
  page: Page,
  name: string,
  ready: (page: Page) => Promise<void> = async (p) => {
    // The screen's own heading, not the session check's loading screen (it has an h1 too, and the
    // page between the two had none when axe ran).
    await expect(p.locator('[data-loading-screen]')).toHaveCount(0);
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
      await expectNoAxeViolations(page, theme === 'dark' ? COLOUR_RULES : undefined);
      await saveShot(page, `${name}-${theme}-${width}`);
    }
  }
  if (original) await page.setViewportSize(original);
}
