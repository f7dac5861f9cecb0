import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  lastSeenNotInThread,
  type messageCreateSchema,
  type messageResponse,
  type messageUpdateSchema,
} from '~/shared/schemas/messages';
import { rowsOf, type DbOrTx } from '../../db/client';
import { messageReads, projectCommunications, users } from '../../db/schema/index';
import { AppError, validationError } from '../../http/app-error';
import type { Caller } from '../../http/types';
import { projectMessagesTopic } from '../../realtime/topics';
import { getProjectRow } from '../projects/service';
import { deliverMessage, type DeliveryParts } from './delivery';

type MessageRow = typeof projectCommunications.$inferSelect;
type Message = z.output<typeof messageResponse>;

/**
 * `viewer` is a member of the project, or an admin (the admins' side of the thread).
 * `readByViewer`: whether the viewer has read this message themselves (a row in message_reads);
 * only founders keep one, for admin replies. Admins share one inbox, where the status says it.
 */
function toMessage(
  row: MessageRow,
  senderName: string | null,
  viewer: Caller,
  readByViewer = false,
): Message {
  const own = row.senderId === viewer.userId;
  const fromAdmin = row.messageType === 'reply';
  const fromOtherSide = viewer.isAdmin ? !fromAdmin : fromAdmin;
  return {
    id: row.id,
    projectId: row.projectId,
    senderId: row.senderId,
    sender: own
      ? { kind: 'you', name: 'You' }
      : fromAdmin
        ? { kind: 'admin', name: 'Admin' }
        : { kind: 'member', name: senderName ?? 'Team member' },
    subject: row.subject,
    messageContent: row.messageContent,
    priority: row.priority,
    messageType: row.messageType,
    status: row.status,
    deliveryStatus: row.deliveryStatus,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    readAt: row.readAt,
    edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
    editable: own && row.status === 'unread',
    unreadForViewer: !own && fromOtherSide && (viewer.isAdmin ? row.status === 'unread' : !readByViewer),
  };
}

/** Spec section 7: a project's messages, oldest first. */
export async function listProjectMessages({
  db,
  projectId,
  viewer,
}: Pick<DeliveryParts, 'db'> & { projectId: string; viewer: Caller }): Promise<Message[]> {
  const rows = await db
    .select({
      message: projectCommunications,
      senderName: users.name,
      readByViewer: sql<boolean>`${messageReads.messageId} IS NOT NULL`,
    })
    .from(projectCommunications)
    .leftJoin(users, eq(users.id, projectCommunications.senderId))
    .leftJoin(
      messageReads,
      and(eq(messageReads.messageId, projectCommunications.id), eq(messageReads.userId, viewer.userId)),
    )
    .where(eq(projectCommunications.projectId, projectId))
    .orderBy(asc(projectCommunications.createdAt), asc(projectCommunications.id));
  return rows.map((r) => toMessage(r.message, r.senderName, viewer, r.readByViewer));
}

/**
 * Stores a message (status unread, delivery pending) and then notifies the other side. An admin
 * writing in a thread answers it: the project's open messages become 'replied'. Each person may
 * post `messagesPerThread` messages a minute into one thread (mail-limits.ts); past it, 429 and
 * nothing stored.
 *
 * A thread's messages are written one at a time and stamped under that lock, so their created_at
 * order is their commit order: a message that commits after a reader loaded the thread sorts after
 * everything the reader saw, and a read up to the last message they saw (`markThreadRead`) cannot
 * take it along. (now() is the transaction's start: a message begun earlier but committed later
 * would sort before one the reader saw.)
 */
