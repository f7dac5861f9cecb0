import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/client';
import { applicationReads, incubatorApplications as apps } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { publishApplicationEvent } from '../../realtime/application-events';
import type { Realtime } from '../../realtime/hub';

/** 'Mark as unread' (detail view, key m): removes the caller's read row; idempotent, 404 for an unknown application. */
export async function markApplicationUnread({
  db,
  realtime,
  logger,
  userId,
  id,
}: {
  db: DbOrTx;
  realtime: Realtime;
  logger: Logger;
  userId: string;
  id: string;
}): Promise<{ id: string; isRead: false }> {
  const [exists] = await db.select({ id: apps.id }).from(apps).where(eq(apps.id, id));
  if (!exists) throw new AppError('NOT_FOUND', 'Application not found');
  await db
    .delete(applicationReads)
    .where(and(eq(applicationReads.applicationId, id), eq(applicationReads.userId, userId)));
  // Like a read: only this admin's screens change, so the event carries their id.
  await publishApplicationEvent({ realtime, logger }, 'read', userId);
  return { id, isRead: false };
}
