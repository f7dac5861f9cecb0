// Lighthouse (mobile, the default config: emulated phone, simulated slow 4G) on the public pages,
// against a demo-seeded server of our own, with the budget of issue 14: every category 100 on
// every page, median of 3 runs. Beside each page, its ceiling: the same server's HTML of that
// page with every script removed (plain HTML + CSS), served by the same server in the same run,
// so a shortfall reads against what this machine allows rather than an absolute figure.
// Usage: node scripts/bench/lighthouse.mjs [--skip-build] [--runs N] [--pages /,/faq]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchDist, buildWeb, chromeFlags, chromePath, lpad, pad, startServer } from './lib.mjs';

const pages = ['/', '/companies', '/faq', '/transparency', '/apply'];
const budget = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
const names = { performance: 'Perf', accessibility: 'A11y', 'best-practices': 'BestPr', seo: 'SEO' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The page as the server sends it, minus every script: what the browser paints without JS. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** Writes each page's script-free twin into the served directory: /ceiling/<name>.html. */
async function writeCeilingPages(serverUrl) {
  const dir = path.join(benchDist, 'ceiling');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const urls = {};
  for (const route of pages) {
    const name = route === '/' ? 'home' : route.slice(1);
    const html = await (await fetch(serverUrl + route)).text();
    writeFileSync(path.join(dir, `${name}.html`), withoutScripts(html));
    urls[route] = `${serverUrl}/ceiling/${name}.html`;
  }
  return urls;
}

async function audit(chrome, url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(budget),
  });
  return lhr;
}

const scoresOf = (lhr) =>
  Object.fromEntries(Object.keys(budget).map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)]));

/** Median of `runs` audits: each category's median score, LCP and TBT of the median-Perf run. */
async function medianAudit(chrome, url, runs) {
  const lhrs = [];
  for (let i = 0; i < runs; i++) lhrs.push(await audit(chrome, url));
  const scores = Object.fromEntries(
    Object.keys(budget).map((k) => [k, median(lhrs.map((l) => scoresOf(l)[k]))]),
  );
  const byPerf = [...lhrs].sort((a, b) => scoresOf(a).performance - scoresOf(b).performance);
  const mid = byPerf[Math.floor(byPerf.length / 2)];
  return {
    scores,
    lhr: mid,
    lcpMs: Math.round(median(lhrs.map((l) => l.audits['largest-contentful-paint']?.numericValue ?? 0))),
    tbtMs: Math.round(median(lhrs.map((l) => l.audits['total-blocking-time']?.numericValue ?? 0))),
  };
}

export async function lighthouseRun({ skipBuild = false, runs = 3, only = pages } = {}) {
  if (!skipBuild) {
    console.log(`Building the SPA into ${benchDist} ...`);
    await buildWeb();
  }
  const server = await startServer({ webRoot: benchDist });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const failures = [];
  const rows = [];
  try {
    const ceilings = await writeCeilingPages(server.url);
    for (const route of only) {
      const app = await medianAudit(chrome, server.url + route, runs);
      const ceiling = await medianAudit(chrome, ceilings[route], runs);
      rows.push({ route, app, ceiling });
      for (const [k, min] of Object.entries(budget)) {
        if (app.scores[k] >= min) continue;
        // Name the audits that cost points (in the median run), so a breach says what to fix.
        const lost = app.lhr.categories[k].auditRefs
          .map((ref) => app.lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
          .slice(0, 6);
        failures.push(`${route} ${names[k]} ${app.scores[k]} < ${min}: ${lost.join(', ')}`);
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  console.log(
    `\nLighthouse, mobile, median of ${runs} runs (scores out of 100); ceiling = the same HTML without scripts:`,
  );
  console.log(
    `${pad('page', 15)}${Object.values(names)
      .map((n) => lpad(n, 7))
      .join(
        '',
      )}${lpad('LCP ms', 8)}${lpad('TBT ms', 8)}  |${lpad('ceiling Perf', 13)}${lpad('A11y', 6)}${lpad('BestPr', 7)}${lpad('SEO', 5)}${lpad('LCP ms', 8)}`,
  );
  for (const { route, app, ceiling } of rows)
    console.log(
      `${pad(route, 15)}${Object.keys(budget)
        .map((k) => lpad(app.scores[k], 7))
        .join(
          '',
        )}${lpad(app.lcpMs, 8)}${lpad(app.tbtMs, 8)}  |${lpad(ceiling.scores.performance, 13)}${lpad(ceiling.scores.accessibility, 6)}${lpad(ceiling.scores['best-practices'], 7)}${lpad(ceiling.scores.seo, 5)}${lpad(ceiling.lcpMs, 8)}`,
    );
  console.log(
    failures.length
      ? `\nBUDGET BREACHED:\n  ${failures.join('\n  ')}`
      : '\nBudget met: Performance, Accessibility, Best Practices and SEO 100 on every page.',
  );
  return { rows, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runsAt = process.argv.indexOf('--runs');
  const pagesAt = process.argv.indexOf('--pages');
  const { failures } = await lighthouseRun({
    only: pagesAt > 0 ? process.argv[pagesAt + 1].split(',') : pages,
    skipBuild: process.argv.includes('--skip-build'),
    runs: runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3,
  });
  process.exit(failures.length ? 1 : 0);
}
