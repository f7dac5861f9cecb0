import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, rowsOf } from '../db/client';
import { rootCauseMessage } from '../db/pg-errors';
import type { AppDeps } from '../http/types';

export interface ReadyReport {
  ready: boolean;
  /** Each part's state; `ok` or what is wrong with it. */
  checks: Record<'draining' | 'database' | 'migrations' | 'storage' | 'listen', string>;
}

const expectedMigrations = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/** Each check is bounded, so a hung database answers 503 instead of hanging the balancer's probe. */
const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

const messageOf = (err: unknown) => rootCauseMessage(err).slice(0, 200);

/** What GET /ready reports: every part an instance needs before a balancer sends it traffic. */
export async function checkReadiness(deps: AppDeps): Promise<ReadyReport> {
  const checks: ReadyReport['checks'] = {
    draining: deps.lifecycle?.draining ? 'shutting down' : 'ok',
    database: 'ok',
    migrations: 'ok',
    storage: 'ok',
    listen: deps.database.listening() ? 'ok' : 'LISTEN connection is down',
  };
  try {
    const result = await within(
      2000,
      deps.database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    const applied = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    if (applied < expectedMigrations)
      checks.migrations = `${applied} of ${expectedMigrations} migrations applied`;
  } catch (err) {
    checks.database = `unreachable: ${messageOf(err)}`;
    checks.migrations = 'unknown (database unreachable)';
  }
  const storage = deps.storage;
  if (!storage) checks.storage = 'not configured';
  else {
    const key = `ready-probe/${randomBytes(8).toString('hex')}`;
    try {
      await within(2000, storage.put(key, new TextEncoder().encode('ok'), { contentType: 'text/plain' }));
      await within(2000, storage.delete(key));
    } catch (err) {
      checks.storage = `not writable: ${messageOf(err)}`;
    }
  }
  return { ready: Object.values(checks).every((v) => v === 'ok'), checks };
}
