// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '~/shared/auth';
import { accountContracts } from '~/shared/contracts/account';
import { betterAuthEndpoints as auth } from '~/web/features/auth/auth-endpoints';
import { answer } from '~/web/test/contract-api';
import { apiError, renderRoute, type ApiHandler } from '~/web/test/render-route';
import * as module from './auth';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** /auth at `url`, signed out unless `me` says otherwise, with `api` answering beside GET /api/me. */
const show = (url: string, api: Record<string, ApiHandler> = {}, me: MeResponse | null = null) =>
  renderRoute({ module, path: '/auth', url, me, api });

describe('/auth after a verification link', () => {
  it('says a broken link is not valid and how to get a new one', async () => {
    show('/auth?error=INVALID_TOKEN');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This verification link is not valid. Sign in to receive a new one.',
    );
    expect(screen.queryByText(/is verified/)).toBeNull();
  });

  it.each([
    [
      '/auth?error=INVALID_CALLBACK_URL',
      'This verification link was changed to lead to another site, so it was not used. Open the link from the e-mail again, or sign in to receive a new one.',
    ],
    [
      '/auth?verified=1&error=USER_NOT_FOUND',
      'The account this verification link was for no longer exists. Sign up to create a new one.',
    ],
  ])('says what happened to the link at %s', async (url, text) => {
    show(url);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByText(/is verified/)).toBeNull();
  });

  it('says an already used link verified the address', async () => {
    show('/auth?verified=1');
    const note = await screen.findByText('Your e-mail address is verified. Sign in to continue.');
    expect(note.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

const founder: MeResponse = {
  user: { id: 'u-1', email: 'olga@example.com', name: 'Olga Owner', role: 'user', emailVerified: true },
  profile: { role: 'user', isActive: true },
  projects: [],
};

const invitationUrl = '/auth?mode=signup&invitation=tok-1&email=newbie%40example.com';

describe('/auth with an invitation link', () => {
  it('tells another signed-in account whose session it is, and signing out opens the invited sign-up', async () => {
    let me: MeResponse | null = founder;
    const view = show(invitationUrl, {
      ...answer(
        accountContracts.me,
        () => me ?? Response.json({ error: { code: 'UNAUTHORIZED' } }, { status: 401 }),
      ),
      ...answer(auth.signOut, () => {
        me = null;
        return { success: true };
      }),
    });
    expect(await screen.findByText('olga@example.com')).toBeTruthy();
    expect(screen.getByText('newbie@example.com')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/auth');
    expect(screen.queryByText('Elsewhere')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out to Accept' }));
    const submit = await screen.findByRole('button', { name: 'Accept Invitation & Create Account' });
    expect(submit).toBeTruthy();
    expect((screen.getByLabelText(/email/i) as HTMLInputElement).value).toBe('newbie@example.com');
    expect(view.calls).toContain('POST /api/auth/sign-out');
  });

  it('takes the invitee on once signed in as the invited address', async () => {
    const view = show(
      invitationUrl,
      {},
      { ...founder, user: { ...founder.user, email: 'Newbie@example.com' } },
    );
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/project-dashboard');
  });
});

const check = (hasAccount: boolean) => () => ({
  email: 'newbie@example.com',
  role: 'user' as const,
  expiresAt: '2030-01-01T12:00:00.000Z',
  isValid: true,
  project: { name: 'Nest Egg', role: 'developer' },
  hasAccount,
});

describe('/auth with an invitation link for an address that has an account', () => {
  // The sign-up could only fail ("user already exists"): a dead end for someone with an account.
  it('sends the invitee to sign in and accept, and the verification mail leads back to the invitation', async () => {
    const bodies: unknown[] = [];
    const view = show(invitationUrl, {
      ...answer(accountContracts.invitation, check(true)),
      ...answer(auth.signIn, ({ body }) => {
        bodies.push(body);
        return apiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified');
      }),
    });
    expect(
      await screen.findByText(
        'This invitation is for newbie@example.com, which already has an account: it does not create another.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Invitation & Create Account' })).toBeNull();
    const signIn = screen.getByRole('link', { name: 'Sign In to Accept' });
    expect(signIn.getAttribute('href')).toBe('/auth?mode=signin&email=newbie%40example.com');

    fireEvent.click(signIn);
    const password = await screen.findByLabelText('Password');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('newbie@example.com');
    fireEvent.change(password, { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ callbackURL: '/accept-invitation?token=tok-1' });
    expect(view.router.state.location.pathname).toBe('/auth');
  });
});

describe('/auth: where the verification mail of a new account leads', () => {
  // It always led to /auth?verified=1 and then the dashboard: the invitation was lost on the way.
  it('back to the invitation the visitor was following', async () => {
    const bodies: unknown[] = [];
    show(invitationUrl, {
      ...answer(accountContracts.invitation, check(false)),
      ...answer(auth.signUp, ({ body }) => {
        bodies.push(body);
        return { token: null, user: { id: 'u-2', email: 'newbie@example.com' }, invitationAccepted: false };
      }),
    });
    const submit = await screen.findByRole('button', { name: 'Accept Invitation & Create Account' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(submit);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      invitationToken: 'tok-1',
      callbackURL: '/accept-invitation?token=tok-1',
    });
  });

  it('to the sign-in screen for a sign-up that follows nothing', async () => {
    const bodies: unknown[] = [];
    show('/auth?mode=signup', {
      ...answer(auth.signUp, ({ body }) => {
        bodies.push(body);
        return { token: null, user: { id: 'u-3', email: 'solo@example.com' } };
      }),
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'solo@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ callbackURL: '/auth?verified=1' });
  });
});

describe('/auth after a wrong and then a right password', () => {
  it('replaces the red Sign In Failed toast with Welcome back!, not stacked behind it', async () => {
    let tries = 0;
    render(<Toaster />);
    show('/auth?mode=signin', {
      ...answer(auth.signIn, () =>
        ++tries === 1
          ? apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password')
          : { token: 't-1', user: { id: 'u-1', email: 'olga@example.com' } },
      ),
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'olga@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign In Failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sign In Failed')).toBeNull());
    expect(tries).toBe(2);
  });
});
