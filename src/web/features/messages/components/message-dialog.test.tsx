// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '~/web/lib/realtime-context';
import { LinkIndicator } from './message-dialog';

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
