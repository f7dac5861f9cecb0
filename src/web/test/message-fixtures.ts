import type { Message } from '~/shared/schemas/messages';

/** A founder's read message, typed by the shared response schema; tests override what they show. */
export const messageFixture = (over: Partial<Message> = {}): Message => ({
  id: 'msg-1',
  projectId: '00000000-0000-4000-8000-0000000000a1',
  senderId: 'u-owner',
  sender: { kind: 'member', name: 'Olga Owner' },
  subject: 'Audit budget',
  messageContent: 'Can we move the audit to week 6?',
  priority: 'urgent',
  messageType: 'message',
  status: 'read',
  deliveryStatus: 'delivered',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  readAt: '2026-11-01T10:00:00.000Z',
  edited: false,
  editable: false,
  unreadForViewer: false,
  ...over,
});
