// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

function Probe() {
  const auth = useAuth();
  return <p>{auth.loading ? 'loading' : (auth.user?.email ?? 'signed out')}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderWithProvider() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('useAuth', () => {
  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('treats a 401 from /api/me as signed out, not as an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'x' } }), { status: 401 }),
      ),
    );
    renderWithProvider();
    expect(await screen.findByText('signed out')).toBeTruthy();
  });

  it("takes the server's signed-out answer ({ user: null }) as signed out and clears the hint", async () => {
    document.cookie = 'hatchery_signed_in=1; path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ user: null }), { status: 200 })),
    );
    renderWithProvider();
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(document.cookie).not.toContain('hatchery_signed_in=1');
  });

  it('stops loading after 3 s even if the session check never answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithProvider();
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('signed out')).toBeTruthy();
  });
});
