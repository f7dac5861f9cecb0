import type { Logger } from 'pino';
import { setAccountHooks } from './auth/account-hooks';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountHooks, createProjectAccessCheck, setTeamJoinHooks, teamJoinHooks } from './features/index';
import type { AppDeps } from './http/types';
import { createPublicCache } from './lib/public-cache';
import { createMail } from './mail/index';
import { createLifecycle, type Lifecycle } from './ops/lifecycle';
import type { Realtime } from './realtime/hub';
import type { Storage } from './storage/types';

/** Assembles AppDeps from the parts boot() or the test harness opened; nothing is added later. */
export function createAppDeps(parts: {
  config: Config;
  database: Database;
  logger: Logger;
  realtime: Realtime;
  storage: Storage;
  webRoot?: string | null;
  lifecycle?: Lifecycle;
}): AppDeps {
  const { config, database, logger } = parts;
  // Auth and accounts take the features' hooks from here, not by importing them (the same ones
  // every time).
  setAccountHooks(accountHooks);
  setTeamJoinHooks(teamJoinHooks);
  return {
    ...parts,
    webRoot: parts.webRoot ?? null,
    mail: createMail({ config, database, logger }),
    projectAccess: createProjectAccessCheck(database.db),
    lifecycle: parts.lifecycle ?? createLifecycle(),
    publicCache: createPublicCache(database),
    firstRun: null,
  };
}
