// Where `npm test`'s time goes, from a run with TEST_TIMINGS_DIR=dir:
//   TEST_TIMINGS_DIR=/tmp/timings npm test; node scripts/bench/suite-timings.mjs /tmp/timings [rows]
// Sums each file's test times (vitest: both database projects under one name; Playwright: every
// attempt, retries included) and prints the heaviest files with their share of the step.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir = '/tmp/timings', rowsArg = '20'] = process.argv.slice(2);
const rows = Number(rowsArg);

function table(title, perFile) {
  const total = [...perFile.values()].reduce((a, b) => a + b.seconds, 0);
  console.log(`\n${title}: ${total.toFixed(0)} test-seconds in ${perFile.size} files`);
  const sorted = [...perFile.entries()].sort((a, b) => b[1].seconds - a[1].seconds).slice(0, rows);
  for (const [file, { seconds, tests }] of sorted) {
    const share = ((seconds / total) * 100).toFixed(1).padStart(5);
    console.log(`${seconds.toFixed(1).padStart(8)} s ${share}% ${String(tests).padStart(4)} tests  ${file}`);
  }
}

function add(map, file, seconds) {
  const entry = map.get(file) ?? { seconds: 0, tests: 0 };
  entry.seconds += seconds;
  entry.tests += 1;
  map.set(file, entry);
}

const vitestFile = path.join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  const perFile = new Map();
  for (const file of report.testResults) {
    const name = path.relative(process.cwd(), file.name);
    for (const test of file.assertionResults) add(perFile, name, (test.duration ?? 0) / 1000);
  }
  table('unit + integration', perFile);
}

const e2eFile = path.join(dir, 'e2e.json');
if (existsSync(e2eFile)) {
  const report = JSON.parse(readFileSync(e2eFile, 'utf8'));
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) add(perFile, spec.file, result.duration / 1000);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  table('end-to-end', perFile);
}
