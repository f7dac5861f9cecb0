// Bundle report: the gzipped JS each public route really loads (Chromium against a real server),
// twice: before the visitor acts (server-rendered pages load only the boot script until then,
// docs/decisions/0021) and after a first interaction (React and the page's code, hydrated).
// Budgets: issue 14's goal, '/' at most 100 KB before interaction, and no wallet library on any
// public route; the total after the first interaction is held against issue 2's 150 KB (warning).
// Usage: node scripts/bench/bundle-report.mjs [--skip-build] [--verbose]
import { chromium } from '@playwright/test';
import {
  benchDist,
  buildWeb,
  chromeFlags,
  chromePath,
  gzipKb,
  lpad,
  pad,
  readChunks,
  startServer,
  walletPackage,
} from './lib.mjs';

export const publicRoutes = [
  '/',
  '/apply',
  '/companies',
  '/incubator',
  '/faq',
  '/transparency',
  '/auth',
  '/accept-invitation',
];
/**
 * Issue 2's budget for '/', set when the page loaded the app at once. The app now comes with the
 * first interaction (docs/decisions/0021): its total is held against this, as a warning.
 */
const HOME_BUDGET_KB = 150;
/** Issue 14's goal for '/', counted before the visitor acts. */
const HOME_GOAL_KB = 100;

export async function bundleReport({ skipBuild = false, verbose = false } = {}) {
  if (!skipBuild) {
    console.log(`Building the SPA into ${benchDist} ...`);
    await buildWeb();
  }
  const chunks = readChunks();
  const server = await startServer({ webRoot: benchDist });
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const failures = [];
  const warnings = [];
  const rows = [];
  try {
    for (const route of publicRoutes) {
      const page = await browser.newPage();
      const loaded = new Set();
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.origin === new URL(server.url).origin && url.pathname.endsWith('.js'))
          loaded.add(url.pathname.slice(1));
      });
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      // What loads without any interaction: the boot script of a server-rendered page, or the
      // app of a browser-rendered one with its lazy parts and deferred UI (toasts mount 3 s in).
      await page.waitForTimeout(5000);
      const before = [...loaded].filter((f) => f.startsWith('assets/'));
      // A first interaction (a key goes down; it acts on nothing), then whatever it brings in.
      await page.keyboard.press('Shift');
      await page
        .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
          timeout: 30_000,
        })
        .catch(() => {});
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(5000);
      await page.close();
      const files = [...loaded].filter((f) => f.startsWith('assets/'));
      const sum = (list) => list.reduce((n, f) => n + gzipKb(f), 0);
      const kb = sum(files);
      const beforeKb = sum(before);
      const wallet = files.flatMap((f) =>
        (chunks[f]?.packages ?? []).filter((p) => walletPackage.test(p)).map((p) => `${p} in ${f}`),
      );
      rows.push({ route, files: files.length, beforeFiles: before, beforeKb, kb, wallet, loaded: files });
      if (verbose)
        for (const f of files.sort())
          console.log(
            `  ${pad(route, 18)}${pad(f, 48)}${lpad(gzipKb(f).toFixed(1), 7)} KB gz${before.includes(f) ? '  (before interaction)' : ''}`,
          );
      if (route === '/' && beforeKb > HOME_GOAL_KB)
        failures.push(
          `'/' loads ${beforeKb.toFixed(1)} KB gzipped JS before interaction (goal ${HOME_GOAL_KB} KB)`,
        );
      if (route === '/' && kb > HOME_BUDGET_KB)
        warnings.push(
          `'/' loads ${kb.toFixed(1)} KB gzipped JS in all after the first interaction (${HOME_BUDGET_KB} KB)`,
        );
      if (wallet.length) failures.push(`${route} loads wallet code: ${wallet.join(', ')}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log('\nGzipped KB of JS per public route (Chromium, real server, demo data):');
  console.log(
    `${pad('route', 20)}${lpad('before interaction', 20)}${lpad('after first interaction', 25)}${lpad('chunks', 8)}  wallet code`,
  );
  for (const r of rows)
    console.log(
      `${pad(r.route, 20)}${lpad(r.beforeKb.toFixed(1), 20)}${lpad(r.kb.toFixed(1), 25)}${lpad(r.files, 8)}  ${r.wallet.length ? 'YES' : 'none'}`,
    );

  const walletChunks = Object.entries(chunks).filter(([, c]) =>
    c.packages.some((p) => walletPackage.test(p)),
  );
  console.log('\nChunks holding wallet libraries (admin only):');
  if (walletChunks.length === 0) console.log('  none in this build');
  for (const [file, c] of walletChunks)
    console.log(
      `  ${pad(file, 48)}${lpad(gzipKb(file).toFixed(1), 8)} KB gz  (${c.packages.filter((p) => walletPackage.test(p)).join(', ')})`,
    );

  const home = rows.find((r) => r.route === '/');
  if (home) {
    console.log(`\nWhat '/' loads before interaction (goal ${HOME_GOAL_KB} KB):`);
    for (const f of home.beforeFiles) console.log(`  ${pad(f, 48)}${lpad(gzipKb(f).toFixed(1), 7)}`);
    console.log(
      `  ${home.beforeKb <= HOME_GOAL_KB ? 'goal met' : `${(home.beforeKb - HOME_GOAL_KB).toFixed(1)} KB over the goal`}`,
    );
    const byPackage = {};
    for (const f of home.loaded)
      for (const [name, share] of Object.entries(chunks[f]?.shares ?? { app: 1 }))
        byPackage[name] = (byPackage[name] ?? 0) + share * gzipKb(f);
    console.log(
      `\nWhat '/' loads in all after the first interaction, by package (KB gz, estimated split of each chunk; budget ${HOME_BUDGET_KB} KB):`,
    );
    for (const [name, kb] of Object.entries(byPackage).sort((a, b) => b[1] - a[1]))
      if (kb >= 0.1) console.log(`  ${pad(name, 32)}${lpad(kb.toFixed(1), 7)}`);
    const banned = Object.keys(byPackage).filter((p) =>
      /^(zod|better-auth|recharts|d3-|react-hook-form)/.test(p),
    );
    console.log(
      `  total ${home.kb.toFixed(1)} KB; zod, auth, wallet, charts, forms: ${banned.length ? banned.join(', ') : 'none'}`,
    );
  }

  console.log('');
  for (const [file] of Object.entries(chunks).filter(([, c]) => c.isEntry))
    console.log(`Entry chunk ${file}: ${gzipKb(file).toFixed(1)} KB gz`);
  if (warnings.length) console.log(`\nOver issue 2's budget (warning):\n  ${warnings.join('\n  ')}`);
  console.log(
    failures.length
      ? `\nBUDGET BREACHED:\n  ${failures.join('\n  ')}`
      : `\nBudget met: '/' <= ${HOME_GOAL_KB} KB gz before interaction, no wallet code on public routes.`,
  );
  return { rows, failures, warnings };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { failures } = await bundleReport({
    skipBuild: process.argv.includes('--skip-build'),
    verbose: process.argv.includes('--verbose'),
  });
  process.exit(failures.length ? 1 : 0);
}
