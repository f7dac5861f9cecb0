// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Providers } from './providers';

beforeEach(() => {
  // jsdom has no matchMedia; the theme provider asks it for the system theme.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.useRealTimers();
});

it('shows a toast raised before the deferred toast viewport mounted', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(
    <Providers>
      <p>page</p>
    </Providers>,
  );
  act(() => {
    toast('Raised before the viewport existed');
  });
  expect(screen.queryByText('Raised before the viewport existed')).toBeNull();
  await act(async () => {
    vi.advanceTimersByTime(3100);
  });
  expect(await screen.findByText('Raised before the viewport existed')).toBeTruthy();
});

it('mounts the viewport on the first interaction', async () => {
  render(
    <Providers>
      <p>page</p>
    </Providers>,
  );
  act(() => {
    window.dispatchEvent(new Event('pointerdown'));
    toast('After a click');
  });
  expect(await screen.findByText('After a click')).toBeTruthy();
});
