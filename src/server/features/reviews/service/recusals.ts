import { and, eq } from 'drizzle-orm';
import { applicationRecusals, reviewAssignments } from '../../../db/schema/index';
import { AppError } from '../../../http/app-error';
import { noteInHistory } from '../../applicants/service';
import type { CallerOnApplication } from '../../service-args';
import { assertApplicationExists } from './reads';
import { deleteReview } from './reviews';

/**
 * The caller steps back from reviewing the application. A score they already gave is withdrawn
 * with it (a conflicted score must not count) and their assignment ends, so auto assignment can
 * give the application to someone else.
 */
export async function recuse({
  db,
  userId,
  applicationId,
  reason,
}: CallerOnApplication & { reason: string }): Promise<void> {
  await assertApplicationExists(db, applicationId);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(applicationRecusals)
      .values({ applicationId, reviewerId: userId, reason })
      .onConflictDoNothing()
      .returning({ at: applicationRecusals.createdAt });
    if (inserted.length === 0)
      throw new AppError('CONFLICT', 'You have already recused yourself from this application');
    const withdrew = await deleteReview(tx, applicationId, userId);
    await tx
      .delete(reviewAssignments)
      .where(
        and(eq(reviewAssignments.applicationId, applicationId), eq(reviewAssignments.reviewerId, userId)),
      );
    await noteInHistory(
      tx,
      applicationId,
      userId,
      `Recused from review${withdrew ? ' (their score was withdrawn)' : ''}: ${reason}`,
    );
  });
}

/** Withdrawing a recusal lets the admin score again; the history keeps both rows. */
export async function withdrawRecusal({ db, userId, applicationId }: CallerOnApplication): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(applicationRecusals)
      .where(
        and(eq(applicationRecusals.applicationId, applicationId), eq(applicationRecusals.reviewerId, userId)),
      )
      .returning({ reason: applicationRecusals.reason });
    if (gone.length === 0)
      throw new AppError('NOT_FOUND', 'You have not recused yourself from this application');
    await noteInHistory(tx, applicationId, userId, 'Recusal withdrawn');
  });
}
