// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '~/shared/auth';
import type { TeamDashboard, TeamDashboardProject } from '~/shared/schemas/team-dashboard';
import { adminMe, apiError, pending, renderRoute } from '~/web/test/render-route';
import * as module from './team-dashboard';
import { teamDashboardContracts } from '~/shared/contracts/team-dashboard';
import { answer, type ContractStub } from '~/web/test/contract-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member: MeResponse = {
  user: { id: 'u-1', email: 'olga@example.com', name: 'Olga Owner', role: 'user', emailVerified: true },
  profile: { role: 'user', isActive: true },
  projects: [],
};

const nestling: TeamDashboardProject = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Nestling',
  currentPhase: 'development',
  isActive: true,
  role: 'owner',
  programme: {
    day: 42,
    state: 'running',
    phase: { key: 'development', label: 'Development', from: 31, to: 70 },
    percent: 42,
  },
  milestones: { done: 3, total: 4 },
  unreadMessages: 2,
  lastActivityAt: '2026-11-20T10:00:00.000Z',
};

const show = (stub: ContractStub<typeof teamDashboardContracts.get>, me: MeResponse | null = member) =>
  renderRoute({ module, path: '/team-dashboard', me, api: answer(teamDashboardContracts.get, stub) });

const dashboard = (scope: TeamDashboard['scope'], projects: TeamDashboardProject[]) => (): TeamDashboard => ({
  scope,
  projects,
});

// jsdom's accessible names drop the space before a screen-reader-only tail ('Manage' +
// ' Nestling'); Chrome keeps it (founders.spec.ts reads the full names).
describe('/team-dashboard', () => {
  it('signed out: sends the visitor to sign in, asking for nothing', async () => {
    const { router, calls } = show(pending, null);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(calls).not.toContain('GET /api/team-dashboard');
  });

  it('loading: the heading stands over placeholders', async () => {
    show(pending);
    await screen.findByRole('heading', { name: 'Team Dashboard', level: 1 });
    expect(await screen.findByRole('list', { name: 'Loading projects' })).toBeTruthy();
  });

  it('error: says so, and Retry asks again and shows the projects', async () => {
    let fail = true;
    show(() => (fail ? apiError(500, 'INTERNAL_ERROR', 'boom') : dashboard('member', [nestling])()));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load the team dashboard. Please try again later.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Nestling' })).toBeTruthy();
  });

  it('empty: a member is told how to join a team, with their own address', async () => {
    show(dashboard('member', []));
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeTruthy();
    expect(screen.getByText('olga@example.com')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the incubator' })).toBeNull();
  });

  it('empty: an admin is sent to the incubator', async () => {
    show(dashboard('all', []), adminMe);
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the incubator' }).getAttribute('href')).toBe('/incubator');
  });

  it("success: a member's card shows role, programme day, milestones, unread and the way to its dashboard", async () => {
    show(dashboard('member', [nestling]));
    const card = within((await screen.findByRole('list', { name: 'Projects' })).querySelector('li')!);
    expect(card.getByText('Owner')).toBeTruthy();
    expect(card.getByText('Day 42 of 100 · Development')).toBeTruthy();
    expect(card.getByText('3/4 done')).toBeTruthy();
    expect(card.getByText('2')).toBeTruthy();
    expect(card.getByRole('link', { name: /^Project Dashboard ?of Nestling$/ }).getAttribute('href')).toBe(
      `/incubated-project-dashboard?project=${nestling.id}`,
    );
    expect(card.getByRole('link', { name: /^Project page ?of Nestling$/ }).getAttribute('href')).toBe(
      `/incubator/${nestling.id}`,
    );
  });

  it('success: an admin off the team manages the project and gets no project dashboard link', async () => {
    show(dashboard('all', [{ ...nestling, role: null, unreadMessages: 0, isActive: false }]), adminMe);
    const card = within((await screen.findByRole('list', { name: 'Projects' })).querySelector('li')!);
    expect(card.getByText('Inactive')).toBeTruthy();
    expect(card.getByText('None')).toBeTruthy();
    expect(card.queryByRole('link', { name: /Project Dashboard/ })).toBeNull();
    expect(card.getByRole('link', { name: /^Manage ?Nestling$/ }).getAttribute('href')).toBe(
      `/incubator/${nestling.id}`,
    );
  });
});
