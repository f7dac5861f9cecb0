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
  it('states the password rule before submit and checks name, email and password by it', async () => {
    const { sent } = render(() =>
      apiError(400, 'VALIDATION_ERROR', 'email: This email is taken', { email: 'This email is taken' }),
    );
    const user = userEvent.setup();
    const rule = 'At least 12 characters: a super admin can change everything.';
    // Said before anything is sent, beside the field it is about.
    const password = await screen.findByLabelText('Password');
    expect(screen.getByText(rule)).toBeTruthy();
    expect(password.getAttribute('aria-describedby')).toContain(screen.getByText(rule).id);

    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.type(password, 'short-pass1');
    await user.click(screen.getByRole('button', { name: 'Create super admin' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(password, 'x');
    await user.click(screen.getByRole('button', { name: 'Create super admin' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This email is taken')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('email: This email is taken');
    expect(sent).toEqual([{ token: 't-1', name: 'Ada', email: 'ada@example.com', password: 'short-pass1x' }]);
  });

  it('signs the new super admin in and opens the admin area', async () => {
    const view = render(() => ({ email: 'ada@example.com', role: 'super_admin' }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create super admin' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/admin'));
    // The session is read again, now with the cookie the setup answer set.
    expect(view.calls.filter((c) => c === 'GET /api/me').length).toBeGreaterThanOrEqual(2);
  });
});
