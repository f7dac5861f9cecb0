// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '~/shared/schemas/messages';
import { messageFixture } from '~/web/test/message-fixtures';
import { MessageThread } from './message-thread';

const projectId = '00000000-0000-4000-8000-0000000000a1';

/** The browser tab in front of the person or behind another one. */
function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const readPath = `/api/projects/${projectId}/messages/read`;

/**
 * Serves a thread of these messages (a test may change the array: the next fetch returns it as it
 * is then) and records the read requests the screen sends, with their bodies.
 */
function serveThread(messages: Message[]) {
  const reads: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      reads.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return Promise.resolve(Response.json({ count: 0 }));
    }
    return Promise.resolve(Response.json({ messages }));
  });
  return reads;
}

const renderThread = (client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MessageThread projectId={projectId} viewerIsAdmin={false} />
    </QueryClientProvider>,
  );

/** Settles what the thread does after it rendered, so a request it should not make would be seen. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

const unreadReply = messageFixture({
  messageType: 'reply',
  sender: { kind: 'admin', name: 'Admin' },
  subject: 'Re: Audit budget',
  // Another member read it already: the reply's own status says so, this founder's flag does not.
  status: 'read',
  unreadForViewer: true,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setVisibility('visible');
});

describe('the thread marks what the viewer has not read only while they can see it', () => {
  it('waits in a background tab and marks read once the tab comes to the front', async () => {
    setVisibility('hidden');
    const reads = serveThread([unreadReply]);
    renderThread();
    await screen.findByText('Re: Audit budget');
    await settle();
    expect(reads).toEqual([]);

    act(() => setVisibility('visible'));
    await vi.waitFor(() =>
      expect(reads).toEqual([{ path: readPath, body: { lastSeenMessageId: unreadReply.id } }]),
    );
  });

  it('marks read at once in a visible tab, and not at all when nothing is unread for the viewer', async () => {
    const reads = serveThread([unreadReply]);
    renderThread();
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    cleanup();

    const none = serveThread([{ ...unreadReply, unreadForViewer: false }]);
    renderThread();
    await screen.findByText('Re: Audit budget');
    await settle();
    expect(none).toEqual([]);
  });
});

describe('the read request names the newest message the thread displayed', () => {
  const older = messageFixture({ id: 'msg-0', subject: 'Audit budget' });
  const later = messageFixture({
    ...unreadReply,
    id: 'msg-2',
    subject: 'Re: Later',
    createdAt: '2026-11-02T09:00:00.000Z',
  });

  it('sends the last message on screen, and again with the newer one once the thread shows it', async () => {
    const messages = [older, unreadReply];
    const reads = serveThread(messages);
    const client = new QueryClient();
    renderThread(client);
    await vi.waitFor(() =>
      expect(reads).toEqual([{ path: readPath, body: { lastSeenMessageId: unreadReply.id } }]),
    );

    // A reply arrives: until the thread displays it, nothing names it.
    messages.splice(0, messages.length, older, { ...unreadReply, unreadForViewer: false }, later);
    await settle();
    expect(reads).toHaveLength(1);
    await act(() => client.invalidateQueries());
    await screen.findByText('Re: Later');
    await vi.waitFor(() =>
      expect(reads.at(-1)).toEqual({ path: readPath, body: { lastSeenMessageId: 'msg-2' } }),
    );
    await settle();
    expect(reads).toHaveLength(2);
  });
});
