// A throwaway Hatchery for benchmarks: fresh PGlite (or DATABASE_URL), demo rows, no logs.
// Run as a child process (see lib.mjs) so the load generator never shares its event loop.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { boot } from '../../src/server/boot';
import { loadConfig } from '../../src/server/config';
import { seedDemo } from '../../src/server/db/seed/demo';
import { seedDemoLogins } from '../../src/server/db/seed/demo-logins';
import { createLogger } from '../../src/server/logger';
import { seedBulk } from './seed-bulk';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-'));
const env: Record<string, string> = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth-00',
};
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;

const running = await boot({
  config: loadConfig(env),
  logger: createLogger('silent'),
  webRoot: process.env.BENCH_WEB_ROOT ? path.resolve(process.env.BENCH_WEB_ROOT) : undefined,
  onBeforeListen: async (deps) => {
    await seedDemo({ db: deps.database.db });
    // The demo accounts, for benchmarks of signed-in screens (`npm run demo`'s logins).
    if (process.env.BENCH_DEMO_LOGINS) await seedDemoLogins(deps);
    const extra = Number(process.env.BENCH_EXTRA_PROJECTS ?? 0);
    if (extra > 0) await seedBulk({ db: deps.database.db, projects: extra });
  },
});
running.deps.config.PUBLIC_URL = running.url;
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);

const stop = async () => {
  await running.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
