import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import { bootstrapAdmin } from './auth/create-user';
import { ConfigError, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DirectoryLockedError } from './db/lock';
import { rootCauseMessage } from './db/pg-errors';
import type { AppDeps } from './http/types';
import { startJobs } from './jobs/index';
import { startControlSocket } from './ops/control-socket';
import { createLifecycle } from './ops/lifecycle';
import { createRealtime } from './realtime/hub';
import { createStorage } from './storage/index';
import { startUploadSweeper } from './features/applications/index';
import { startCapitalScheduler } from './features/capital-sources/index';
import { featureJobs } from './features/index';
import { prepareFirstRun } from './features/setup/index';
import { createAppDeps } from './deps';

export const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/**
 * Node closes an idle keep-alive connection after 5 s. A client or balancer that reuses the
 * connection just as it closes gets ECONNRESET, so the server must outwait them: nginx and cloud
 * balancers keep idle upstream connections for 60 s. The headers timeout must exceed it.
 */
export const keepAliveSeconds = 65;

function keepIdleConnectionsOpen(server: ServerType) {
  const http = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = keepAliveSeconds * 1000;
  http.headersTimeout = (keepAliveSeconds + 1) * 1000;
}

export interface Running {
  deps: AppDeps;
  server: ServerType;
  url: string;
  stop(): Promise<void>;
}

/** The operator's line for a PostgreSQL server the boot cannot use; the URL's password stays out. */
function postgresFailure(databaseUrl: string, err: unknown): string {
  const url = new URL(databaseUrl);
  const where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
  return `DATABASE_URL: cannot use the PostgreSQL database at ${where}: ${rootCauseMessage(err)}`;
}

/** The operator's line for a port the server cannot listen on; other errors pass through. */
function listenFailure(config: Config, err: NodeJS.ErrnoException): Error {
  const where = `${config.HOST}:${config.PORT}`;
  if (err.code === 'EADDRINUSE')
    return new ConfigError(
      `PORT: ${where} is already in use; stop what listens there or set PORT to a free port`,
    );
  if (err.code === 'EACCES')
    return new ConfigError(`PORT: no permission to listen on ${where}; use a port above 1023`);
  if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND')
    return new ConfigError(`HOST: ${config.HOST} is not an address of this machine`);
  return err;
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
  ).catch((err: unknown) => {
    // A directory another process holds says so itself; anything else is the directory's fault.
    if (config.DATABASE_URL || err instanceof DirectoryLockedError) throw err;
    throw new ConfigError(`DATA_DIR: cannot open the database in ${config.dbDir}: ${rootCauseMessage(err)}`);
  });
  try {
    await database.migrate().catch((err: unknown) => {
      throw config.DATABASE_URL ? new ConfigError(postgresFailure(config.DATABASE_URL, err)) : err;
    });
    const storage = createStorage(config);
    const realtime = await createRealtime({ database, logger });
    const lifecycle = createLifecycle();
    const deps = createAppDeps({ config, database, logger, webRoot, realtime, storage, lifecycle });
    await bootstrapAdmin(deps);
    const jobs = startJobs(deps, featureJobs(deps));
    const capitalScheduler = config.capitalSyncScheduler
      ? startCapitalScheduler({
          database,
          realtime,
          logger,
          readsPerMinute: config.CAPITAL_SYNC_READS_PER_MINUTE,
          allowPrivate: config.RPC_ALLOW_PRIVATE,
        })
      : null;
    const sweeper = startUploadSweeper({
      database,
      storage,
      logger,
      intervalSeconds: config.STORAGE_SWEEP_INTERVAL_SECONDS,
      graceSeconds: config.STORAGE_SWEEP_GRACE_SECONDS,
    });
    await onBeforeListen?.(deps);
    // After the demo's accounts, if any: the setup link is only for an install without a super admin.
    deps.firstRun = await prepareFirstRun(deps);
    const app = createApp(deps);
    const server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => resolve(s));
      s.once('error', (err: NodeJS.ErrnoException) => reject(listenFailure(config, err)));
    });
    keepIdleConnectionsOpen(server);
    const stopControlSocket = await startControlSocket({ config, database, logger });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`;
    // Without PUBLIC_URL the browser's origin is this port on localhost (the Origin check and
    // mail links follow it); PORT=0 learns its port only now.
    if (config.publicUrlIsDefault) config.PUBLIC_URL = `http://localhost:${port}`;
    let stopping: Promise<void> | undefined;
    return {
      deps,
      server,
      url,
      stop() {
        stopping ??= (async () => {
          // 1. Stop accepting: /ready turns 503, responses say `Connection: close`, and the
          //    listening socket closes, so a balancer sends new connections elsewhere (nginx:
          //    connection refused -> next upstream). A connection accepted before the close is
          //    still answered (Node counts it idle only after its first request).
          lifecycle.startDraining();
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          const http = server as unknown as {
            closeIdleConnections?: () => void;
            closeAllConnections?: () => void;
          };
          http.closeIdleConnections?.();
          // 2. SSE clients get a `shutdown` event and reconnect through the balancer.
          realtime.shutdown();
          // 3. In-flight requests may finish, up to the deadline; then their connections are cut.
          const finished = await lifecycle.idle(config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
          if (!finished)
            logger.warn({ inFlight: lifecycle.inFlight }, 'shutdown deadline passed; cutting requests');
          // Responses still streaming get a moment; then keep-alive sockets and leftovers are cut.
          http.closeIdleConnections?.();
          await Promise.race([closed, new Promise((r) => setTimeout(r, finished ? 1000 : 0).unref())]);
          http.closeAllConnections?.();
          await closed;
          // 4. Then jobs, LISTEN and the database.
          await jobs.stop();
          await capitalScheduler?.stop();
          await sweeper.stop();
          await stopControlSocket();
          await realtime.close();
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
