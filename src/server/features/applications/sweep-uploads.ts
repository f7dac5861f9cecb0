import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client';
import { applicationSecurityAudit, incubatorApplications } from '../../db/schema/index';
import { withAdvisoryLock } from '../../jobs/advisory-lock';
import { listObjects } from '../../storage/objects';
import type { ObjectInfo, Storage } from '../../storage/types';
import { placeStagedFiles, stagingPrefix } from './store-application';

export interface SweepResult {
  /** Staged files of submissions that never committed, removed (folders). */
  stagingRemoved: number;
  /** Committed submissions whose files had not been moved into place, finished (folders). */
  movesFinished: number;
  /** applications/{id}/ folders with no row, removed. */
  orphansRemoved: number;
  /** The driver's own leftovers (temporary files, incomplete multipart uploads), removed. */
  incompleteRemoved: number;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Cleans up after crashes and failed clean-ups. Anything younger than the grace period is left
 * alone, as it may belong to an upload still in progress on this or another instance.
 */
export async function sweepUploads({
  db,
  storage,
  logger,
  graceSeconds,
  now = new Date(),
}: {
  db: Db;
  storage: Storage;
  logger: Logger;
  graceSeconds: number;
  now?: Date;
}): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - graceSeconds * 1000);
  const result: SweepResult = {
    stagingRemoved: 0,
    movesFinished: 0,
    orphansRemoved: 0,
    incompleteRemoved: 0,
  };

  const staged = groupById(await listObjects(storage, 'staging/'));
  const stagedRows = await committedIds(db, [...staged.keys()]);
  for (const [id, objects] of staged) {
    if (stagedRows.has(id)) {
      if (await finishMoves({ db, storage, logger, id })) result.movesFinished++;
    } else if (objects.every((o) => o.modifiedAt <= cutoff)) {
      await storage.deletePrefix(stagingPrefix(id));
      result.stagingRemoved++;
    }
  }

  const placed = groupById(await listObjects(storage, 'applications/'));
  const placedRows = await committedIds(db, [...placed.keys()]);
  for (const [id, objects] of placed) {
    if (placedRows.has(id) || objects.some((o) => o.modifiedAt > cutoff)) continue;
    await storage.deletePrefix(`applications/${id}/`);
    result.orphansRemoved++;
  }

  result.incompleteRemoved = (await storage.sweepIncomplete?.(cutoff)) ?? 0;
  return result;
}

/** Objects by the folder right under the top one: `staging/{id}/…` -> id. */
function groupById(objects: ObjectInfo[]): Map<string, ObjectInfo[]> {
  const groups = new Map<string, ObjectInfo[]>();
  for (const o of objects) {
    const id = o.key.split('/')[1];
    if (!id) continue;
    groups.set(id, [...(groups.get(id) ?? []), o]);
  }
  return groups;
}

async function committedIds(db: Db, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter((id) => uuid.test(id));
  if (valid.length === 0) return new Set();
  const rows = await db
    .select({ id: incubatorApplications.id })
    .from(incubatorApplications)
    .where(inArray(incubatorApplications.id, valid));
  return new Set(rows.map((r) => r.id));
}

/** The accepted audit row says where each staged file goes (storeApplication wrote it). */
async function finishMoves({
  db,
  storage,
  logger,
  id,
}: {
  db: Db;
  storage: Storage;
  logger: Logger;
  id: string;
}) {
  const [audit] = await db
    .select({ flags: applicationSecurityAudit.securityFlags })
    .from(applicationSecurityAudit)
    .where(
      and(
        eq(applicationSecurityAudit.applicationId, id),
        sql`${applicationSecurityAudit.securityFlags}->>'event_type' = 'accepted'`,
      ),
    )
    .limit(1);
  const files = (
    (audit?.flags as { metadata?: { files?: { from?: string; to?: string }[] } } | undefined)?.metadata
      ?.files ?? []
  ).filter((f): f is { from: string; to: string } => !!f.from && !!f.to);
  const present = new Set((await listObjects(storage, stagingPrefix(id))).map((o) => o.key));
  const pending = files.filter((f) => present.has(f.from));
  const ok = await placeStagedFiles({ storage, logger, id, files: pending });
  // Anything staged that the row does not list was never part of the application.
  if (ok) await storage.deletePrefix(stagingPrefix(id));
  return ok;
}

/** Sweeps at boot and then every interval, on one instance at a time; returns a stop function. */
export function startUploadSweeper({
  database,
  storage,
  logger,
  intervalSeconds,
  graceSeconds,
}: {
  database: Pick<Database, 'db' | 'driver'>;
  storage: Storage;
  logger: Logger;
  intervalSeconds: number;
  graceSeconds: number;
}): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= withAdvisoryLock({
      database,
      name: 'hatchery:upload-sweep',
      fn: () => sweepUploads({ db: database.db, storage, logger, graceSeconds }),
    })
      .then((outcome) => {
        if (outcome.ran) logger.info({ sweep: outcome.value }, 'upload sweep finished');
      })
      .catch((err: unknown) => logger.error({ err }, 'upload sweep failed'))
      .finally(() => (running = undefined));
  };
  run();
  const timer = intervalSeconds > 0 ? setInterval(run, intervalSeconds * 1000) : undefined;
  timer?.unref();
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
