import { and, count, isNotNull, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, DbOrTx } from '../../db/client';
import { projectCapitalSources } from '../../db/schema/index';
import { withAdvisoryLock } from '../../jobs/advisory-lock';
import { createRateWindow, type RateWindow } from '../../jobs/rate-window';
import { startSchedule, type Schedule } from '../../jobs/schedule';
import type { Realtime } from '../../realtime/hub';
import { CAPITAL_CACHE_MS, syncCapitalSources, type ClientFor } from './sync-capital-sources';

const MINUTE = 60_000;

/** Spec section 7 auto-sync: 2 s after start, then every 10 minutes up to 60, then every 30 minutes. */
export function capitalSyncOffsetMs(run: number): number {
  if (run === 0) return 2_000;
  if (run <= 6) return run * 10 * MINUTE;
  return 60 * MINUTE + (run - 6) * 30 * MINUTE;
}

/** Projects with sources worth reading now (not read within 60 s, not waiting out a backoff), and how many. */
async function dueProjects(db: DbOrTx, now: Date) {
  const s = projectCapitalSources;
  return db
    .select({ projectId: s.projectId, n: count() })
    .from(s)
    .where(
      and(
        isNotNull(s.networkId),
        isNotNull(s.contractAddress),
        or(
          ne(s.syncStatus, 'completed'),
          isNull(s.lastSyncedAt),
          lt(s.lastSyncedAt, new Date(now.getTime() - CAPITAL_CACHE_MS)),
        ),
        or(isNull(s.nextAttemptAt), lte(s.nextAttemptAt, now)),
      ),
    )
    .groupBy(s.projectId);
}

/**
 * One scheduled pass: syncs every project with due sources, taking each project's source count
 * from the shared reads budget first. One project's failure is logged and the pass goes on.
 */
export async function syncAllCapital({
  db,
  realtime,
  logger,
  budget,
  signal,
  clientFor,
  allowPrivate,
}: {
  db: DbOrTx;
  /** config.RPC_ALLOW_PRIVATE: whether network RPC URLs may point at private or local addresses. */
  allowPrivate: boolean;
  realtime?: Realtime;
  logger: Logger;
  budget: RateWindow;
  signal?: AbortSignal;
  clientFor?: ClientFor;
}): Promise<{ projects: number; sources: number; failed: number }> {
  const totals = { projects: 0, sources: 0, failed: 0 };
  for (const { projectId, n } of await dueProjects(db, new Date())) {
    if (signal?.aborted) break;
    await budget.take(n, signal);
    try {
      const result = await syncCapitalSources({
        db,
        realtime,
        projectId,
        respectBackoff: true,
        clientFor,
        allowPrivate,
      });
      totals.projects++;
      totals.sources += result.synced;
      totals.failed += result.failed;
    } catch (err) {
      logger.warn({ err, projectId }, 'capital sync of a project failed');
    }
  }
  return totals;
}

export const CAPITAL_SYNC_JOB = 'hatchery:capital-sync';

/**
 * The server's auto-sync. Every instance keeps the cadence; each pass runs only on the instance
 * that wins the advisory lock, so N instances read the chain once.
 */
export function startCapitalScheduler({
  database,
  realtime,
  logger,
  readsPerMinute = 50,
  offsetMs = capitalSyncOffsetMs,
  allowPrivate,
}: {
  database: Database;
  /** config.RPC_ALLOW_PRIVATE: whether network RPC URLs may point at private or local addresses. */
  allowPrivate: boolean;
  realtime?: Realtime;
  logger: Logger;
  readsPerMinute?: number;
  offsetMs?: (run: number) => number;
}): Schedule {
  const budget = createRateWindow({ limit: readsPerMinute, windowMs: MINUTE });
  return startSchedule({
    name: 'capital-sync',
    offsetMs,
    logger,
    run: async (signal) => {
      const outcome = await withAdvisoryLock({
        database,
        name: CAPITAL_SYNC_JOB,
        fn: () => syncAllCapital({ db: database.db, realtime, logger, budget, signal, allowPrivate }),
      });
      if (outcome.ran) logger.info({ job: 'capital-sync', ...outcome.value }, 'capital sync pass done');
      else logger.debug({ job: 'capital-sync' }, 'capital sync pass left to another instance');
    },
  });
}
