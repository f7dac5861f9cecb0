import { eq, sql } from 'drizzle-orm';
import {
  applicationStatusLabels,
  canTransition,
  type ApplicationHistoryEntry,
  type ApplicationStatusValue,
} from '~/shared/applicants';
import { applicationStatusHistory, incubatorApplications as apps } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { Mail } from '../../mail/index';
import type { Realtime } from '../../realtime/hub';
import { publishApplicationEvent } from '../../realtime/application-events';
import { statusChangeMail } from './status-mail';

export interface StatusChangeResult {
  id: string;
  status: ApplicationStatusValue;
  history: ApplicationHistoryEntry;
  /** The outbox row of the applicant's e-mail. */
  mail: { id: string; status: 'pending' | 'sent' | 'failed' } | null;
}

/**
 * Moves an application along submitted -> under_review -> approved | rejected (or reopens a
 * decision), writes the history row in the same transaction, announces it on commit and then
 * e-mails the applicant through the outbox.
 */
export async function changeApplicationStatus({
  db,
  realtime,
  mail: outbox,
  logger,
  actorId,
  id,
  status,
  note,
}: {
  db: Db;
  realtime: Realtime;
  mail: Mail;
  logger: Logger;
  actorId: string;
  id: string;
  status: ApplicationStatusValue;
  note?: string;
}): Promise<StatusChangeResult> {
  const { app, entry } = await db.transaction(async (tx) => {
    // FOR UPDATE: two admins clicking at once cannot both move from the same status.
    const [app] = await tx.select().from(apps).where(eq(apps.id, id)).for('update');
    if (!app) throw new AppError('NOT_FOUND', 'Application not found');
    const from = app.status;
    if (!canTransition(from, status)) {
      throw new AppError(
        'CONFLICT',
        `Cannot change status from ${applicationStatusLabels[from]} (${from}) to ${applicationStatusLabels[status]} (${status})`,
        { status: `from ${from} to ${status} is not allowed` },
      );
    }
    await tx
      .update(apps)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(apps.id, id));
    const [entry] = await tx
      .insert(applicationStatusHistory)
      .values({ applicationId: id, fromStatus: from, toStatus: status, actorId, note: note || null })
      .returning();
    await publishApplicationEvent({ realtime, logger }, 'status_changed', id, tx);
    return { app, entry: entry! };
  });

  const mail = await outbox
    .send(
      statusChangeMail({
        to: app.contactEmail,
        contactName: app.contactName,
        projectName: app.name,
        fromStatus: app.status,
        toStatus: status,
      }),
    )
    .catch((err: unknown) => {
      // The status change stands; a mail that could not even be queued is logged, not thrown.
      logger.error({ err, applicationId: id }, 'could not queue the status e-mail');
      return null;
    });

  return {
    id,
    status,
    history: {
      id: entry.id,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      note: entry.note,
      actor: { id: actorId, name: null, email: null },
      createdAt: entry.createdAt.toISOString(),
    },
    mail,
  };
}
