import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { boot, type Running } from '../../src/server/boot';
import { loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';

export interface TestServer {
  url: string;
  db: Db;
  running: Running;
}

/** Boots a real Hatchery (built SPA + API) on a fresh PGlite for each test file's worker. */
export async function startServer(
  env: Record<string, string> = {},
): Promise<TestServer & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-better-auth-000',
    // The test chain is a hardhat node on 127.0.0.1.
    RPC_ALLOW_PRIVATE: 'true',
    ...env,
  });
  const webRoot = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : undefined;
  const running = await boot({ config, logger: createLogger('silent'), webRoot });
  // PUBLIC_URL must match the real origin for Origin checks and mail links.
  running.deps.config.PUBLIC_URL = running.url;
  return {
    url: running.url,
    db: running.deps.database.db,
    running,
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<{ server: TestServer }, { workerServer: TestServer }>({
  workerServer: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  server: async ({ workerServer }, use) => use(workerServer),
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});

export { expect };

/** Fails with the list of violations, so the report says what to fix. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
