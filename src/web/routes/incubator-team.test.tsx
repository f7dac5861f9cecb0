// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectMember, ProjectTeam } from '~/shared/schemas/project-members';
import { apiError, pending, type ApiHandler } from '~/web/test/render-route';
import { renderTab } from './incubator-tabs.fixtures';
import { projectMemberContracts } from '~/shared/contracts/project-members';
import { answer } from '~/web/test/contract-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member = (over: Partial<ProjectMember>): ProjectMember => ({
  memberId: 'tm-1',
  userId: 'u-dev',
  name: 'Dana Dev',
  email: 'dev@example.com',
  role: 'developer',
  joinedAt: '2026-10-02T00:00:00.000Z',
  ...over,
});

const team = (): ProjectTeam => ({
  members: [
    member({
      memberId: null,
      userId: 'u-owner',
      name: 'Olga Owner',
      email: 'olga@example.com',
      role: 'owner',
    }),
    member({}),
  ],
  invitations: [
    { id: 'inv-1', email: 'ada.advisor@example.com', role: 'advisor', expiresAt: '2026-12-01T00:00:00.000Z' },
  ],
});

/** Records each write as 'METHOD path body' and answers with the team. */
function teamApi(extra: Record<string, ApiHandler> = {}) {
  const writes: string[] = [];
  const record =
    (method: string) =>
    ({ url, body }: Parameters<ApiHandler>[0]) => {
      writes.push(
        `${method} ${url.pathname.replace(/^\/api\/projects\/[^/]+/, '')} ${JSON.stringify(body ?? null)}`,
      );
      return team();
    };
  return {
    writes,
    api: {
      ...answer(projectMemberContracts.team, () => team()),
      ...answer(projectMemberContracts.changeRole, record('PATCH')),
      ...answer(projectMemberContracts.remove, record('DELETE')),
      ...answer(projectMemberContracts.revokeInvitation, record('DELETE')),
      ...answer(projectMemberContracts.transferOwnership, record('POST')),
      ...extra,
    },
  };
}

async function confirmIn(name: string) {
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name }));
}

describe('/incubator/{id} Team tab', () => {
  it('lets an admin invite an address, see it pending, and revoke it', async () => {
    const { api, writes } = teamApi({
      ...answer(projectMemberContracts.add, ({ body }) => {
        const { email } = body as { email: string };
        if (email === 'dev@example.com') {
          return apiError(409, 'CONFLICT', 'dev@example.com is already on this team', {
            email: 'Already on this team',
          });
        }
        return {
          invitation: {
            id: 'inv-2',
            email,
            role: 'designer' as const,
            expiresAt: '2026-12-01T00:00:00.000Z',
          },
        };
      }),
    });
    renderTab('team', 'admin', api);
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getByText('olga@example.com')).toBeTruthy();
    expect(within(table).getByText('Owner')).toBeTruthy();
    expect(within(table).getByRole('combobox', { name: 'Role of Dana Dev' })).toBeTruthy();
    expect(screen.getByText('ada.advisor@example.com')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Add a team member' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(/valid email address/)).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText('E-mail'));
    await userEvent.type(within(form).getByLabelText('E-mail'), 'dev@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Already on this team')).toBeTruthy();

    await userEvent.clear(within(form).getByLabelText('E-mail'));
    await userEvent.type(within(form).getByLabelText('E-mail'), 'New.Designer@Example.com');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'designer');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Invitation sent to new.designer@example.com',
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Revoke invitation to ada.advisor@example.com' }),
    );
    await confirmIn('Revoke');
    await vi.waitFor(() => expect(writes).toEqual(['DELETE /team/invitations/inv-1 null']));
  });

  it('lets the owner change a role, hand over ownership and remove a member, never the owner', async () => {
    const { api, writes } = teamApi();
    renderTab('team', 'owner', api);
    const table = await screen.findByRole('table', { name: 'Team members' });
    await userEvent.selectOptions(
      within(table).getByRole('combobox', { name: 'Role of Dana Dev' }),
      'designer',
    );
    await vi.waitFor(() => expect(writes).toEqual(['PATCH /team/tm-1 {"role":"designer"}']));

    expect(within(table).queryByRole('button', { name: 'Remove Olga Owner' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Transfer ownership' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByLabelText('New owner')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await vi.waitFor(() => expect(writes.at(-1)).toBe('POST /owner {"userId":"u-dev"}'));

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Dana Dev' }));
    await confirmIn('Remove');
    await vi.waitFor(() => expect(writes.at(-1)).toBe('DELETE /team/tm-1 null'));
  });

  it('keeps focus on a role select while its change saves, and takes no second change', async () => {
    const { api, writes } = teamApi();
    renderTab('team', 'owner', {
      ...api,
      ...answer(projectMemberContracts.changeRole, ({ body }) => {
        writes.push(JSON.stringify(body));
        return pending();
      }),
    });
    const table = await screen.findByRole('table', { name: 'Team members' });
    const role = within(table).getByRole<HTMLSelectElement>('combobox', { name: 'Role of Dana Dev' });
    await userEvent.selectOptions(role, 'designer');
    await vi.waitFor(() => expect(role.getAttribute('aria-disabled')).toBe('true'));
    // Disabled under focus, the select dropped it to the page's start; busy keeps it.
    expect(role.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(role);
    await userEvent.selectOptions(role, 'advisor');
    expect(role.value).toBe('designer');
    expect(writes).toEqual(['{"role":"designer"}']);
  });

  it('shows other members the team read-only', async () => {
    renderTab('team', 'member', teamApi().api);
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getByText('Developer')).toBeTruthy();
    expect(within(table).getByText('dev@example.com')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a team member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Revoke|owner/i })).toBeNull();
    expect(screen.getByText('ada.advisor@example.com')).toBeTruthy();
  });
});

describe('/incubator/{id} breadcrumb', () => {
  const trail = async () => {
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    return within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/^\/\s*/, ''));
  };

  it('tells an admin they manage this project, under the Incubator', async () => {
    renderTab('team', 'admin', teamApi().api, { name: 'Summit Lend' });
    expect(await trail()).toEqual(['Incubator', 'Summit Lend', 'Manage project']);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Incubator' }).getAttribute('href')).toBe('/incubator');
    expect(within(nav).getAllByRole('listitem').at(-1)!.getAttribute('aria-current')).toBe('page');
  });

  it('tells the owner they manage their project, reached from their Project Dashboard', async () => {
    renderTab('team', 'owner', teamApi().api, { name: 'Summit Lend' });
    expect(await trail()).toEqual(['Project Dashboard', 'Summit Lend', 'Manage project']);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Project Dashboard' }).getAttribute('href')).toBe(
      '/project-dashboard',
    );
  });
});