export async function sendMessage(
  parts: DeliveryParts & {
    projectId: string;
    viewer: Caller;
    input: z.output<typeof messageCreateSchema>;
  },
): Promise<Message> {
  const { db, projectId, viewer, input } = parts;
  const counts = [{ rule: 'messagesPerThread' as const, key: `${viewer.userId}:${projectId}` }];
  await parts.mail.limits.take(counts);
  const row = await db
    .transaction(async (tx) => {
      // Admins reach any id: without this, the insert's foreign key failed as a 500.
      await getProjectRow({ db: tx, id: projectId });
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`project-thread:${projectId}`}))`);
      const stamped = await tx.execute(sql`select clock_timestamp()::text as at`);
      const at = sql`${rowsOf<{ at: string }>(stamped)[0]!.at}::timestamptz`;
      const [inserted] = await tx
        .insert(projectCommunications)
        .values({
          projectId,
          senderId: viewer.userId,
          subject: input.subject,
          messageContent: input.messageContent,
          priority: input.priority,
          messageType: viewer.isAdmin ? 'reply' : 'message',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (viewer.isAdmin) {
        await tx
          .update(projectCommunications)
          .set({ status: 'replied' })
          .where(
            and(
              eq(projectCommunications.projectId, projectId),
              eq(projectCommunications.messageType, 'message'),
              inArray(projectCommunications.status, ['unread', 'read']),
            ),
          );
      }
      return inserted!;
    })
    .catch(async (err: unknown) => {
      await parts.mail.limits.giveBack(counts);
      throw err;
    });
  const delivered = await deliverMessage(parts, row);
  return toMessage({ ...row, deliveryStatus: delivered ? 'delivered' : 'pending' }, null, viewer);
}

/** The sender may change a message until the other side has read it. */
export async function editMessage({
  db,
  realtime,
  projectId,
  messageId,
  viewer,
  input,
}: Pick<DeliveryParts, 'db' | 'realtime'> & {
  projectId: string;
  messageId: string;
  viewer: Caller;
  input: z.output<typeof messageUpdateSchema>;
}): Promise<Message> {
  const [current] = await db
    .select()
    .from(projectCommunications)
    .where(and(eq(projectCommunications.id, messageId), eq(projectCommunications.projectId, projectId)));
  if (!current) throw new AppError('NOT_FOUND', 'Message not found');
  if (current.senderId !== viewer.userId)
    throw new AppError('FORBIDDEN', 'Only the sender may edit a message');
  const [updated] = await db
    .update(projectCommunications)
    .set({ ...input, updatedAt: sql`now()` })
    .where(and(eq(projectCommunications.id, messageId), eq(projectCommunications.status, 'unread')))
    .returning();
  if (!updated) throw new AppError('CONFLICT', 'This message has been read and can no longer be edited');
  await realtime.publish(projectMessagesTopic(projectId), { type: 'updated', id: messageId });
  return toMessage(updated, null, viewer);
}

/**
 * Messages at or before `lastSeenMessageId` in the thread's order (created_at, then id, as
 * `listProjectMessages` lists them). The comparison stays in the database: its timestamps keep
 * microseconds that a JavaScript Date would cut.
 */
async function seenUpTo(db: DbOrTx, projectId: string, lastSeenMessageId: string): Promise<SQL> {
  const pc = projectCommunications;
  const [seen] = await db
    .select({ id: pc.id })
    .from(pc)
    .where(and(eq(pc.id, lastSeenMessageId), eq(pc.projectId, projectId)));
  if (!seen) throw validationError({ lastSeenMessageId: lastSeenNotInThread });
  return sql`(${pc.createdAt}, ${pc.id}) <= (select seen.created_at, seen.id from ${pc} seen where seen.id = ${lastSeenMessageId})`;
}

/**
 * Marks what the viewer has not read in a thread, up to the last message they saw, as read, and
 * returns how many that was. Messages after it (arrived since the thread was shown) stay unread.
 * Without `lastSeenMessageId` (a tab loaded before the field existed) the whole thread is read.
 * Admins share one inbox: an admin reading files the founders' unread messages as read for every
 * admin. Founders read for themselves: each member's own row in message_reads, per admin reply;
 * the reply's status becomes 'read' (the admins' "Read" label) when the first member reads it.
 */
export async function markThreadRead({
  db,
  realtime,
  projectId,
  viewer,
  lastSeenMessageId,
}: Pick<DeliveryParts, 'db' | 'realtime'> & {
  projectId: string;
  viewer: Caller;
  lastSeenMessageId?: string;
}): Promise<number> {
  const pc = projectCommunications;
  const { count, firstRead } = await db.transaction(async (tx) => {
    const upTo = lastSeenMessageId ? await seenUpTo(tx, projectId, lastSeenMessageId) : undefined;
    let count = 0;
    if (!viewer.isAdmin) count = await markRepliesReadBy(tx, projectId, viewer.userId, upTo);
    const firstRead = await tx
      .update(pc)
      .set({ status: 'read', readAt: sql`now()`, readBy: viewer.userId })
      .where(
        and(
          eq(pc.projectId, projectId),
          eq(pc.messageType, viewer.isAdmin ? 'message' : 'reply'),
          eq(pc.status, 'unread'),
          ne(pc.senderId, viewer.userId),
          upTo,
        ),
      )
      .returning({ id: pc.id });
    return { count: viewer.isAdmin ? firstRead.length : count, firstRead };
  });
  if (firstRead.length > 0) {
    await realtime.publish(projectMessagesTopic(projectId), { type: 'read', id: firstRead[0]!.id });
  }
  return count;
}

/**
 * Marks every admin reply in a project's thread (or those `upTo` selects: what the founder saw) as
 * read by one founder (their own rows in message_reads), leaving the rows they already have.
 * Returns the replies newly marked.
 *
 * Also for someone who becomes a member (added, invited, claiming it): they have not missed the
 * replies sent before they joined, so their badge shows only replies that arrive after. Call it in
 * the transaction that makes the membership, and only when it made one (an existing member keeps
 * the unread replies they have).
 */
export async function markRepliesReadBy(
  db: DbOrTx,
  projectId: string,
  userId: string,
  upTo?: SQL,
): Promise<number> {
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
        .where(and(eq(pc.projectId, projectId), eq(pc.messageType, 'reply'), upTo)),
    )
    .onConflictDoNothing()
    .returning({ id: messageReads.messageId });
  return read.length;
}
