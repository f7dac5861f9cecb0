// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitationCheck, MeResponse } from '~/shared/auth';
import { accountContracts } from '~/shared/contracts/account';
import { betterAuthEndpoints } from '~/web/features/auth/auth-endpoints';
import { answer } from '~/web/test/contract-api';
import { apiError, renderRoute, type ApiHandler } from '~/web/test/render-route';
import * as module from './accept-invitation';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'tok-123';
const invited = 'dev@example.com';

const invitation = (over: Partial<InvitationCheck> = {}): InvitationCheck => ({
  email: invited,
  role: 'user',
  expiresAt: '2030-01-01T12:00:00.000Z',
  isValid: true,
  project: { name: 'Nest Egg', role: 'developer' },
  hasAccount: true,
  ...over,
});

const signedInAs = (email: string): MeResponse => ({
  user: { id: 'u-1', email, name: 'Dev', role: 'user', emailVerified: true },
  profile: { role: 'user', isActive: true },
  projects: [],
});

const open = (me: MeResponse | null, check = invitation(), more: Record<string, ApiHandler> = {}) =>
  renderRoute({
    module,
    path: '/accept-invitation',
    url: `/accept-invitation?token=${TOKEN}`,
    me,
    api: { ...answer(accountContracts.invitation, () => check), ...more },
  });

describe('/accept-invitation with an existing account', () => {
  it('signed in as the invited address: accepts and lands on the project dashboard', async () => {
    const accepted: string[] = [];
    const { router } = open(
      signedInAs(invited),
      invitation(),
      answer(accountContracts.acceptInvitation, ({ params }) => {
        accepted.push(params.token!);
        return {
          role: 'user' as const,
          project: { id: 'p-1', name: 'Nest Egg', role: 'developer' as const, previousRole: null },
          alreadyMember: false,
        };
      }),
    );
    const accept = await screen.findByRole('button', { name: 'Accept Invitation' });
    expect(screen.queryByRole('link', { name: /Sign Up/ })).toBeNull();
    await userEvent.click(accept);
    await screen.findByText('Elsewhere');
    expect(accepted).toEqual([TOKEN]);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/incubated-project-dashboard?project=p-1',
    );
  });

  it.each([
    [
      { role: 'developer', previousRole: 'advisor' },
      'You were already on the Nest Egg team: your role is now Developer (it was Advisor).',
    ],
    [
      { role: 'owner', previousRole: 'owner' },
      'You own Nest Egg, and stay its owner: an invitation never changes that.',
    ],
    [{ role: 'developer', previousRole: null }, 'You joined the Nest Egg team as Developer.'],
  ] as const)('says what became of the seat on the team (%j)', async (seat, note) => {
    render(<Toaster />);
    open(
      signedInAs(invited),
      invitation(),
      answer(accountContracts.acceptInvitation, () => ({
        role: 'user' as const,
        project: { id: 'p-1', name: 'Nest Egg', ...seat },
        alreadyMember: seat.previousRole !== null,
      })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText(note)).toBeTruthy();
  });

  it('an admin invitation lands in the admin area', async () => {
    const { router } = open(
      signedInAs(invited),
      invitation({ role: 'admin', project: null }),
      answer(accountContracts.acceptInvitation, () => ({
        role: 'admin' as const,
        project: null,
        alreadyMember: false,
      })),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('a refusal is shown on the page, and the button can be tried again', async () => {
    open(
      signedInAs(invited),
      invitation(),
      answer(accountContracts.acceptInvitation, () =>
        apiError(409, 'CONFLICT', 'You have already accepted this invitation'),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The invitation could not be accepted: You have already accepted this invitation',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Accept Invitation' }).disabled).toBe(false);
  });

  it('signed out with an account: offers sign-in with the address and a way back, not sign-up', async () => {
    open(null);
    const signIn = await screen.findByRole('link', { name: 'Sign In to Accept' });
    expect(signIn.getAttribute('href')).toBe(`/auth?mode=signin&email=${encodeURIComponent(invited)}`);
    expect(screen.getByText(/An account already exists for this e-mail address/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Sign Up/ })).toBeNull();
  });

  it('signed out without an account: the spec sign-up button, word for word', async () => {
    open(null, invitation({ hasAccount: false }));
    const signUp = await screen.findByRole('link', { name: 'Accept Invitation & Sign Up' });
    expect(signUp.getAttribute('href')).toBe(
      `/auth?mode=signup&invitation=${TOKEN}&email=${encodeURIComponent(invited)}`,
    );
  });

  it('signed in as another address: names both and offers to sign out and continue', async () => {
    let signedOut = false;
    open(
      signedInAs('someone@example.com'),
      invitation(),
      answer(betterAuthEndpoints.signOut, () => {
        signedOut = true;
        return { success: true };
      }),
    );
    expect(await screen.findByText(/You are signed in as/)).toBeTruthy();
    expect(screen.getByText('someone@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out and Continue' }));
    await screen.findByRole('link', { name: 'Sign In to Accept' });
    expect(signedOut).toBe(true);
  });
});
