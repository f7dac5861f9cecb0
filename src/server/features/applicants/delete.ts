import { eq } from 'drizzle-orm';
import { incubatorApplications as apps } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../http/types';
import { publishApplicationEvent } from '../../realtime/application-events';

/** Where intake stores an application's files (design.md, 'Application intake'). */
export const applicationFilesPrefix = (id: string) => `applications/${id}/`;

/**
 * Removes an application for good: the row (its history, notes, read flags and project link go
 * with it by cascade), then its stored files. The row goes first: a crash in between leaves
 * unreachable files rather than a row pointing at missing ones.
 */
export async function deleteApplication({ deps, id }: { deps: AppDeps; id: string }) {
  const { db } = deps.database;
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(apps).where(eq(apps.id, id)).returning({ id: apps.id });
    if (!row) throw new AppError('NOT_FOUND', 'Application not found');
    await publishApplicationEvent(deps, 'deleted', id, tx);
    return row;
  });
  const storage = deps.storage;
  let filesRemoved = false;
  if (storage) {
    try {
      await storage.deletePrefix(applicationFilesPrefix(id));
      filesRemoved = true;
    } catch (err) {
      deps.logger.error({ err, applicationId: id }, 'application deleted but its files could not be removed');
    }
  } else {
    deps.logger.warn({ applicationId: id }, 'no storage configured: application files were not removed');
  }
  return { id: deleted.id, deleted: true as const, filesRemoved };
}
