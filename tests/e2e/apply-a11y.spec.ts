import type { Page } from '@playwright/test';
import {
  DRAFT_KEY,
  expectStep,
  field,
  files,
  fillStep,
  test,
  titles,
  uniqueEmail,
  validValues,
} from './apply-helpers';
import { expect, expectNoAxeViolations } from './fixtures';

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every step passes axe (${colorScheme})`, async ({ page }) => {
    // Seven axe scans of a full page: allow more than the default under a loaded machine.
    test.setTimeout(120_000);
    const values = validValues(uniqueEmail('axe'));
    await page.emulateMedia({ colorScheme });
    await page.goto('/apply');
    await page.evaluate((key) => localStorage.removeItem(key), DRAFT_KEY);
    await page.reload();
    for (let step = 0; step < 6; step++) {
      await expectStep(page, step + 1, titles[step]!);
      if (step === 0) {
        await next(page);
        await expect(page.getByText('Project name is required')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByLabel('Company Documents').setInputFiles(files.documents);
      }
      await fillStep(page, step, values);
      await expectNoAxeViolations(page);
      if (process.env.SHOTS) await shoot(page, `step${step + 1}-${colorScheme}`);
      if (step < 5) await next(page);
    }
  });
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/shots/intake-client-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  /** A one-finger horizontal swipe across the form card through the real touch pipeline. */
  async function swipe(page: Page, dx: number) {
    const box = (await page.getByTestId('apply-card').boundingBox())!;
    const y = box.y + 120;
    const x0 = box.x + box.width / 2 - dx / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
    for (let i = 1; i <= 5; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x0 + (dx * i) / 5, y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('a swipe of more than 50 px changes the step, only when the step is valid', async ({ page }) => {
    await page.goto('/apply');
    await swipe(page, -120);
    await expectStep(page, 1, titles[0]!);
    await expect(page.getByText('Project name is required')).toBeVisible();

    await fillStep(page, 0, validValues(uniqueEmail('swipe')));
    await swipe(page, -40);
    await expectStep(page, 1, titles[0]!);
    await swipe(page, -120);
    await expectStep(page, 2, titles[1]!);
    await swipe(page, 120);
    await expectStep(page, 1, titles[0]!);
    await expectNoAxeViolations(page);
  });
});

test('the form works by keyboard: Enter moves on, focus follows the step', async ({ page }) => {
  const values = validValues(uniqueEmail('keys'));
  await page.goto('/apply');
  await field(page, 'projectName').focus();
  await page.keyboard.type(values.projectName!);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(field(page, 'companyType')).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(field(page, 'industry')).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(field(page, 'websiteUrl')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 2, titles[1]!);
  await expect(page.getByRole('heading', { level: 2, name: titles[1]! })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'contactName')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 2, titles[1]!);
  await expect(field(page, 'contactName')).toBeFocused();
});
