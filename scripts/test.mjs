// `npm test`: everything CI runs, in order, stopping at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { availableParallelism } from 'node:os';

// The path playwright.config.ts launches (Debian's headless Chromium, no browser download).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(chromium)) {
  console.error(
    `Headless Chromium was not found at ${chromium}. The end-to-end tests use the system's:\n` +
      `  sudo apt-get install -y chromium-headless-shell\n(or set CHROMIUM_PATH to a Chromium binary).`,
  );
  process.exit(1);
}
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
if (!existsSync(nginx)) {
  console.error(
    `nginx was not found at ${nginx}. The scale test puts it in front of three instances:\n` +
      `  sudo apt-get install -y nginx-light\n(or set NGINX_BIN to an nginx binary).`,
  );
  process.exit(1);
}

// Busy and total clock ticks of the whole machine (/proc/stat's first line), printed per step as
// cores busy, to show where the suite waits rather than works. The machine's figure, not this
// process's children's: browsers and servers a test runner starts are not all reaped through it
// (the e2e step read 0.9 cores that way while /proc/stat showed 1.95 of 2).
const machineTicks = () => {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.slice(0, 8).map(Number);
    const idle = ticks[3] + ticks[4];
    return { busy: ticks.reduce((a, b) => a + b, 0) - idle, total: ticks.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
};
const cores = availableParallelism();

/** Runs one command with its output kept, for steps that run side by side. */
const runQuiet = (name, cmd, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) =>
      resolve({ name, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
    );
  });

function report(name, started, ticks, failed) {
  const seconds = (Date.now() - started) / 1000;
  const now = machineTicks();
  const busy = ticks && now ? ((now.busy - ticks.busy) / (now.total - ticks.total)) * cores : NaN;
  const usage = Number.isFinite(busy) ? `, ${busy.toFixed(1)} of ${cores} cores busy on average` : '';
  if (failed) console.error(`\n${name} failed after ${seconds.toFixed(1)}s`);
  else console.log(`=== ${name} passed in ${seconds.toFixed(1)}s${usage} ===`);
}

// The static checks and the build the end-to-end tests need are single-threaded for most of
// their run: side by side they take about as long as the slowest (~30 s saved on 2 cores).
const suiteStarted = Date.now();
let checksSeconds = 0;
const checks = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['decision records', process.execPath, ['scripts/check-decisions.mjs']],
  ['build', process.execPath, ['scripts/ensure-build.mjs']],
];
{
  const started = Date.now();
  const ticks = machineTicks();
  console.log(`\n=== ${checks.map(([name]) => name).join(', ')} (side by side) ===`);
  const results = await Promise.all(checks.map(([name, cmd, args]) => runQuiet(name, cmd, args)));
  for (const { name, status, output, seconds } of results) {
    console.log(`--- ${name} (${seconds}s) ---${output.trim() ? `\n${output.trimEnd()}` : ''}`);
    if (status !== 0) {
      report(name, started, ticks, true);
      process.exit(status ?? 1);
    }
  }
  report('checks and build', started, ticks, false);
  checksSeconds = (Date.now() - started) / 1000;
}

// TEST_TIMINGS_DIR=dir keeps every test's time (vitest.json, e2e.json) for finding the slow ones;
// `node scripts/bench/suite-timings.mjs dir` sums them by file. Without it the e2e report still
// goes to a temporary directory: the run's end names every test that passed only on its retry.
const timings = process.env.TEST_TIMINGS_DIR;
const reportDir = timings ?? mkdtempSync(path.join(tmpdir(), 'hatchery-test-report-'));
const vitestTimings = timings
  ? ['--reporter=default', '--reporter=json', `--outputFile.json=${timings}/vitest.json`]
  : [];
const steps = [
  ['unit + integration', 'npx', ['vitest', 'run', ...vitestTimings]],
  ['end-to-end', 'node', ['scripts/e2e.mjs']],
  // K=3 instances behind nginx on a throwaway PostgreSQL database (needs /usr/sbin/nginx and
  // PostgreSQL on 127.0.0.1:5432, or CLUSTER_PG_URL).
  ['scale', 'npm', ['run', '--silent', 'test:scale']],
];

/** Tests Playwright ran more than once and that passed on a later attempt, as "file:line title". */
function flakyTests() {
  const file = path.join(reportDir, 'e2e.json');
  if (!existsSync(file)) return [];
  const flaky = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, suite.title ? [...titles, suite.title] : titles);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky')
          flaky.push(`${spec.file}:${spec.line} ${[...titles.slice(1), spec.title].join(' > ')}`);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, [suite.title]);
  return flaky;
}

/** The closing lines of every run: each step's time and the flakes, also when a step failed. */
function summary(done, failed) {
  console.log('\n=== npm test summary ===');
  for (const { name, seconds, ok } of done)
    console.log(`  ${name.padEnd(22)} ${seconds.toFixed(1).padStart(7)} s  ${ok ? 'passed' : 'FAILED'}`);
  const total = (Date.now() - suiteStarted) / 1000;
  console.log(`  ${'total'.padEnd(22)} ${total.toFixed(1).padStart(7)} s`);
  const flaky = flakyTests();
  if (flaky.length) {
    console.log(`\n${flaky.length} test(s) passed only on their retry; each is a bug to fix at its cause:`);
    for (const line of flaky) console.log(`  flaky: ${line}`);
  } else console.log('  no test passed only on its retry');
  if (!timings) rmSync(reportDir, { recursive: true, force: true });
  if (failed) console.error(`\n${failed} failed`);
}

const done = [{ name: 'checks and build', seconds: checksSeconds, ok: true }];
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  const ticks = machineTicks();
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, E2E_REPORT_DIR: reportDir },
  });
  report(name, started, ticks, status !== 0);
  done.push({ name, seconds: (Date.now() - started) / 1000, ok: status === 0 });
  if (status !== 0) {
    summary(done, name);
    process.exit(status ?? 1);
  }
}
summary(done);
