import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import {
  messageDeliveryStatuses,
  messagePriorities,
  messageStatuses,
  messageTypes,
} from '../../../shared/schemas/messages';
import { incubatedProjects } from './projects';
import { users } from './auth';
import { primaryId, textRef, uuidRef } from './columns';

/**
 * A project's message thread between its founders and the admins (spec section 3,
 * project_communications). `updated_at` moves only when the sender edits the text, so the
 * spec's 'Edited' rule (updated_at differs from created_at) holds; status changes set `read_at`.
 * `mailed_at` records that the notification mail is in the outbox, so a delivery retry after a
 * failed realtime publish never mails twice.
 */
export const projectCommunications = pgTable(
  'project_communications',
  {
    id: primaryId(),
    projectId: uuidRef('project_id', () => incubatedProjects.id, 'cascade'),
    senderId: text('sender_id').notNull(),
    subject: text('subject').notNull(),
    messageContent: text('message_content').notNull(),
    priority: text('priority', { enum: messagePriorities }).notNull().default('medium'),
    /** 'message' from the project's side, 'reply' from the admins' side. */
    messageType: text('message_type', { enum: messageTypes }).notNull().default('message'),
    status: text('status', { enum: messageStatuses }).notNull().default('unread'),
    deliveryStatus: text('delivery_status', { enum: messageDeliveryStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    readBy: text('read_by'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('project_communications_thread_idx').on(t.projectId, t.createdAt),
    index('project_communications_unread_idx')
      .on(t.messageType, t.status)
      .where(sql`${t.status} = 'unread'`),
    index('project_communications_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.deliveryStatus} = 'pending'`),
  ],
);

/**
 * Which admin replies each founder has read themselves (docs/decisions/0023-per-person-read-state.md).
 * A reply's own `status` still says whether anybody on the team read it (the admins' "Read");
 * a member's unread replies are the replies without a row of theirs here. One row per message
 * and reader, not a per-member cursor: a cursor by time can pass over a reply whose transaction
 * began before the read and committed after it.
 */
export const messageReads = pgTable(
  'message_reads',
  {
    messageId: uuidRef('message_id', () => projectCommunications.id, 'cascade'),
    userId: textRef('user_id', () => users.id, 'cascade'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('message_reads_user_idx').on(t.userId)],
);
