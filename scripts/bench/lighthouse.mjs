// Lighthouse (mobile, the default config: emulated phone, simulated slow 4G) on the public pages,
// against a demo-seeded server of our own, with the budget of issue 2.
// Usage: node scripts/bench/lighthouse.mjs [--skip-build]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchDist, buildWeb, chromeFlags, chromePath, lpad, pad, startServer } from './lib.mjs';

const pages = ['/', '/companies', '/faq', '/transparency'];
const budget = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 95 };
const names = { performance: 'Perf', accessibility: 'A11y', 'best-practices': 'BestPr', seo: 'SEO' };

export async function lighthouseRun({ skipBuild = false } = {}) {
  if (!skipBuild) {
    console.log(`Building the SPA into ${benchDist} ...`);
    await buildWeb();
  }
  const server = await startServer({ webRoot: benchDist });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const failures = [];
  const rows = [];
  try {
    for (const route of pages) {
      const { lhr } = await lighthouse(server.url + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(budget),
      });
      const scores = Object.fromEntries(
        Object.keys(budget).map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)]),
      );
      rows.push({ route, scores, lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '' });
      for (const [k, min] of Object.entries(budget)) {
        if (scores[k] >= min) continue;
        // Name the audits that cost points, so a breach says what to fix.
        const lost = lhr.categories[k].auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
          .slice(0, 6);
        failures.push(`${route} ${names[k]} ${scores[k]} < ${min}: ${lost.join(', ')}`);
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  console.log('\nLighthouse, mobile (scores out of 100):');
  console.log(
    `${pad('page', 16)}${Object.values(names)
      .map((n) => lpad(n, 8))
      .join('')}   LCP`,
  );
  for (const r of rows)
    console.log(
      `${pad(r.route, 16)}${Object.keys(budget)
        .map((k) => lpad(r.scores[k], 8))
        .join('')}   ${r.lcp}`,
    );
  console.log(
    failures.length
      ? `\nBUDGET BREACHED:\n  ${failures.join('\n  ')}`
      : '\nBudget met: Performance >= 90, Accessibility 100, Best Practices 100, SEO >= 95.',
  );
  return { rows, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { failures } = await lighthouseRun({ skipBuild: process.argv.includes('--skip-build') });
  process.exit(failures.length ? 1 : 0);
}
