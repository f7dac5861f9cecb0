import { expect, startServer, test } from './fixtures';
import { waitForHydration } from './hydration';
import { checkScreen } from './screens';

test('a chunk gone after a deploy reloads the page once, then shows a clear screen with Reload', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    { text: /net::ERR_FAILED|Failed to load resource/ },
    { text: /Failed to fetch dynamically imported module|error loading dynamically imported module/ },
  );
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  // Every script the home page loaded is still there; any other chunk is "gone" (a deploy).
  const loaded = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.js')),
    ),
  );
  await page.route(/\/assets\/.*\.js$/, (route) =>
    loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('failed'),
  );
  let loads = 0;
  page.on('load', () => loads++);

  await page.getByRole('navigation').first().getByRole('link', { name: 'FAQ' }).click();
  // The one automatic reload brings the server's drawing of /faq, readable without the app;
  // the visitor's first input brings the app in, which finds the page's code still gone.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  expect(loads).toBe(1); // the one automatic reload
  await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/faq$/);
  expect(await page.evaluate(() => sessionStorage.getItem('hatchery-chunk-reload'))).toContain('/faq');

  // The guard holds: no further reload on its own; the button reloads, and the screen comes back.
  await page.waitForTimeout(1000);
  expect(loads).toBe(1);
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  expect(loads).toBe(2);

  await checkScreen(page, 'chunk-reload', async (p) => {
    await expect(p.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  });

  // Once the chunk is back, the page works again.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This page could not be loaded');
});

test('footer: no outbound link by default (no example domains); configured links open in a new tab', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Community' })).toHaveCount(0);
  await expect(page.locator('a[href*=".example"]')).toHaveCount(0);

  const server = await startServer({
    LINK_VIDEO_CHANNEL: 'https://videos.hatchery.test/channel',
    LINK_LAUNCH_APP: 'https://app.hatchery.test',
    LINK_DONATE: 'https://donate.hatchery.test',
  });
  try {
    await page.goto(server.url);
    const links = page.getByRole('navigation', { name: 'Community' }).getByRole('link');
    await expect(links).toHaveText([/Education Videos/, /Launch App/, /Donate/]);
    await expect(links.first()).toHaveAttribute('href', 'https://videos.hatchery.test/channel');
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').screenshot({ path: '/tmp/shots/footer-links-light-1280.png' });
  } finally {
    await server.stop();
  }
});
