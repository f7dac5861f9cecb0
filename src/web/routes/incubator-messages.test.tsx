// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageContracts } from '~/shared/contracts/messages';
import type { Message } from '~/shared/schemas/messages';
import { messageFixture } from '~/web/test/message-fixtures';
import { answer } from '~/web/test/contract-api';
import { apiError } from '~/web/test/render-route';
import { projectId, renderTab } from './incubator-tabs.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message = (over: Partial<Message>) => messageFixture({ projectId, priority: 'high', ...over });

describe('/incubator/{id} Messages tab', () => {
  it("shows admins the project's thread with founders' names, and lets them file and answer", async () => {
    const writes: string[] = [];
    renderTab('messages', 'admin', {
      ...answer(messageContracts.thread, () => ({
        messages: [
          message({}),
          message({
            id: 'msg-2',
            senderId: 'u-admin',
            sender: { kind: 'you', name: 'You' },
            subject: 'Re: Audit budget',
            messageContent: 'Yes, week 6 works.',
            priority: 'medium',
            messageType: 'reply',
            status: 'unread',
            createdAt: '2026-11-01T11:00:00.000Z',
          }),
        ],
      })),
      ...answer(messageContracts.setStatus, ({ params, body }) => {
        writes.push(`${params.id} ${JSON.stringify(body)}`);
        return { id: params.id!, status: 'archived' as const };
      }),
      ...answer(messageContracts.send, ({ body }) => {
        writes.push(`reply ${JSON.stringify(body)}`);
        return message({ id: 'msg-3', sender: { kind: 'you', name: 'You' }, messageType: 'reply' });
      }),
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('article');
    expect(items.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Olga Owner: Audit budget',
      'You: Re: Audit budget',
    ]);
    expect(within(items[0]!).getByTestId('message-status').textContent).toBe('Read');
    expect(within(items[0]!).getByText('High')).toBeTruthy();
    expect(within(items[1]!).getByTestId('message-status').textContent).toBe('Delivered');
    expect(within(items[1]!).queryByRole('button', { name: /Archive/ })).toBeNull();

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Archive: Audit budget' }));
    await vi.waitFor(() => expect(writes).toEqual(['msg-1 {"status":"archived"}']));

    await userEvent.type(screen.getByLabelText('Subject'), 'Audit booked');
    await userEvent.type(screen.getByLabelText('Message'), 'The auditors start Monday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await vi.waitFor(() =>
      expect(writes.at(-1)).toBe(
        'reply {"subject":"Audit booked","messageContent":"The auditors start Monday.","priority":"medium"}',
      ),
    );
  });

  it.each(['owner', 'member'] as const)('shows the %s the same thread as their dashboard', async (viewer) => {
    renderTab('messages', viewer, {
      ...answer(messageContracts.thread, () => ({
        messages: [
          message({
            sender: {
              kind: viewer === 'owner' ? 'you' : 'member',
              name: viewer === 'owner' ? 'You' : 'Olga Owner',
            },
          }),
          message({
            id: 'msg-2',
            senderId: 'u-admin',
            sender: { kind: 'admin', name: 'Admin' },
            subject: 'Re: Audit budget',
            messageType: 'reply',
            status: 'read',
          }),
        ],
      })),
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('article').at(-1)?.getAttribute('aria-label')).toBe(
      'Admin: Re: Audit budget',
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Archive|Mark/ })).toBeNull();
  });

  it('a double click on Send message sends the message once', async () => {
    const posts: unknown[] = [];
    renderTab('messages', 'owner', {
      ...answer(messageContracts.thread, () => ({ messages: [] })),
      ...answer(messageContracts.send, ({ body }) => {
        posts.push(body);
        return message({ id: `msg-${posts.length}`, sender: { kind: 'you', name: 'You' } });
      }),
    });
    await userEvent.type(await screen.findByLabelText('Subject'), 'Demo day');
    await userEvent.type(screen.getByLabelText('Message'), 'Can we have ten minutes?');
    // Two clicks before the screen has re-rendered, as a quick double click lands in a browser.
    const send = screen.getByRole('button', { name: 'Send message' });
    send.click();
    send.click();
    await vi.waitFor(() => expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(''));
    expect(posts).toHaveLength(1);
  });

  it('by keyboard, sending or editing a message leaves focus in Subject, never at the start', async () => {
    const user = userEvent.setup();
    renderTab('messages', 'owner', {
      ...answer(messageContracts.thread, () => ({
        messages: [message({ sender: { kind: 'you', name: 'You' }, editable: true })],
      })),
      ...answer(messageContracts.send, () => message({ id: 'msg-2', sender: { kind: 'you', name: 'You' } })),
      ...answer(messageContracts.edit, () => message({ sender: { kind: 'you', name: 'You' } })),
    });
    const subject = (await screen.findByLabelText('Subject')) as HTMLInputElement;
    await user.click(subject);
    await user.keyboard('Demo day');
    await user.tab();
    await user.tab();
    await user.keyboard('Can we have ten minutes?');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send message' }));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(subject.value).toBe(''));
    await vi.waitFor(() => expect(document.activeElement).toBe(subject));

    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    await vi.waitFor(() => expect(subject.value).toBe('Audit budget'));
    await vi.waitFor(() => expect(document.activeElement).toBe(subject));
    await user.keyboard(' (moved)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(subject.value).toBe(''));
    await vi.waitFor(() => expect(document.activeElement).toBe(subject));
  });

  it('an edit refused because the admins read the message meanwhile keeps the text, to send as a new one', async () => {
    const user = userEvent.setup();
    let read = false;
    const posts: unknown[] = [];
    renderTab('messages', 'owner', {
      ...answer(messageContracts.thread, () => ({
        messages: [
          message({
            sender: { kind: 'you', name: 'You' },
            editable: !read,
            status: read ? 'read' : 'unread',
          }),
        ],
      })),
      ...answer(messageContracts.edit, () => {
        read = true;
        return apiError(409, 'CONFLICT', 'This message has been read and can no longer be edited');
      }),
      ...answer(messageContracts.send, ({ body }) => {
        posts.push(body);
        return message({ id: 'msg-2', sender: { kind: 'you', name: 'You' } });
      }),
    });
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    const subject = screen.getByLabelText('Subject') as HTMLInputElement;
    await vi.waitFor(() => expect(subject.value).toBe('Audit budget'));
    await user.type(subject, ' (moved)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // The edit is over (nothing left to save into), and what was typed is still there.
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(subject.value).toBe('Audit budget (moved)');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ subject: 'Audit budget (moved)' });
  });
});
