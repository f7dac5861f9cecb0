// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminInvitation, AdminUser } from '~/shared/auth';
import { userContracts } from '~/shared/contracts/users';
import {
  adminMe,
  apiError,
  expectLoading,
  pending,
  renderRoute,
  superAdminMe,
} from '~/web/test/render-route';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { projectContracts } from '~/shared/contracts/projects';
import * as module from './users';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom lays nothing out: the open list scrolls its chosen item into view and captures the pointer.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
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

const invitation = (over: Partial<AdminInvitation>): AdminInvitation => ({
  id: 'i-1',
  email: 'plain@example.com',
  role: 'user',
  status: 'pending',
  invitedBy: null,
  projectId: null,
  projectRole: null,
  expiresAt: '2026-12-03T10:00:00.000Z',
  acceptedAt: null,
  revokedAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

const screenWith = (users: ContractStub<typeof userContracts.list>) =>
  renderRoute({
    module,
    path: '/admin/users',
    api: {
      ...answer(userContracts.list, users),
      ...answer(userContracts.invitations, () => ({ invitations: [] })),
    },
  });

describe('/admin/users', () => {
  it('shows a placeholder while the users load', async () => {
    await expectLoading(
      screenWith(pending),
      'User Management',
      'GET /api/admin/users?search=&page=1&pageSize=20',
    );
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

  it('keeps focus on Deactivate while it saves, and the role select stays focusable but shut', async () => {
    const patches: unknown[] = [];
    renderRoute({
      module,
      path: '/admin/users',
      api: {
        ...answer(userContracts.list, () => ({ users: [user()], total: 1, page: 1, pageSize: 20 })),
        ...answer(userContracts.invitations, () => ({ invitations: [] })),
        ...answer(userContracts.update, ({ body }) => {
          patches.push(body);
          return pending();
        }),
      },
    });
    const deactivate = await screen.findByRole('button', { name: /^Deactivate\s*grace@example.com$/ });
    deactivate.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate this user?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(patches).toEqual([{ isActive: false }]));
    // Disabled under focus, the button dropped it to the page's start; busy keeps it.
    await vi.waitFor(() => expect(document.activeElement).toBe(deactivate));
    expect(deactivate.getAttribute('aria-disabled')).toBe('true');
    expect(deactivate.hasAttribute('disabled')).toBe(false);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const role = screen.getByRole('combobox', { name: 'Role of grace@example.com' });
    expect(role.getAttribute('aria-disabled')).toBe('true');
    expect(role.hasAttribute('disabled')).toBe(false);
    role.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(role);
    expect(patches).toHaveLength(1);
  });

  it("shows a refused promotion's reason under the role that was picked, and the role stays", async () => {
    const message = 'Grace is on the team of Summit Lend; remove them from the team first';
    const patches: unknown[] = [];
    renderRoute({
      module,
      path: '/admin/users',
      me: superAdminMe,
      api: {
        ...answer(userContracts.list, () => ({ users: [user()], total: 1, page: 1, pageSize: 20 })),
        ...answer(userContracts.invitations, () => ({ invitations: [] })),
        ...answer(userContracts.update, ({ body }) => {
          patches.push(body);
          return apiError(409, 'CONFLICT', message, { role: message });
        }),
      },
    });
    const role = await screen.findByRole('combobox', { name: 'Role of grace@example.com' });
    role.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make grace@example.com an Admin?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Change role' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(role.getAttribute('aria-describedby')).toBe(alert.id);
    expect(patches).toEqual([{ role: 'admin' }]);
    expect(role.textContent).toBe('User');
  });

  it('offers an admin no Revoke on an invitation only a super admin may withdraw', async () => {
    const invitations = [invitation({}), invitation({ id: 'i-2', email: 'boss@example.com', role: 'admin' })];
    const list = (me = adminMe) =>
      renderRoute({
        module,
        path: '/admin/users',
        me,
        api: {
          ...answer(userContracts.list, () => ({ users: [], total: 0, page: 1, pageSize: 20 })),
          ...answer(userContracts.invitations, () => ({ invitations })),
        },
      });
    list();
    const plain = await screen.findByRole('button', { name: /Revoke\s*invitation for plain@example.com/ });
    expect((plain as HTMLButtonElement).disabled).toBe(false);
    const admin = screen.getByRole('button', { name: /Revoke\s*invitation for boss@example.com/ });
    expect((admin as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Only a super admin can revoke an admin invitation.')).toBeTruthy();
    cleanup();

    list(superAdminMe);
    const forSuper = await screen.findByRole('button', { name: /Revoke\s*invitation for boss@example.com/ });
    expect((forSuper as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps team invitations apart from platform ones, each naming its project', async () => {
    const invitations = [
      invitation({}),
      invitation({
        id: 'i-team',
        email: 'cofounder@example.com',
        projectId: 'p-1',
        projectRole: 'co-founder',
      }),
    ];
    renderRoute({
      module,
      path: '/admin/users',
      me: superAdminMe,
      api: {
        ...answer(userContracts.list, () => ({ users: [], total: 0, page: 1, pageSize: 20 })),
        ...answer(userContracts.invitations, () => ({ invitations })),
        ...answer(projectContracts.adminList, () => ({
          projects: [
            {
              id: 'p-1',
              name: 'Summit Lend',
              logoUrl: null,
              industry: 'defi',
              currentPhase: 'development',
              isActive: true,
              isFeatured: false,
              programme: { day: null, state: 'unscheduled' as const, phase: null, percent: 0 },
              capitalRaised: 0,
              totalCapitalTarget: 0,
              teamSize: 1,
              unreadMessages: 0,
              milestonesDone: 0,
              milestonesTotal: 0,
              lastActivityAt: '2026-11-20T10:00:00.000Z',
              syncHealth: { status: null, sources: 0, lastSyncedAt: null },
              updatedAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        })),
      },
    });
    const platform = await screen.findByRole('region', { name: 'Pending Invitations' });
    expect(await within(platform).findByText('plain@example.com')).toBeTruthy();
    expect(within(platform).queryByText('cofounder@example.com')).toBeNull();
    const team = screen.getByRole('region', { name: 'Project Team Invitations' });
    const row = within(team).getByText('cofounder@example.com').closest('li')!;
    const link = await within(row as HTMLElement).findByRole('link', { name: 'Summit Lend' });
    expect(link.getAttribute('href')).toBe('/incubator/p-1?tab=team');
    expect(row.textContent).toContain('Team of Summit Lend as Co-founder');
  });

  it('lists lapsed invitations once per address and sends one again with its role', async () => {
    const lapsed = (over: Partial<AdminInvitation>) =>
      invitation({ status: 'expired', expiresAt: '2026-11-10T10:00:00.000Z', ...over });
    let invitations = [
      lapsed({ id: 'e-1', email: 'late@example.com', role: 'admin', createdAt: '2026-11-03T10:00:00.000Z' }),
      lapsed({ id: 'e-0', email: 'Late@example.com', createdAt: '2026-10-01T10:00:00.000Z' }),
      // A lapsed seat in a project's team is sent again from the project.
      lapsed({ id: 'e-3', email: 'seat@example.com', projectId: 'pr-1' }),
      // Invited again since: nothing to send.
      lapsed({ id: 'e-2', email: 'again@example.com', createdAt: '2026-11-01T10:00:00.000Z' }),
      invitation({ id: 'p-1', email: 'again@example.com' }),
      invitation({ id: 'a-1', email: 'done@example.com', status: 'accepted' }),
    ];
    const posted: unknown[] = [];
    const { calls } = renderRoute({
      module,
      path: '/admin/users',
      me: superAdminMe,
      api: {
        ...answer(userContracts.list, () => ({ users: [], total: 0, page: 1, pageSize: 20 })),
        ...answer(userContracts.invitations, () => ({ invitations })),
        ...answer(userContracts.invite, ({ body }) => {
          posted.push(body);
          const sent = invitation({ id: 'p-2', email: 'late@example.com', role: 'admin' });
          invitations = [sent, ...invitations.filter((i) => i.id !== 'e-1' && i.id !== 'e-0')];
          return { invitation: sent };
        }),
      },
    });
    const expired = await screen.findByRole('region', { name: 'Expired Invitations' });
    expect(
      within(expired)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('late@example.com')]);
    expect(within(expired).getByText('Admin')).toBeTruthy();

    await userEvent.click(within(expired).getByRole('button', { name: /Send again\s*to late@example.com/ }));
    await vi.waitFor(() => expect(posted).toEqual([{ email: 'late@example.com', role: 'admin' }]));
    // The list is read again: the address is pending now, and nothing lapsed is left.
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Expired Invitations' })).toBeNull());
    const pendingList = screen.getByRole('region', { name: 'Pending Invitations' });
    expect(within(pendingList).getByText('late@example.com')).toBeTruthy();
    expect(calls.filter((c) => c === 'GET /api/admin/invitations').length).toBeGreaterThan(1);
  });

  it('tells an admin that only a super admin can send an admin invitation again', async () => {
    renderRoute({
      module,
      path: '/admin/users',
      me: adminMe,
      api: {
        ...answer(userContracts.list, () => ({ users: [], total: 0, page: 1, pageSize: 20 })),
        ...answer(userContracts.invitations, () => ({
          invitations: [
            invitation({ id: 'e-1', email: 'boss@example.com', role: 'admin', status: 'expired' }),
          ],
        })),
      },
    });
    const resend = await screen.findByRole('button', { name: /Send again\s*to boss@example.com/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Only a super admin can invite admins.')).toBeTruthy();
  });
});
