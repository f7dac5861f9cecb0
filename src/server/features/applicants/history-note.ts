import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicationStatusHistory, incubatorApplications as apps } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

/**
 * A history row that leaves the status as it is: notes such as a reviewer's recusal live in the
 * application's history (decision 0014), beside its status changes.
 */
export async function noteInHistory(db: DbOrTx, applicationId: string, actorId: string, note: string) {
  const [app] = await db.select({ status: apps.status }).from(apps).where(eq(apps.id, applicationId));
  if (!app) throw new AppError('NOT_FOUND', 'Application not found');
  await db
    .insert(applicationStatusHistory)
    .values({ applicationId, fromStatus: app.status, toStatus: app.status, actorId, note });
}
