// The writes applicants (the admin side of the same rows) make to an application, each inside the
// caller's transaction, which also writes the history, events and counters that go with it.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { incubatorApplications as apps } from '../../db/schema/index';

type ApplicationRow = typeof apps.$inferSelect;

/** What a later write may change of a submitted application: not its id or timestamps. */
export type ApplicationChanges = Partial<Omit<typeof apps.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

/** Moves an application to `status`; the caller has locked the row and checked the move. */
export async function setApplicationStatus(
  tx: DbOrTx,
  id: string,
  status: ApplicationRow['status'],
): Promise<void> {
  await applyApplicationChanges(tx, id, { status });
}

/** Writes `changes` over an application (a resubmission after a request for changes). */
export async function applyApplicationChanges(
  tx: DbOrTx,
  id: string,
  changes: ApplicationChanges,
): Promise<void> {
  await tx
    .update(apps)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(apps.id, id));
}

/**
 * Removes an application's row (its history, notes, read flags and project link go with it by
 * cascade); undefined when there was none. Its stored files are the caller's to remove.
 */
export async function deleteApplicationRow(tx: DbOrTx, id: string): Promise<{ id: string } | undefined> {
  const [row] = await tx.delete(apps).where(eq(apps.id, id)).returning({ id: apps.id });
  return row;
}
