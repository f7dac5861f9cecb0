import { expect, expectNoAxeViolations, test } from './fixtures';

test('the theme menu works by keyboard and closes on Escape or outside click', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/faq');
  const trigger = page.getByRole('button', { name: /change theme/i });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Theme' });
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // Focus starts on the current choice (System), arrows wrap around.
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();
});

/** The page's background as its lightness, 0 (black) to 1 (white), read from the computed colour. */
async function pageLightness(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(() => {
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.fillStyle = getComputedStyle(document.body).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
    return (r! + g! + b!) / (3 * 255);
  });
}

test('a browser that prefers dark gets the dark page without JavaScript, and a saved Light wins over it', async ({
  browser,
  page,
}) => {
  // Playwright's own evaluation still runs where the page's scripts do not (theme-init.js never ran).
  const off = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
  const noScripts = await off.newPage();
  await noScripts.goto('/faq');
  await expect(noScripts.locator('html')).not.toHaveClass(/dark|light/);
  expect(await pageLightness(noScripts)).toBeLessThan(0.3);
  await off.close();

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/faq');
  expect(await pageLightness(page)).toBeLessThan(0.3);
  await page.evaluate(() => localStorage.setItem('hatchery-theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await pageLightness(page)).toBeGreaterThan(0.9);
});
