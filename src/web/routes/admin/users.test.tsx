// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '~/shared/auth';
import { apiError, pending, renderRoute } from '~/web/test/render-route';
import * as module from './users';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-1',
  email: 'grace@example.com',
  name: 'Grace',
  role: 'user',
  isActive: true,
  emailVerified: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

const screenWith = (users: () => unknown) =>
  renderRoute({
    module,
    path: '/admin/users',
    api: {
      'GET /api/admin/users': users,
      'GET /api/admin/invitations': () => ({ invitations: [] }),
    },
  });

describe('/admin/users', () => {
  it('shows a placeholder while the users load', async () => {
    const { container } = screenWith(pending);
    await screen.findByRole('heading', { name: 'User Management' });
    expect(container.querySelector('.animate-pulse')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when no user matches', async () => {
    screenWith(() => ({ users: [], total: 0, page: 1, pageSize: 20 }));
    expect(await screen.findByText('No users match this search.')).toBeTruthy();
    expect(screen.getByText('0 users · page 1 of 1')).toBeTruthy();
  });

  it('says why the list failed', async () => {
    screenWith(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/server/i);
  });

  it('lists users with their role, status and actions', async () => {
    screenWith(() => ({
      users: [user(), user({ id: 'u-2', email: 'off@example.com', isActive: false })],
      total: 2,
      page: 1,
      pageSize: 20,
    }));
    const table = await screen.findByRole('table', { name: 'Users table' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('grace@example.com');
    expect(within(rows[2]!).getByText('Deactivated')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: /^Reactivate\s*off@example.com$/ })).toBeTruthy();
    expect(screen.getByText('2 users · page 1 of 1')).toBeTruthy();
  });
});
