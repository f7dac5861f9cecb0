// `npm run bench`: bundle report, Lighthouse, HTTP, RSS, chain-index and applicant query benchmarks
// in turn; non-zero if any budget breaks.
import { applicantsBench } from './applicants.mjs';
import { bundleReport } from './bundle-report.mjs';
import { chainIndexBench } from './chain-index.mjs';
import { httpBench } from './http.mjs';
import { lighthouseRun } from './lighthouse.mjs';
import { rssBench } from './rss.mjs';

const failures = [];
failures.push(...(await bundleReport()).failures);
failures.push(...(await lighthouseRun({ skipBuild: true })).failures);
failures.push(...(await httpBench()).failures);
failures.push(...(await rssBench()).failures);
failures.push(...(await chainIndexBench()).failures);
failures.push(...(await applicantsBench()).failures);
console.log(failures.length ? `\n${failures.length} budget breach(es).` : '\nAll benchmark budgets met.');
process.exit(failures.length ? 1 : 0);
