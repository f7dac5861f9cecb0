// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { betterAuthEndpoints } from '~/web/features/auth/auth-endpoints';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { apiError, renderRoute } from '~/web/test/render-route';
import * as forgotPassword from './forgot-password';
import * as resetPassword from './reset-password';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const invalidLink = 'This password reset link has expired or has already been used. Ask for a new one.';

describe('/forgot-password', () => {
  it('sends the e-mail and says to check the inbox, whatever the answer means', async () => {
    const asked: unknown[] = [];
    renderRoute({
      module: forgotPassword,
      path: '/forgot-password',
      me: null,
      api: answer(
        betterAuthEndpoints.requestPasswordReset,
        ({ body }) => (asked.push(body), { status: true }),
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeTruthy();
    const user = userEvent.setup();
    // Keyboard only: the field has focus, Enter submits.
    await user.keyboard('Ada@Example.com{Enter}');
    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account exists for ada@example.com, we have sent it a link to choose a new password.',
    );
    expect(asked).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('names the e-mail field before sending and shows the server field message', async () => {
    const { calls } = renderRoute({
      module: forgotPassword,
      path: '/forgot-password',
      me: null,
      api: answer(betterAuthEndpoints.requestPasswordReset, () =>
        apiError(400, 'VALIDATION_ERROR', 'Invalid input', { email: 'Please enter a valid email address' }),
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});

describe('/reset-password', () => {
  const render = (url: string, reply: ContractStub<typeof betterAuthEndpoints.resetPassword>) => {
    const sent: unknown[] = [];
    const view = renderRoute({
      module: resetPassword,
      path: '/reset-password',
      url,
      me: null,
      api: answer(betterAuthEndpoints.resetPassword, (request) => (sent.push(request.body), reply(request))),
    });
    return { ...view, sent };
  };

  /** Types the new password and its confirmation, and sends them. */
  const setPassword = async (password: string, confirmation = password) => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
  };

  it('sets the new password with the token and sends the user to sign in', async () => {
    const { router, sent } = render('/reset-password?token=tok-1', () => ({ status: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeTruthy();
    const user = userEvent.setup();
    await user.keyboard('brand-new-secret');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm new password'));
    await user.keyboard('brand-new-secret{Enter}');
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(sent).toEqual([{ token: 'tok-1', newPassword: 'brand-new-secret' }]);
    expect(router.state.location.pathname + router.state.location.search).toBe('/auth?reset=1');
  });

  it('checks the sign-up password rule and the confirmation on the fields', async () => {
    const { sent } = render('/reset-password?token=tok-1', () => ({ status: true }));
    await setPassword('12345', '1234');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('shows a refused link with a way to ask for a new one', async () => {
    render('/reset-password?token=used', () =>
      apiError(400, 'INVALID_TOKEN', invalidLink, { token: invalidLink }),
    );
    await setPassword('secret-123');
    expect((await screen.findByRole('alert')).textContent).toContain(invalidLink);
    expect(screen.getByRole('link', { name: 'Ask for a New Link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('says plainly when the account the link was for no longer exists, and offers a new account', async () => {
    const gone = 'The account this link was for no longer exists.';
    render('/reset-password?token=orphan', () => apiError(400, 'USER_NOT_FOUND', gone, { token: gone }));
    await setPassword('secret-123');
    expect((await screen.findByRole('alert')).textContent).toBe(gone);
    expect(screen.getByRole('link', { name: 'Create an Account' }).getAttribute('href')).toBe(
      '/auth?mode=signup',
    );
    expect(screen.queryByRole('link', { name: 'Ask for a New Link' })).toBeNull();
  });

  it('says a link without a token is incomplete', async () => {
    render('/reset-password', () => ({ status: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Link Not Valid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'This password reset link is incomplete. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a New Link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
