// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '~/shared/auth';
import type { ProjectOverview } from '~/shared/schemas/projects';
import { managedProjectFixture } from '~/web/test/project-fixtures';
import { apiError, pending, renderRoute } from '~/web/test/render-route';
import * as module from './project-dashboard';

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
    api: { 'GET /api/projects/:id/overview': pending, 'GET /api/projects/:id/messages': pending },
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
        'GET /api/projects/:id/overview': () =>
          ++calls === 1 ? apiError(500, 'INTERNAL_ERROR', 'Server error') : overview,
        'GET /api/projects/:id/messages': () => ({ messages: [] }),
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
