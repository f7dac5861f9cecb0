import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { messageSnippet } from '~/shared/schemas/messages';
import { rowsOf, type Db } from '../../db/client';
import {
  incubatedProjects,
  messageReads,
  projectCommunications,
  projectTeamMembers,
  users,
} from '../../db/schema/index';
import { MESSAGE_NOTICE_QUIET_MINUTES, type Mail } from '../../mail/index';
import type { Realtime } from '../../realtime/hub';
import { projectMessagesTopic } from '../../realtime/topics';
import { newMessageMail } from './message-mail';

export interface DeliveryParts {
  db: Db;
  realtime: Realtime;
  mail: Mail;
  logger: Logger;
  /** Base of the links in notification mail. */
  publicUrl: string;
}

type MessageRow = typeof projectCommunications.$inferSelect;

/**
 * Messages of the same side in the thread that came shortly before `message` (within
 * MESSAGE_NOTICE_QUIET_MINUTES), and that `unread` says are still unread: their notice already
 * told the recipient to look at this thread, so `message` sends none. A burst of messages sends
 * one mail per recipient; the next goes out once the recipient has read the thread, or after a
 * quiet spell as long as the window. The thread and its live event carry every message.
 */
const earlierUnread = (message: MessageRow, unread: SQL) => {
  const pc = projectCommunications;
  return sql`exists (
    select 1 from ${pc} earlier
    where earlier.project_id = ${message.projectId}
      and earlier.message_type = ${message.messageType}
      and earlier.id <> ${message.id}
      and earlier.created_at < (select m.created_at from ${pc} m where m.id = ${message.id})
      and earlier.created_at >= (select m.created_at from ${pc} m where m.id = ${message.id})
        - make_interval(mins => ${MESSAGE_NOTICE_QUIET_MINUTES})
      and ${unread})`;
};

/** Every active admin, unless the admins' inbox already holds an unread message of this burst. */
async function adminAddresses(db: Db, message: MessageRow): Promise<string[]> {
  // Admins share one inbox: a founder's message is unread until any admin reads it.
  const result = await db.execute(
    sql`select ${earlierUnread(message, sql`earlier.status = 'unread'`)} as notified`,
  );
  if (rowsOf<{ notified: boolean }>(result)[0]?.notified) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'super_admin']), eq(users.isActive, true)));
  return rows.map((r) => r.email);
}

/**
 * The project's owner and team members, active accounts only, without the sender, nor those who
 * have not read an admin reply of this burst yet (each founder reads for themselves).
 */
async function memberAddresses(db: Db, message: MessageRow): Promise<string[]> {
  const { projectId } = message;
  const unreadByMember = sql`not exists (select 1 from ${messageReads} r where r.message_id = earlier.id and r.user_id = ${users.id})`;
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        sql`${users.id} <> ${message.senderId}`,
        sql`not ${earlierUnread(message, unreadByMember)}`,
        or(
          sql`${users.id} = (SELECT ${incubatedProjects.createdBy} FROM ${incubatedProjects} WHERE ${incubatedProjects.id} = ${projectId})`,
          sql`${users.id} IN (SELECT ${projectTeamMembers.userId} FROM ${projectTeamMembers} WHERE ${projectTeamMembers.projectId} = ${projectId})`,
        ),
      ),
    );
  return rows.map((r) => r.email);
}

/**
 * What spec section 7's notify-project-communication did: mail the other side (through the
 * outbox) and announce the message on its project's topic, then mark it delivered. A failure
 * leaves delivery 'pending' with a warning; `deliverPendingMessages` tries again later. The mail
 * step is remembered (`mailed_at`), so a retry after a failed publish does not mail twice.
 */
export async function deliverMessage(parts: DeliveryParts, message: MessageRow): Promise<boolean> {
  const { db, realtime, mail, logger, publicUrl } = parts;
  try {
    if (!message.mailedAt) {
      const [project] = await db
        .select({ name: incubatedProjects.name })
        .from(incubatedProjects)
        .where(eq(incubatedProjects.id, message.projectId));
      const fromAdmin = message.messageType === 'reply';
      const recipients = fromAdmin ? await memberAddresses(db, message) : await adminAddresses(db, message);
      const link = new URL(
        fromAdmin
          ? `/project-dashboard?project=${message.projectId}`
          : `/admin/messages?project=${message.projectId}`,
        publicUrl,
      ).toString();
      for (const to of recipients) {
        await mail.send(
          newMessageMail({
            to,
            projectName: project?.name ?? 'your project',
            subject: message.subject,
            snippet: messageSnippet(message.messageContent),
            priority: message.priority,
            fromAdmin,
            link,
          }),
        );
      }
      await db
        .update(projectCommunications)
        .set({ mailedAt: sql`now()` })
        .where(eq(projectCommunications.id, message.id));
    }
    await realtime.publish(projectMessagesTopic(message.projectId), { type: 'created', id: message.id });
    await db
      .update(projectCommunications)
      .set({ deliveryStatus: 'delivered' })
      .where(eq(projectCommunications.id, message.id));
    return true;
  } catch (err) {
    logger.warn({ err, messageId: message.id }, 'message notification failed; delivery stays pending');
    return false;
  }
}

/**
 * Retries messages still pending after `olderThanMs` (their first attempt failed or the process
 * died before it finished). It runs as a periodic job on one instance at a time.
 */
export async function deliverPendingMessages(
  parts: DeliveryParts,
  { olderThanMs = 30_000, limit = 50 }: { olderThanMs?: number; limit?: number } = {},
): Promise<{ attempted: number; delivered: number }> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const rows = await parts.db
    .select()
    .from(projectCommunications)
    .where(
      and(eq(projectCommunications.deliveryStatus, 'pending'), lt(projectCommunications.createdAt, cutoff)),
    )
    .orderBy(projectCommunications.createdAt)
    .limit(limit);
  let delivered = 0;
  for (const row of rows) if (await deliverMessage(parts, row)) delivered++;
  return { attempted: rows.length, delivered };
}
