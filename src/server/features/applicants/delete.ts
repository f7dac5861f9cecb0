import { AppError } from '../../http/app-error';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime/hub';
import type { Storage } from '../../storage/types';
import { publishApplicationEvent } from '../../realtime/application-events';
import { deleteApplicationRow } from '../applications/service';

/** Where intake stores an application's files (design.md, 'Application intake'). */
export const applicationFilesPrefix = (id: string) => `applications/${id}/`;

/**
 * Removes an application for good: the row (its history, notes, read flags and project link go
 * with it by cascade), then its stored files. The row goes first: a crash in between leaves
 * unreachable files rather than a row pointing at missing ones.
 */
export async function deleteApplication({
  db,
  realtime,
  storage,
  logger,
  id,
}: {
  db: Db;
  realtime: Realtime;
  storage: Storage;
  logger: Logger;
  id: string;
}) {
  const deleted = await db.transaction(async (tx) => {
    const row = await deleteApplicationRow(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'Application not found');
    await publishApplicationEvent({ realtime, logger }, 'deleted', id, tx);
    return row;
  });
  let filesRemoved = false;
  try {
    await storage.deletePrefix(applicationFilesPrefix(id));
    filesRemoved = true;
  } catch (err) {
    logger.error({ err, applicationId: id }, 'application deleted but its files could not be removed');
  }
  return { id: deleted.id, deleted: true as const, filesRemoved };
}
