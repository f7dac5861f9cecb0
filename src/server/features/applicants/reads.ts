import { eq, inArray, sql } from 'drizzle-orm';
import type { ApplicationStatusValue } from '~/shared/enums';
import { rowsOf, type DbOrTx } from '../../db/client';
import { applicationReads, incubatorApplications as apps } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Realtime } from '../../realtime/hub';
import { publishApplicationEvent } from '../../realtime/application-events';
import type { Logger } from 'pino';

/** A read only concerns its admin: the event carries the admin's id so their other tabs refresh. */
type Announce = { realtime: Realtime; logger: Logger };

/**
 * mark_applications_as_read_batch / mark_all_applications_by_status_as_read. Returns how many
 * existing applications are now read by the caller (already-read ones included; unknown ids are
 * skipped), which is the `{n}` of 'n applications marked as read successfully.'
 */
export async function markApplicationsRead({
  db,
  realtime,
  logger,
  userId,
  ids,
  status,
}: Announce & {
  db: DbOrTx;
  userId: string;
  ids?: string[];
  status?: ApplicationStatusValue;
}): Promise<{ count: number }> {
  const where = ids ? inArray(apps.id, [...new Set(ids)]) : eq(apps.status, status!);
  const matched = db.select({ id: apps.id }).from(apps).where(where);
  const result = await db.execute(sql`
    with matched as (${matched}),
    inserted as (
      insert into ${applicationReads} (application_id, user_id)
      select id, ${userId} from matched
      on conflict (application_id, user_id) do nothing
    )
    select count(*)::int as count from matched`);
  await publishApplicationEvent({ realtime, logger }, 'read', userId);
  return { count: Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0) };
}

/** mark_application_as_read: 404 for an unknown application. */
export async function markApplicationRead({
  db,
  realtime,
  logger,
  userId,
  id,
}: Announce & {
  db: DbOrTx;
  userId: string;
  id: string;
}): Promise<{ id: string; isRead: true; readAt: Date }> {
  const [exists] = await db.select({ id: apps.id }).from(apps).where(eq(apps.id, id));
  if (!exists) throw new AppError('NOT_FOUND', 'Application not found');
  const [row] = await db
    .insert(applicationReads)
    .values({ applicationId: id, userId })
    .onConflictDoUpdate({
      target: [applicationReads.applicationId, applicationReads.userId],
      // Keeps the first read time; the no-op update makes RETURNING give the existing row.
      set: { readAt: sql`${applicationReads.readAt}` },
    })
    .returning({ readAt: applicationReads.readAt });
  await publishApplicationEvent({ realtime, logger }, 'read', userId);
  return { id, isRead: true, readAt: row!.readAt };
}
