import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import type { AppDeps, AppEnv } from '../http/types';
import { createLogger } from '../logger';
import { createRealtime, type RealtimeOptions } from '../realtime/hub';
import { createStorage } from '../storage/index';
import { createAppDeps } from '../deps';
import { createTestDatabase } from './database';

export interface TestContext {
  app: Hono<AppEnv>;
  deps: AppDeps;
  database: Database;
  db: Database['db'];
  config: Config;
  /** Sends a request to the in-process app; JSON bodies are encoded for you. */
  request(
    path: string,
    init?: Omit<RequestInit, 'body'> & { body?: unknown; json?: unknown },
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Another server instance over the context's database, as a second process would be: its own
 * realtime hub (with `options`) and app. The caller closes its `realtime`.
 */
export async function createOtherInstance(
  t: TestContext,
  options: Omit<RealtimeOptions, 'database' | 'logger'> = {},
) {
  const realtime = await createRealtime({ database: t.database, logger: createLogger('silent'), ...options });
  return { realtime, app: createApp({ ...t.deps, realtime }) };
}

export async function createTestContext({
  env = {},
  deps: extraDeps = {},
}: {
  env?: Record<string, string>;
  deps?: Partial<AppDeps>;
} = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-000',
    LOG_LEVEL: 'silent',
    // The test chain is a hardhat node on 127.0.0.1.
    RPC_ALLOW_PRIVATE: 'true',
    ...env,
  });
  const database = await createTestDatabase();
  const logger = createLogger('silent');
  const realtime = extraDeps.realtime ?? (await createRealtime({ database, logger }));
  // Each context has its own DATA_DIR, so its uploads never mix with another test's.
  const storage = extraDeps.storage ?? createStorage(config);
  const deps: AppDeps = { ...createAppDeps({ config, database, logger, realtime, storage }), ...extraDeps };
  const app = createApp(deps);
  return {
    app,
    deps,
    database,
    db: database.db,
    config,
    async request(url, init = {}) {
      const { json, body, ...rest } = init;
      const headers = new Headers(rest.headers);
      let payload = body as BodyInit | undefined;
      if (json !== undefined) {
        headers.set('content-type', 'application/json');
        payload = JSON.stringify(json);
      }
      if (!headers.has('origin')) headers.set('origin', config.PUBLIC_URL);
      // A test writes rows directly and reads at once; a real client's round trip gives time.
      await database.flushNotifications();
      return app.request(url, { ...rest, headers, body: payload });
    },
    async close() {
      await realtime.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
