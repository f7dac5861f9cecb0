// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReconnectButton } from '~/web/components/reconnect-button';
import { RealtimeProvider } from '~/web/lib/realtime-context';
import { managedProjectFixture } from '~/web/test/project-fixtures';
import { LinkIndicator } from './message-dialog';
import { ProjectMessagesTab } from './project-messages-tab';

/** The browser's EventSource as far as the realtime client uses it. */
class FakeEventSource {
  static made: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  private listeners = new Map<string, () => void>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  emit(type: string) {
    this.listeners.get(type)?.();
  }
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeEventSource.made = [];
});

describe("the founder's live-link indicator", () => {
  it('offers Reconnect once the retries have run out (the server restarted), and reconnects', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('EventSource', FakeEventSource);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RealtimeProvider enabled>
          <LinkIndicator />
        </RealtimeProvider>
      </QueryClientProvider>,
    );
    const latest = () => FakeEventSource.made.at(-1)!;
    act(() => latest().emit('ready'));
    expect(screen.getByRole('status').textContent).toContain('Connected');
    expect(screen.queryByRole('button', { name: /Reconnect/ })).toBeNull();

    // The server goes away: every attempt fails until the client gives up.
    for (let attempt = 0; attempt <= 3; attempt++) {
      act(() => latest().onerror?.());
      await act(() => vi.advanceTimersByTimeAsync(10_000));
    }
    expect(screen.getByRole('status').textContent).toContain('Disconnected');

    const before = FakeEventSource.made.length;
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: /Reconnect/ }));
    expect(FakeEventSource.made.length).toBe(before + 1);
    act(() => latest().emit('ready'));
    expect(screen.getByRole('status').textContent).toContain('Connected');
    expect(screen.queryByRole('button', { name: /Reconnect/ })).toBeNull();
  });
});

/** Every attempt of the realtime link fails until the client gives up (the server went away). */
async function dropTheLink() {
  const latest = () => FakeEventSource.made.at(-1)!;
  act(() => latest().emit('ready'));
  for (let attempt = 0; attempt <= 3; attempt++) {
    act(() => latest().onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
  }
}

describe('the Messages tab of /incubator/{id} with the link down', () => {
  const project = managedProjectFixture({ id: 'p-1' });
  const setUp = () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('EventSource', FakeEventSource);
    // The thread stays loading: only the link matters here.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
  };

  // The admin saw two Reconnect buttons for one link: the header's and the tab's.
  it('offers admins the header’s Reconnect only', async () => {
    setUp();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RealtimeProvider enabled>
          {/* The admin header's link state offers this button (features/notifications). */}
          <header>
            <ReconnectButton />
          </header>
          <main>
            <ProjectMessagesTab project={project} canEdit isAdmin />
          </main>
        </RealtimeProvider>
      </QueryClientProvider>,
    );
    await dropTheLink();
    expect(screen.getByText('Disconnected')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /Reconnect/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.closest('header')).not.toBeNull();
  });

  it('keeps the tab’s Reconnect for founders, who have no admin header', async () => {
    setUp();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProjectMessagesTab project={project} canEdit={false} isAdmin={false} />
      </QueryClientProvider>,
    );
    await dropTheLink();
    expect(screen.getAllByRole('button', { name: /Reconnect/ })).toHaveLength(1);
  });
});
