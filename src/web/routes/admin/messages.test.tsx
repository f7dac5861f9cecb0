// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageContracts } from '~/shared/contracts/messages';
import type { InboxThread } from '~/shared/schemas/messages';
import { messageFixture } from '~/web/test/message-fixtures';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { apiError, pending, renderRoute, type ApiHandler } from '~/web/test/render-route';
import * as module from './messages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const P1 = '00000000-0000-4000-8000-0000000000a1';

const thread = (over: Partial<InboxThread> = {}): InboxThread => ({
  projectId: P1,
  projectName: 'Nestling',
  unreadCount: 2,
  topUnreadPriority: 'urgent',
  oldestUnreadAt: new Date().toISOString(),
  lastMessage: {
    id: 'msg-1',
    subject: 'Audit budget',
    snippet: 'Can we move the audit to week 6?',
    fromAdmin: false,
    senderName: 'Olga Owner',
    status: 'unread',
    priority: 'urgent',
    createdAt: '2026-11-01T09:00:00.000Z',
  },
  total: 3,
  ...over,
});

const message = messageFixture({ projectId: P1 });

const screenWith = (
  inbox: ContractStub<typeof messageContracts.inbox>,
  url = '/admin/messages',
  more: Record<string, ApiHandler> = {},
) =>
  renderRoute({
    module,
    path: '/admin/messages',
    url,
    api: { ...answer(messageContracts.inbox, inbox), ...more },
  });

describe('/admin/messages', () => {
  it('loading: a status stands in for the threads', async () => {
    screenWith(pending);
    expect(await screen.findByRole('status', { name: 'Loading threads' })).toBeTruthy();
    expect(screen.getByText('Choose a thread to read and answer it.')).toBeTruthy();
  });

  it('empty: no founder has written; a filter that matches nothing says so', async () => {
    screenWith(() => ({ threads: [] }));
    expect(await screen.findByText('No founder has written yet.')).toBeTruthy();
    cleanup();
    const { calls } = screenWith(() => ({ threads: [] }), '/admin/messages?status=archived');
    expect(await screen.findByText('No thread matches this filter.')).toBeTruthy();
    expect(calls).toContain('GET /api/admin/messages?status=archived');
  });

  it('error: says the messages failed to load', async () => {
    screenWith(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load messages');
  });

  it('success: lists threads with unread counts; choosing one opens it and a reply posts its fields', async () => {
    const replies: unknown[] = [];
    screenWith(() => ({ threads: [thread()] }), '/admin/messages', {
      ...answer(messageContracts.thread, () => ({ messages: [message] })),
      ...answer(messageContracts.send, ({ params, body }) => {
        replies.push({ projectId: params.projectId, body });
        return messageFixture({
          projectId: P1,
          id: 'msg-2',
          messageType: 'reply',
          sender: { kind: 'you', name: 'You' },
        });
      }),
    });
    const threads = await screen.findByRole('list', { name: 'Threads' });
    const button = within(threads).getByRole('button');
    expect(button.textContent).toContain('Nestling');
    expect(button.textContent).toContain('2 unread');
    expect(button.textContent).toContain('Olga Owner: Audit budget');

    await userEvent.click(button);
    await vi.waitFor(() => expect(button.getAttribute('aria-current')).toBe('true'));
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText('Nestling')).toBeTruthy();
    const messages = await within(conversation).findByRole('list', { name: 'Messages' });
    expect(within(messages).getByRole('article', { name: 'Olga Owner: Audit budget' })).toBeTruthy();
    expect(within(conversation).getByRole('button', { name: 'Archive thread' })).toBeTruthy();

    await userEvent.type(within(conversation).getByLabelText('Subject'), 'Week 6 works');
    await userEvent.type(within(conversation).getByLabelText('Message'), 'Booked for week 6.');
    await userEvent.click(within(conversation).getByRole('button', { name: 'Send reply' }));
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toEqual({
      projectId: P1,
      body: { subject: 'Week 6 works', messageContent: 'Booked for week 6.', priority: 'medium' },
    });
  });

  it('filtered to unread, the thread an admin opens stays open after opening it marks it read', async () => {
    let read = false;
    screenWith(() => ({ threads: read ? [] : [thread()] }), '/admin/messages?status=unread', {
      ...answer(messageContracts.thread, () => ({
        messages: [
          messageFixture({ projectId: P1, status: read ? 'read' : 'unread', unreadForViewer: !read }),
        ],
      })),
      ...answer(messageContracts.markRead, () => {
        read = true;
        return { count: 1 };
      }),
    });
    const threads = await screen.findByRole('list', { name: 'Threads' });
    await userEvent.click(within(threads).getByRole('button'));
    await screen.findByText('No thread matches this filter.');
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText('Nestling')).toBeTruthy();
    const messages = within(conversation).getByRole('list', { name: 'Messages' });
    expect(within(messages).getByRole('article', { name: 'Olga Owner: Audit budget' })).toBeTruthy();
    expect(within(conversation).getByRole('button', { name: 'Send reply' })).toBeTruthy();
  });
});
