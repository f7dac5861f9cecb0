import type { Logger } from 'pino';
import type { UserRole } from '~/shared/enums';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { PublicCache } from '../lib/public-cache';
import type { Mail } from '../mail/index';
import type { Lifecycle } from '../ops/lifecycle';
import type { Realtime } from '../realtime/hub';
import type { Storage } from '../storage/types';

/** The signed-in caller, resolved from the session cookie by the auth middleware. */
export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
  emailVerified: boolean;
}

/** The caller as services check it: who, and whether an admin (who may act on every project). */
export interface Caller {
  userId: string;
  isAdmin: boolean;
}

/** Whether a user may open a project (member or owner); `allow('project_member')` asks it. */
export type ProjectAccessCheck = (args: {
  userId: string;
  projectId: string;
  /** Only the project's owner (its creator) passes, not its other members. */
  ownerOnly?: boolean;
}) => Promise<boolean>;

/** The first-run setup token (features/setup fills it at boot): printed in the log, refused once a super admin exists. */
export interface FirstRun {
  token: string | null;
}

/**
 * Everything a feature needs from the outside world, built whole by `createAppDeps()` (boot and
 * the test harness) before `createApp()`. Routes hand services only the parts they use:
 * `{ db, realtime, mail, storage, logger }`.
 */
export interface AppDeps {
  readonly config: Config;
  readonly database: Database;
  readonly logger: Logger;
  /** NOTIFY publish + SSE fan-out (src/server/realtime). */
  readonly realtime: Realtime;
  /** Uploaded files (src/server/storage). */
  readonly storage: Storage;
  /** The outbox and its sender (src/server/mail). */
  readonly mail: Mail;
  readonly projectAccess: ProjectAccessCheck;
  /** Directory holding the built SPA; null serves the API only (tests). */
  readonly webRoot: string | null;
  /** In-flight requests and draining state for graceful shutdown (src/server/ops). */
  readonly lifecycle: Lifecycle;
  /** Serialized public answers kept until the data behind them changes. */
  readonly publicCache: PublicCache;
  /** The first-run setup token while no super admin exists; set by boot() once accounts exist. */
  firstRun: FirstRun | null;
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
