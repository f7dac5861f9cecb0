import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  messageSnippet,
  type inboxQuerySchema,
  type inboxThreadResponse,
  type messageCountsResponse,
  type MessagePriority,
  type MessageStatus,
} from '~/shared/schemas/messages';
import { rowsOf, type DbOrTx } from '../../db/client';
import { incubatedProjects, projectCommunications, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Realtime } from '../../realtime/hub';
import { projectMessagesTopic } from '../../realtime/topics';

const priorityRank = sql`CASE ${projectCommunications.priority}
  WHEN 'urgent' THEN 4 WHEN 'high' THEN 3 WHEN 'medium' THEN 2 ELSE 1 END`;
const unreadFromProject = sql`${projectCommunications.messageType} = 'message' AND ${projectCommunications.status} = 'unread'`;
// Raw SQL may answer a timestamp as a Date or as a string, depending on the driver.
const toDate = (value: Date | string | null) => (value == null ? null : new Date(value));

type InboxThread = z.output<typeof inboxThreadResponse>;
type MessageCounts = z.output<typeof messageCountsResponse>;

interface ThreadRow extends Record<string, unknown> {
  project_id: string;
  project_name: string;
  unread_count: number;
  top_rank: number | null;
  oldest_unread_at: Date | string | null;
  total: number;
  last_id: string;
  last_subject: string;
  last_content: string;
  last_type: 'message' | 'reply';
  last_sender_name: string | null;
  last_status: MessageStatus;
  last_priority: MessagePriority;
  last_created_at: Date | string;
}

const rankToPriority: Record<number, MessagePriority> = { 4: 'urgent', 3: 'high', 2: 'medium', 1: 'low' };

/**
 * The admins' inbox: one row per project thread, threads with unread messages first (highest
 * unread priority, then longest waiting), then by latest activity. `status` keeps threads
 * holding at least one message in that status.
 */
export async function listInboxThreads({
  db,
  filter,
}: {
  db: DbOrTx;
  filter: z.output<typeof inboxQuerySchema>;
}): Promise<InboxThread[]> {
  const pc = projectCommunications;
  const conditions = [sql`true`];
  if (filter.projectId) conditions.push(sql`${pc.projectId} = ${filter.projectId}`);
  if (filter.status) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${pc} s WHERE s.project_id = ${pc.projectId} AND s.status = ${filter.status})`,
    );
  }
  const result = await db.execute(sql`
    WITH threads AS (
      SELECT ${pc.projectId} AS project_id,
        count(*)::int AS total,
        (count(*) FILTER (WHERE ${unreadFromProject}))::int AS unread_count,
        max(${priorityRank}) FILTER (WHERE ${unreadFromProject}) AS top_rank,
        min(${pc.createdAt}) FILTER (WHERE ${unreadFromProject}) AS oldest_unread_at
      FROM ${pc}
      WHERE ${sql.join(conditions, sql` AND `)}
      GROUP BY ${pc.projectId}
    ), latest AS (
      SELECT DISTINCT ON (${pc.projectId}) ${pc.projectId} AS project_id, ${pc.id} AS id, ${pc.subject} AS subject,
        ${pc.messageContent} AS content, ${pc.messageType} AS type, ${pc.status} AS status,
        ${pc.priority} AS priority, ${pc.createdAt} AS created_at, ${users.name} AS sender_name
      FROM ${pc} LEFT JOIN ${users} ON ${users.id} = ${pc.senderId}
      WHERE ${pc.projectId} IN (SELECT project_id FROM threads)
      ORDER BY ${pc.projectId}, ${pc.createdAt} DESC, ${pc.id} DESC
    )
    SELECT t.*, p.name AS project_name, l.id AS last_id, l.subject AS last_subject, l.content AS last_content,
      l.type AS last_type, l.sender_name AS last_sender_name, l.status AS last_status,
      l.priority AS last_priority, l.created_at AS last_created_at
    FROM threads t
    JOIN ${incubatedProjects} p ON p.id = t.project_id
    JOIN latest l ON l.project_id = t.project_id
    ORDER BY (t.unread_count > 0) DESC, t.top_rank DESC NULLS LAST, t.oldest_unread_at ASC NULLS LAST,
      l.created_at DESC`);
  return rowsOf<ThreadRow>(result).map((r) => ({
    projectId: r.project_id,
    projectName: r.project_name,
    unreadCount: Number(r.unread_count),
    topUnreadPriority: r.top_rank == null ? null : rankToPriority[Number(r.top_rank)]!,
    oldestUnreadAt: toDate(r.oldest_unread_at),
    total: Number(r.total),
    lastMessage: {
      id: r.last_id,
      subject: r.last_subject,
      snippet: messageSnippet(r.last_content),
      fromAdmin: r.last_type === 'reply',
      senderName: r.last_type === 'reply' ? 'Admin' : (r.last_sender_name ?? 'Team member'),
      status: r.last_status,
      priority: r.last_priority,
      createdAt: toDate(r.last_created_at)!,
    },
  }));
}

/** The sidebar badge: unread messages from projects, and how many of them are urgent. */
export async function countUnreadMessages({ db }: { db: DbOrTx }): Promise<MessageCounts> {
  const pc = projectCommunications;
  const [row] = await db
    .select({
      unread: sql<number>`count(*)::int`,
      urgent: sql<number>`(count(*) FILTER (WHERE ${pc.priority} = 'urgent'))::int`,
      oldest: sql<Date | string | null>`min(${pc.createdAt})`,
    })
    .from(pc)
    .where(and(eq(pc.messageType, 'message'), eq(pc.status, 'unread')));
  return {
    unread: Number(row?.unread ?? 0),
    urgent: Number(row?.urgent ?? 0),
    oldestUnreadAt: toDate(row?.oldest ?? null),
  };
}

/** An admin files a message from a project: read, replied, archived, or back to unread. */
export async function setMessageStatus({
  db,
  realtime,
  messageId,
  status,
  adminId,
}: {
  db: DbOrTx;
  realtime: Realtime;
  messageId: string;
  status: MessageStatus;
  adminId: string;
}): Promise<{ id: string; status: MessageStatus }> {
  const [row] = await db
    .update(projectCommunications)
    .set(
      status === 'unread'
        ? { status, readAt: null, readBy: null }
        : { status, readAt: sql`coalesce(${projectCommunications.readAt}, now())`, readBy: adminId },
    )
    .where(eq(projectCommunications.id, messageId))
    .returning({ id: projectCommunications.id, projectId: projectCommunications.projectId });
  if (!row) throw new AppError('NOT_FOUND', 'Message not found');
  await realtime.publish(projectMessagesTopic(row.projectId), { type: 'status_changed', id: row.id });
  return { id: row.id, status };
}
