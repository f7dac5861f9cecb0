// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '~/shared/auth';
import { accountContracts } from '~/shared/contracts/account';
import { messageContracts } from '~/shared/contracts/messages';
import type { ProjectOverview } from '~/shared/schemas/projects';
import { managedProjectFixture } from '~/web/test/project-fixtures';
import { answer } from '~/web/test/contract-api';
import { apiError, pending, renderRoute } from '~/web/test/render-route';
import * as module from './project-dashboard';
import { projectContracts } from '~/shared/contracts/projects';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const founder = (projects: MeResponse['projects']): MeResponse => ({
  user: { id: 'u-1', email: 'olga@example.com', name: 'Olga Owner', role: 'user', emailVerified: true },
  profile: { role: 'user', isActive: true },
  projects,
});

const project = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Nestling',
  description: null,
  currentPhase: 'development',
  createdBy: 'u-1',
  isOwner: true,
  role: 'owner',
};

const show = (me: MeResponse, url = '/project-dashboard') =>
  renderRoute({
    module,
    path: '/project-dashboard',
    url,
    me,
    api: {
      ...answer(projectContracts.overview, pending),
      ...answer(messageContracts.thread, pending),
      ...answer(accountContracts.myProjectInvitations, () => ({ invitations: [] })),
    },
  });

describe('/project-dashboard tab title', () => {
  it("names the founder's project when it shows its dashboard", async () => {
    show(founder([project]));
    await screen.findByRole('heading', { name: 'Nestling', level: 1 });
    await vi.waitFor(() => expect(document.title).toBe('Nestling · Hatchery'));
  });

  it('says Project Dashboard on the other states', async () => {
    show(founder([]));
    await screen.findByRole('heading', { name: 'No Projects Found' });
    await vi.waitFor(() => expect(document.title).toBe('Project Dashboard · Hatchery'));
  });
});

describe('/project-dashboard with several projects', () => {
  it("lists each with the member's role by its label", async () => {
    show(
      founder([
        { ...project, isOwner: false, role: 'developer' },
        {
          ...project,
          id: '00000000-0000-4000-8000-0000000000a2',
          name: 'Fledgling',
          isOwner: false,
          role: 'co-founder',
        },
      ]),
    );
    await screen.findByRole('heading', { name: 'Your Projects', level: 1 });
    expect(screen.getByText('Developer')).toBeTruthy();
    expect(screen.getByText('Co-founder')).toBeTruthy();
    expect(screen.queryByText('developer')).toBeNull();
  });
});

