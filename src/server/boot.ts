import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import { bootstrapAdmin } from './auth/create-user';
import { startMailRetry } from './mail/index';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import type { AppDeps } from './http/types';
import { createRealtime } from './realtime/hub';
import { createStorage } from './storage/index';
import { createAppDeps } from './deps';

export const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

export interface Running {
  deps: AppDeps;
  server: ServerType;
  url: string;
  stop(): Promise<void>;
}

/** Opens the database, migrates, builds the app and listens. Used by main.ts and e2e tests. */
export async function boot({
  config,
  logger,
  webRoot = defaultWebRoot,
  onBeforeListen,
}: {
  config: Config;
  logger: Logger;
  webRoot?: string;
  onBeforeListen?: (deps: AppDeps) => Promise<void>;
}): Promise<Running> {
  const database: Database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dbDir },
  );
  try {
    await database.migrate();
    const storage = createStorage(config);
    const realtime = await createRealtime({ database, logger });
    const deps = createAppDeps({ config, database, logger, webRoot, realtime, storage });
    await bootstrapAdmin(deps);
    const stopMailRetry = startMailRetry(deps);
    await onBeforeListen?.(deps);
    const app = createApp(deps);
    const server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => resolve(s));
      s.once('error', reject);
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
    let stopping: Promise<void> | undefined;
    return {
      deps,
      server,
      url,
      stop() {
        stopping ??= (async () => {
          stopMailRetry();
          // Ends every SSE stream first so server.close() is not held open by them.
          await realtime.close();
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            // SSE and keep-alive sockets would hold close() open forever.
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          });
          await database.close();
        })();
        return stopping;
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
