import { defineConfig, devices } from '@playwright/test';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's `chromium-headless-shell`: the same Chromium build without the full browser around it,
 * which is what Playwright itself runs for headless tests. Measured on users.spec.ts (7 tests, one
 * worker, CPU by process from /proc): Chromium's share 79 CPU-s with `chromium --headless`, 49 with
 * the shell (renderer 51 -> 36, browser 16 -> 6); the spec 134 -> 104 CPU-s in all.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two workers keep both cores busy (/proc/stat: 1.95 of 2 during a run); a third measured no
  // faster (954 s against ~950 s) with every test slower.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // E2E_REPORT_DIR (scripts/test.mjs): every test's outcome and time in e2e.json, from which `npm
  // test` names the tests that passed only on their retry and suite-timings.mjs sums the times.
  reporter: process.env.E2E_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.E2E_REPORT_DIR}/e2e.json` }]]
    : [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Recording a trace screencasts and snapshots every action even when the test then passes:
    // measured on applicants.spec.ts (3 tests, one worker), 71 CPU-seconds with it against 51
    // without, chromium's share 44 s -> 27 s. Under CI a failure is retried, and the retry records
    // the trace; a run on a developer's machine (no retries) keeps one for each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
