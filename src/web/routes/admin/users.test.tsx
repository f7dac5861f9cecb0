// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvitation, AdminUser } from '~/shared/auth';
import { adminMe, apiError, pending, renderRoute } from '~/web/test/render-route';
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

  it('offers an admin no Revoke on an invitation only a super admin may withdraw', async () => {
    const invitation = (over: Partial<AdminInvitation>): AdminInvitation => ({
      id: 'i-1',
      email: 'plain@example.com',
      role: 'user',
      status: 'pending',
      invitedBy: null,
      expiresAt: '2026-12-03T10:00:00.000Z',
      acceptedAt: null,
      revokedAt: null,
      createdAt: '2026-11-26T10:00:00.000Z',
      ...over,
    });
    const invitations = [invitation({}), invitation({ id: 'i-2', email: 'boss@example.com', role: 'admin' })];
    const list = (me = adminMe) =>
      renderRoute({
        module,
        path: '/admin/users',
        me,
        api: {
          'GET /api/admin/users': () => ({ users: [], total: 0, page: 1, pageSize: 20 }),
          'GET /api/admin/invitations': () => ({ invitations }),
        },
      });
    list();
    const plain = await screen.findByRole('button', { name: /Revoke\s*invitation for plain@example.com/ });
    expect((plain as HTMLButtonElement).disabled).toBe(false);
    const admin = screen.getByRole('button', { name: /Revoke\s*invitation for boss@example.com/ });
    expect((admin as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Only a super admin can revoke an admin invitation.')).toBeTruthy();
    cleanup();

    list({
      ...adminMe,
      user: { ...adminMe.user, role: 'super_admin' },
      profile: { role: 'super_admin', isActive: true },
    });
    const forSuper = await screen.findByRole('button', { name: /Revoke\s*invitation for boss@example.com/ });
    expect((forSuper as HTMLButtonElement).disabled).toBe(false);
  });
});
