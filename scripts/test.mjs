// `npm test`: everything CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. The end-to-end tests use the system browser:\n` +
      `  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary).`,
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

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unit + integration', 'npx', ['vitest', 'run']],
  ['end-to-end', 'node', ['scripts/e2e.mjs']],
  // K=3 instances behind nginx on a throwaway PostgreSQL database (needs /usr/sbin/nginx and
  // PostgreSQL on 127.0.0.1:5432, or CLUSTER_PG_URL).
  ['scale', 'npm', ['run', '--silent', 'test:scale']],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n${name} failed after ${seconds}s`);
    process.exit(status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds}s ===`);
}
