import { expect, expectNoAxeViolations, test } from './fixtures';

const YOUTUBE = /youtube-nocookie\.com/;

test.beforeEach(async ({ page }) => {
  // Never reach the real YouTube from tests; answer with an empty page instead.
  await page.route(YOUTUBE, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>video</title>' }),
  );
});

test('shows twelve questions, and opening one closes the other', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle('FAQ · Hatchery');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const triggers = page.getByRole('region', { name: 'Questions and answers' }).getByRole('button');
  await expect(triggers).toHaveCount(12);
  for (const t of await triggers.all()) await expect(t).toHaveAttribute('aria-expanded', 'false');

  const structure = page.getByRole('button', { name: 'How is the 100-day programme structured?' });
  const review = page.getByRole('button', { name: 'How long does the review take?' });
  await structure.click();
  await expect(structure).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Foundation (days 1-30)')).toBeVisible();

  await review.click();
  await expect(review).toHaveAttribute('aria-expanded', 'true');
  await expect(structure).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Foundation (days 1-30)')).toBeHidden();
  await expect(page.getByText(/within 2 weeks/)).toBeVisible();

  // The open item can be closed again, leaving none open.
  await review.click();
  await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);
});

test('works by keyboard', async ({ page }) => {
  await page.goto('/faq');
  const first = page.getByRole('button', { name: 'What is Hatchery?' });
  const second = page.getByRole('button', { name: 'How is the 100-day programme structured?' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expect(
    page.getByRole('button', { name: 'Where can I see how incubated projects are doing?' }),
  ).toBeFocused();
});

test('loads the video only after the play button is pressed', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (r) => {
    if (YOUTUBE.test(r.url())) videoRequests.push(r.url());
  });
  await page.goto('/faq');
  const play = page.getByRole('button', { name: 'Play getting-started video' });
  await expect(play).toBeEnabled();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoRequests).toEqual([]);

  await play.click();
  const frame = page.locator('iframe[title="Getting started with Hatchery"]');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
  await expect(frame).toBeFocused();
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`has no accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Is there a fee to join?' }).click();
    await expect(page.getByText('No. There is no upfront fee')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
