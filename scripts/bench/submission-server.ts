// A throwaway Hatchery for the submission benchmark: fresh PGlite (or BENCH_DATABASE_URL), the
// submission rate limit raised out of the way, no logs. Prints `{ url }` once listening.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { boot } from '../../src/server/boot';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-submissions-'));
const env: Record<string, string> = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth-00',
  SUBMISSION_RATE_LIMIT: '1000000000',
};
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;

const running = await boot({ config: loadConfig(env), logger: createLogger('silent') });
// The port is only known now; the Origin check compares against PUBLIC_URL.
running.deps.config.PUBLIC_URL = running.url;
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);

const stop = async () => {
  await running.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
