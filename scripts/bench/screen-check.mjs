// What the e2e screen check costs (full axe scan in light at each width, only the colour rules in
// dark, no screenshot under CI), two ways, on the same pages of one demo-seeded server, in turns, so
// the ratio holds on a busy machine: `before` as @axe-core/playwright runs by default (axe.runPartial
// in every frame, then axe.finishRun in a new blank page it opens for each scan, every passing node
// sent back), `now` as tests/e2e/fixtures.ts runs it (axe.run in the page itself, violations only).
// `node scripts/bench/screen-check.mjs [--rounds 3]`
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { ensureBuild, webDist } from '../ensure-build.mjs';
import { chromeFlags, chromePath, lpad, pad, startServer } from './lib.mjs';

const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
// Signed-in screens: the public ones hydrate on a visitor's first input, so they would not follow
// a live theme change here.
const PAGES = [
  '/dashboard',
  '/products',
  '/admin',
  '/admin/applicants',
  '/admin/analytics',
  '/admin/users',
  '/settings',
  '/docs/api',
];
const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 3;

async function showTheme(page, theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    theme === 'dark',
  );
}

/** One screen check; `current`: axe as the e2e fixtures run it. */
async function check(page, current) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark']) {
      await showTheme(page, theme);
      const axe = new AxeBuilder({ page });
      if (current) axe.setLegacyMode().options({ resultTypes: ['violations'], iframes: false });
      if (theme === 'dark') axe.withRules(COLOUR_RULES);
      await axe.analyze();
    }
  }
}

ensureBuild();
const server = await startServer({ webRoot: webDist(), demoLogins: true });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
try {
  const context = await browser.newContext();
  const signIn = await context.request.post(`${server.url}/api/auth/sign-in/email`, {
    headers: { origin: server.url },
    data: { email: 'super@demo.hatchery.local', password: 'hatchery-demo' },
  });
  if (!signIn.ok()) throw new Error(`demo sign-in answered ${signIn.status()}`);
  const page = await context.newPage();
  console.log(`screen check per page, ms (mean of ${rounds} rounds, taken in turns)`);
  console.log(`${pad('page', 20)}${lpad('before', 9)}${lpad('now', 9)}${lpad('ratio', 8)}`);
  let before = 0;
  let now = 0;
  for (const route of PAGES) {
    await page.goto(server.url + route);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const spent = { before: 0, now: 0 };
    for (let round = 0; round < rounds; round++) {
      for (const [key, current] of round % 2
        ? [
            ['now', true],
            ['before', false],
          ]
        : [
            ['before', false],
            ['now', true],
          ]) {
        const started = performance.now();
        await check(page, current);
        spent[key] += (performance.now() - started) / rounds;
      }
    }
    before += spent.before;
    now += spent.now;
    console.log(
      `${pad(route, 20)}${lpad(spent.before.toFixed(0), 9)}${lpad(spent.now.toFixed(0), 9)}${lpad((spent.now / spent.before).toFixed(2), 8)}`,
    );
  }
  console.log(
    `${pad('all pages', 20)}${lpad(before.toFixed(0), 9)}${lpad(now.toFixed(0), 9)}${lpad((now / before).toFixed(2), 8)}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
