// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupContracts } from '~/shared/contracts/setup';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { apiError, renderRoute } from '~/web/test/render-route';
import * as setup from './setup';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (create: ContractStub<typeof setupContracts.create>) => {
  const sent: unknown[] = [];
  const view = renderRoute({
    module: setup,
    path: '/setup',
    url: '/setup?token=t-1',
    me: null,
    api: {
      ...answer(setupContracts.status, () => ({ needed: true })),
      ...answer(setupContracts.create, (request) => (sent.push(request.body), create(request))),
    },
  });
  return { ...view, sent };
};

describe('/setup', () => {
  it('checks the fields by the shared rule before sending, then shows the server refusal on its field', async () => {
    const { sent } = render(() =>
      apiError(400, 'VALIDATION_ERROR', 'email: This email is taken', { email: 'This email is taken' }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create super admin' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create super admin' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This email is taken')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('email: This email is taken');
    expect(sent).toEqual([{ token: 't-1', email: 'ada@example.com', password: 'a long enough password' }]);
  });

  it('says who was created and links to sign-in', async () => {
    render(() => ({ email: 'ada@example.com', role: 'super_admin' }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create super admin' }));
    expect((await screen.findByText(/Created ada@example.com/)).textContent).toBe(
      'Created ada@example.com. Sign in',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
  });
});
