// `npm test`: everything CI runs, in order, stopping at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
}

// TEST_TIMINGS_DIR=dir keeps every test's time (vitest.json, e2e.json) for finding the slow ones;
// `node scripts/bench/suite-timings.mjs dir` sums them by file.
const timings = process.env.TEST_TIMINGS_DIR;
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

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  const ticks = machineTicks();
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  report(name, started, ticks, status !== 0);
  if (status !== 0) process.exit(status ?? 1);
}