describe('/project-dashboard when its figures fail to load', () => {
  it('says so, still lets the founder write to the admins, and Retry loads them in place', async () => {
    let calls = 0;
    const overview: ProjectOverview = {
      project: managedProjectFixture({ id: project.id, name: 'Nestling' }),
      viewerRole: 'owner',
      teamSize: 3,
      milestones: [],
      milestoneProgress: { done: 0, total: 0, percent: 0 },
      capital: { raised: 50_000, target: 200_000, percent: 25, sources: [] },
      revenueTargets: [],
      messages: { unreadForViewer: 0, total: 0, lastAt: null },
      activity: [],
    };
    renderRoute({
      module,
      path: '/project-dashboard',
      url: '/project-dashboard',
      me: founder([project]),
      api: {
        ...answer(projectContracts.overview, () =>
          ++calls === 1 ? apiError(500, 'INTERNAL_ERROR', 'Server error') : overview,
        ),
        ...answer(messageContracts.thread, () => ({ messages: [] })),
        ...answer(accountContracts.myProjectInvitations, () => ({ invitations: [] })),
      },
    });
    await screen.findByText('Failed to load project data. Please try again later.', {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: /Message the team/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('of $200K target')).toBeTruthy();
    expect(screen.queryByText('Failed to load project data. Please try again later.')).toBeNull();
    expect(calls).toBe(2);
  });
});

describe('/project-dashboard pending invitations', () => {
  const invitation = {
    id: '00000000-0000-4000-8000-0000000000c1',
    project: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Summit Lend' },
    role: 'advisor' as const,
    invitedBy: { name: 'Olga Owner', email: 'olga@example.com' },
    expiresAt: '2026-12-03T10:00:00.000Z',
  };

  it('lists an invitation sent to the address, and Accept (by keyboard) takes it up and opens that team', async () => {
    const calls: string[] = [];
    let me = founder([]);
    const view = renderRoute({
      module,
      path: '/project-dashboard',
      url: '/project-dashboard',
      me,
      api: {
        ...answer(accountContracts.me, () => me),
        ...answer(accountContracts.myProjectInvitations, () => ({
          invitations: calls.length ? [] : [invitation],
        })),
        ...answer(accountContracts.acceptMyProjectInvitation, ({ params }) => {
          calls.push(`accept ${params.invitationId}`);
          me = founder([
            { ...project, id: invitation.project.id, name: 'Summit Lend', isOwner: false, role: 'advisor' },
          ]);
          return {
            role: 'user' as const,
            project: {
              id: invitation.project.id,
              name: 'Summit Lend',
              role: 'advisor' as const,
              previousRole: null,
            },
            alreadyMember: false,
          };
        }),
        ...answer(projectContracts.overview, pending),
        ...answer(messageContracts.thread, pending),
      },
    });
    const section = await screen.findByRole('region', { name: 'Pending invitations' });
    expect(within(section).getByRole('heading', { name: 'Summit Lend', level: 3 })).toBeTruthy();
    expect(section.textContent).toContain('Advisor');
    expect(section.textContent).toContain('Olga Owner (olga@example.com)');
    expect(within(section).getByText('Dec 3, 2026', { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No Projects Found' })).toBeTruthy();

    const accept = within(section).getByRole('button', { name: /^Accept\s*the invitation to Summit Lend$/ });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    // Where accepting the mailed link leads too: that team's dashboard.
    await vi.waitFor(() =>
      expect(view.router.state.location.pathname + view.router.state.location.search).toBe(
        `/incubated-project-dashboard?project=${invitation.project.id}`,
      ),
    );
    expect(calls).toEqual([`accept ${invitation.id}`]);
  });

  it('Decline withdraws it and the section goes; a refusal is said on the card', async () => {
    let declined = false;
    renderRoute({
      module,
      path: '/project-dashboard',
      url: '/project-dashboard',
      me: founder([]),
      api: {
        ...answer(accountContracts.myProjectInvitations, () => ({
          invitations: declined
            ? []
            : [invitation, { ...invitation, id: 'i-2', project: { id: 'p-2', name: 'Gone' } }],
        })),
        ...answer(accountContracts.acceptMyProjectInvitation, () =>
          apiError(404, 'NOT_FOUND', 'Invitation not found or has expired'),
        ),
        ...answer(accountContracts.declineMyProjectInvitation, () => {
          declined = true;
          return new Response(null, { status: 204 });
        }),
      },
    });
    const section = await screen.findByRole('region', { name: 'Pending invitations' });
    await userEvent.click(within(section).getByRole('button', { name: /^Accept\s*the invitation to Gone$/ }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Invitation not found or has expired',
    );

    await userEvent.click(
      within(section).getByRole('button', { name: /^Decline\s*the invitation to Summit Lend$/ }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Pending invitations' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'No Projects Found' })).toBeTruthy();
  });
});

describe("/project-dashboard's capital sources and revenue targets", () => {
  it('shows an amount without a USD rate in its own unit, each type and status by its label, dates in words', async () => {
    const overview: ProjectOverview = {
      project: managedProjectFixture({ id: project.id, name: 'Nestling' }),
      viewerRole: 'owner',
      teamSize: 1,
      milestones: [],
      milestoneProgress: { done: 0, total: 0, percent: 0 },
      capital: {
        raised: 12_000,
        target: 200_000,
        percent: 6,
        sources: [
          { ...source, id: 's-1', contractName: 'Glacier Treasury (AVAX)', sourceType: 'other', value: null },
          {
            ...source,
            id: 's-2',
            contractName: 'Nest Pass',
            sourceType: 'vip_nft',
            totalRaised: 40,
            value: 12_000,
          },
        ],
      },
      revenueTargets: [{ id: 't-1', targetAmount: 25_000, targetDate: '2026-10-23', status: 'achieved' }],
      messages: { unreadForViewer: 0, total: 0, lastAt: null },
      activity: [],
    };
    renderRoute({
      module,
      path: '/project-dashboard',
      url: '/project-dashboard',
      me: founder([project]),
      api: {
        ...answer(projectContracts.overview, () => overview),
        ...answer(messageContracts.thread, () => ({ messages: [] })),
        ...answer(accountContracts.myProjectInvitations, () => ({ invitations: [] })),
      },
    });
    const glacier = (await screen.findByText('Glacier Treasury (AVAX)')).closest('li')!;
    expect(glacier.textContent).toContain('2,500');
    expect(glacier.textContent).not.toContain('$');
    expect(within(glacier).getByText('(Other)')).toBeTruthy();
    expect(within(glacier).getByText('Synced')).toBeTruthy();
    const pass = screen.getByText('Nest Pass').closest('li')!;
    expect(within(pass).getByText('(VIP NFT)')).toBeTruthy();
    expect(within(pass).getByText('$12K')).toBeTruthy();
    const target = screen.getByText(/\$25K by/).closest('li')!;
    expect(target.textContent).toContain('Oct 23, 2026');
    expect(within(target).getByText('Achieved')).toBeTruthy();
  });
});

const source = {
  totalRaised: 2_500,
  syncStatus: 'completed',
  lastSyncedAt: '2026-12-02T02:03:20.000Z',
};
