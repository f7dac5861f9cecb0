import { z } from 'zod';
import { messagePriorities, type MessagePriority } from '../enums';
import { collapseWhitespace, collapseWhitespaceKeepParagraphs } from '../normalize';
import { controlCharMessage, hasForbiddenControl } from '../text';
import { timestamp } from './common';

/** Spec section 4 'Message statuses and delivery'; priorities are in ../enums. */
export { messagePriorities, type MessagePriority };
export const messageStatuses = ['unread', 'read', 'replied', 'archived'] as const;
export const messageDeliveryStatuses = ['pending', 'delivered'] as const;
/** 'message' is written by the project's side, 'reply' by an admin. */
export const messageTypes = ['message', 'reply'] as const;

export type MessageStatus = (typeof messageStatuses)[number];
export type MessageDeliveryStatus = (typeof messageDeliveryStatuses)[number];

export const priorityLabels: Record<MessagePriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const SUBJECT_MAX = 200;
export const CONTENT_MAX = 5000;
/** Spec section 9: the desktop notice and inbox snippet show this many characters. */
export const SNIPPET_LENGTH = 100;
export const messagesRequiredText = 'Subject and message content are required';

export function messageSnippet(content: string): string {
  return content.length > SNIPPET_LENGTH ? `${content.slice(0, SNIPPET_LENGTH)}…` : content;
}

const messageText = (label: string, max: number, multiline: boolean) =>
  z
    .string({ error: messagesRequiredText })
    .refine((v) => !hasForbiddenControl(v), controlCharMessage(label))
    .transform((v) => (multiline ? collapseWhitespaceKeepParagraphs(v) : collapseWhitespace(v)))
    .refine((v) => v !== '', messagesRequiredText)
    .refine((v) => v.length <= max, `${label} must be no more than ${max} characters long`);

const messageFields = {
  subject: messageText('Subject', SUBJECT_MAX, false),
  messageContent: messageText('Message', CONTENT_MAX, true),
  priority: z.enum(messagePriorities, { error: 'Priority must be low, medium, high or urgent' }),
};

/** Spec section 5 'Messages': both texts non-empty after trimming, priority one of four. */
export const messageCreateSchema = z.object({
  ...messageFields,
  priority: messageFields.priority.default('medium'),
});
export type MessageCreateInput = z.input<typeof messageCreateSchema>;

/** An edit changes only what it names: without the create default, a missing priority stays as it was. */
export const messageUpdateSchema = z
  .object(messageFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });

export const messageStatusUpdateSchema = z.object({
  status: z.enum(messageStatuses, { error: 'Status must be unread, read, replied or archived' }),
});

export const inboxQuerySchema = z.object({
  projectId: z.uuid({ error: 'Project id must be a valid id' }).optional(),
  status: z.enum(messageStatuses, { error: 'Status must be unread, read, replied or archived' }).optional(),
});

/** How a message's sender reads to the one looking: spec 'You' for own, 'Admin' for the admins' side. */
export const messageSenderKinds = ['you', 'admin', 'member'] as const;
export type MessageSenderKind = (typeof messageSenderKinds)[number];

export const messageResponse = z.object({
  id: z.string(),
  projectId: z.string(),
  senderId: z.string(),
  sender: z.object({ kind: z.enum(messageSenderKinds), name: z.string() }),
  subject: z.string(),
  messageContent: z.string(),
  priority: z.enum(messagePriorities),
  messageType: z.enum(messageTypes),
  status: z.enum(messageStatuses),
  deliveryStatus: z.enum(messageDeliveryStatuses),
  createdAt: timestamp,
  updatedAt: timestamp,
  readAt: timestamp.nullable(),
  edited: z.boolean(),
  /** The viewer sent it and nobody on the other side has read it yet. */
  editable: z.boolean(),
  /**
   * The other side wrote it and the viewer has not read it: a founder's own read of an admin
   * reply (each member reads for themselves), or for an admin a founder's message still unread in
   * the admins' shared inbox.
   */
  unreadForViewer: z.boolean(),
});
export type Message = z.input<typeof messageResponse>;

/** A project's thread, oldest first. */
export const messageListResponse = z.object({ messages: z.array(messageResponse) });

/**
 * What the reader has seen: the id of the newest message the thread displayed (its last row, the
 * thread being ordered by created_at, then id). Only the other side's messages at or before it in
 * that order are marked read; a message that arrives after the thread was shown stays unread. The
 * server compares its own created_at and id, so equal timestamps and the browser's clock play no
 * part. Without it (a tab loaded before this field existed) the whole thread is marked read, as it
 * was then.
 */
export const messagesReadSchema = z.object({
  lastSeenMessageId: z.uuid({ error: 'Last seen message id must be a valid message id' }).optional(),
});
export type MessagesReadInput = z.input<typeof messagesReadSchema>;
export const lastSeenNotInThread = "Last seen message id is not a message in this project's thread";

/** How many messages opening a thread marked read. */
export const messagesReadResponse = z.object({ count: z.number().int() });

export const inboxThreadResponse = z.object({
  projectId: z.string(),
  projectName: z.string(),
  /** Messages from the project's side not yet read by an admin. */
  unreadCount: z.number().int(),
  /** Highest priority among unread messages, null when none is unread. */
  topUnreadPriority: z.enum(messagePriorities).nullable(),
  oldestUnreadAt: timestamp.nullable(),
  lastMessage: z.object({
    id: z.string(),
    subject: z.string(),
    snippet: z.string(),
    fromAdmin: z.boolean(),
    senderName: z.string(),
    status: z.enum(messageStatuses),
    priority: z.enum(messagePriorities),
    createdAt: timestamp,
  }),
  total: z.number().int(),
});
export type InboxThread = z.input<typeof inboxThreadResponse>;
export const inboxResponse = z.object({ threads: z.array(inboxThreadResponse) });

export const messageCountsResponse = z.object({
  unread: z.number().int(),
  urgent: z.number().int(),
  oldestUnreadAt: timestamp.nullable(),
});
export type MessageCounts = z.input<typeof messageCountsResponse>;

export const messageStatusResponse = z.object({ id: z.string(), status: z.enum(messageStatuses) });

/** Which label the sender sees under their own message (spec section 2 status labels). */
export function ownStatusLabel(message: Pick<Message, 'status' | 'deliveryStatus'>): string {
  switch (message.status) {
    case 'read':
      return 'Read';
    case 'replied':
      return 'Replied';
    case 'archived':
      return 'Archived';
    case 'unread':
      return message.deliveryStatus === 'delivered' ? 'Delivered' : 'Sent';
  }
}

/**
 * The Messages badge's urgency, by the applicants badge's rule (spec section 4): urgent when a
 * message is marked urgent or has waited over 24 hours, high from 5 unread, else normal.
 */
export function messageUrgency(counts: MessageCounts, now = Date.now()): 'urgent' | 'high' | 'normal' {
  const waited = counts.oldestUnreadAt ? now - new Date(counts.oldestUnreadAt).getTime() : 0;
  if (counts.urgent > 0 || waited > 24 * 60 * 60 * 1000) return 'urgent';
  return counts.unread >= 5 ? 'high' : 'normal';
}
