import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Lifecycle } from '../ops/lifecycle';
import type { FirstRun } from '../features/setup/first-run';
import type { PublicCache } from '../lib/public-cache';
import type { Realtime } from '../realtime/hub';
import type { Storage } from '../storage/types';

export type Role = 'user' | 'admin' | 'super_admin';

/** The signed-in caller, resolved from the session cookie by the auth middleware. */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  emailVerified: boolean;
}

/**
 * Everything a feature needs from the outside world. Later features add optional members here
 * (storage, mail, realtime) rather than reaching for globals.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Directory holding the built SPA; omitted in API-only tests. */
  webRoot?: string;
  /** NOTIFY publish + SSE fan-out (src/server/realtime); created by boot() and the test harness. */
  realtime?: Realtime;
  /** Uploaded files (src/server/storage); created by boot() and the test harness. */
  storage?: Storage;
  /** In-flight requests and draining state for graceful shutdown (src/server/ops); set by boot(). */
  lifecycle?: Lifecycle;
  /** Serialized public answers kept until the data behind them changes; created by createApp. */
  publicCache?: PublicCache;
  /** The first-run setup token while no super admin exists; created by boot(). */
  firstRun?: FirstRun;
  [extra: string]: unknown;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    requestId: string;
    /** The request's child logger: every line it writes carries the request id. */
    log: Logger;
  };
}
