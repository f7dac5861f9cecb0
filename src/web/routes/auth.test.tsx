// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '~/web/test/render-route';
import * as module from './auth';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (url: string) => renderRoute({ module, path: '/auth', url, me: null, api: {} });

describe('/auth after a verification link', () => {
  it('says a broken link is not valid and how to get a new one', async () => {
    show('/auth?error=INVALID_TOKEN');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This verification link is not valid. Sign in to receive a new one.',
    );
    expect(screen.queryByText(/is verified/)).toBeNull();
  });

  it('says an already used link verified the address', async () => {
    show('/auth?verified=1');
    const note = await screen.findByText('Your e-mail address is verified. Sign in to continue.');
    expect(note.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
