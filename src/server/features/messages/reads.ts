import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messageReads, projectCommunications } from '../../db/schema/index';

/**
 * Marks every admin reply in a project's thread as read by one founder (their own rows in
 * message_reads), leaving the rows they already have. Returns the replies newly marked.
 */
export async function markRepliesReadBy(db: DbOrTx, projectId: string, userId: string): Promise<number> {
  const pc = projectCommunications;
  const read = await db
    .insert(messageReads)
    .select(
      db
        .select({
          messageId: pc.id,
          userId: sql`${userId}`.as('user_id'),
          readAt: sql`now()`.as('read_at'),
        })
        .from(pc)
        .where(and(eq(pc.projectId, projectId), eq(pc.messageType, 'reply'))),
    )
    .onConflictDoNothing()
    .returning({ id: messageReads.messageId });
  return read.length;
}

/**
 * Someone who becomes a member of a project (added, invited, claiming it) has not missed the admin
 * replies sent before they joined: those count as read for them, so their unread badge shows only
 * replies that arrive after. Call in the transaction that makes the membership, and only when it
 * made one (an existing member keeps the unread replies they have).
 */
export const markEarlierRepliesReadForNewMember = markRepliesReadBy;
