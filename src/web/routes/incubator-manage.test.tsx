// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '~/shared/auth';
import type { ManagedProject, ManagedProjectSummary } from '~/shared/schemas/projects';
import { managedProjectFixture } from '~/web/test/project-fixtures';
import { adminMe, apiError, pending, renderRoute, type ApiHandler } from '~/web/test/render-route';
import { useAuth } from '~/web/features/auth/use-auth';
import { ProjectStatusMonitor } from '~/web/features/projects/components/project-status-monitor';
import ProjectPage from './incubator-detail';
import * as listModule from './incubator';
import { projectContracts } from '~/shared/contracts/projects';
import { answer, type ContractStub } from '~/web/test/contract-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = (over: Partial<ManagedProjectSummary> = {}): ManagedProjectSummary => ({
  id: 'p-1',
  name: 'Summit Lend',
  logoUrl: null,
  industry: 'defi',
  currentPhase: 'development',
  isActive: true,
  isFeatured: true,
  programme: {
    day: 41,
    state: 'running',
    phase: { key: 'development', label: 'Development', from: 31, to: 70 },
    percent: 41,
  },
  capitalRaised: 100000,
  totalCapitalTarget: 400000,
  teamSize: 3,
  unreadMessages: 2,
  milestonesDone: 1,
  milestonesTotal: 5,
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  syncHealth: { status: 'completed', sources: 1, lastSyncedAt: '2026-11-20T10:00:00.000Z' },
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const listScreen = (list: ContractStub<typeof projectContracts.adminList>, url = '/incubator') =>
  renderRoute({
    module: listModule,
    path: '/incubator',
    url,
    api: { ...answer(projectContracts.adminList, list) },
  });

describe('/incubator for admins', () => {
  it('lists every project with its figures, and never prints $0 / $0 without a target', async () => {
    listScreen(() => ({
      projects: [
        summary(),
        summary({
          id: 'p-2',
          name: 'Hidden Draft',
          isActive: false,
          isFeatured: false,
          capitalRaised: null,
          totalCapitalTarget: null,
          programme: { day: null, state: 'unscheduled', phase: null, percent: 0 },
        }),
      ],
    }));
    const table = await screen.findByRole('table', { name: 'Incubated projects' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Summit Lend' }).getAttribute('href')).toBe(
      '/incubator/p-1',
    );
    expect(first!.textContent).toContain('Day 41 of 100');
    expect(first!.textContent).toContain('$100K / $400K');
    expect(first!.textContent).toContain('1/5');
    expect(first!.textContent).toContain('Featured');
    expect(second!.textContent).toContain('Unpublished');
    expect(second!.textContent).toContain('Not disclosed');
    expect(second!.textContent).toContain('No start date');
    expect(table.textContent).not.toContain('$0 / $0');
  });

  it('keeps the filters in the URL and asks the server with them', async () => {
    const seen: string[] = [];
    const view = listScreen(({ url }) => {
      seen.push(url.search);
      return { projects: [] };
    }, '/incubator?phase=launch');
    expect(await screen.findByText('No projects match these filters.')).toBeTruthy();
    expect(seen).toContain('?phase=launch');
    await userEvent.selectOptions(screen.getByLabelText('Published'), 'false');
    await waitFor(() => expect(view.router.state.location.search).toBe('?phase=launch&active=false'));
    await waitFor(() => expect(seen).toContain('?phase=launch&active=false'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('empty without filters: says how to start', async () => {
    listScreen(() => ({ projects: [] }));
    expect(await screen.findByText('No incubated projects yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New project' })).toBeTruthy();
  });

  it('loading, then an error with Retry', async () => {
    const loading = listScreen(pending);
    await screen.findByRole('heading', { name: 'Incubator' });
    expect(loading.container.querySelector('.animate-pulse')).not.toBeNull();
    cleanup();
    let calls = 0;
    listScreen(() => (++calls === 1 ? apiError(500, 'INTERNAL_ERROR', 'boom') : { projects: [summary()] }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/server/i);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Summit Lend' })).toBeTruthy();
  });
});

const project = (over: Partial<ManagedProject> = {}): ManagedProject =>
  managedProjectFixture({
    description: 'Lending for climbers.',
    shortDescription: 'Loans at altitude',
    isActive: false,
    websiteUrl: 'https://summit.example',
    industry: 'defi',
    companyType: 'startup',
    projectStage: 'development',
    tags: ['defi'],
    totalCapitalTarget: 400000,
    capitalRaised: 100000,
    onboardingDate: '2026-10-10',
    pendingOwnerEmail: 'founder@summit.example',
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...over,
  });

const ownerMe: MeResponse = {
  user: { id: 'u-owner', email: 'olga@example.com', name: 'Olga', role: 'user', emailVerified: true },
  profile: { role: 'user', isActive: true },
  projects: [
    {
      id: 'p-1',
      name: 'Summit Lend',
      description: null,
      currentPhase: 'development',
      createdBy: 'u-owner',
      isOwner: true,
      role: 'owner',
    },
  ],
};

/** As the session layout does: the page renders once the session is known. */
const detailModule = {
  default: function AfterSession() {
    return useAuth().loading ? null : <ProjectPage />;
  },
};

const profileScreen = (me: MeResponse, api: Record<string, ApiHandler> = {}, p = project()) =>
  renderRoute({
    module: detailModule,
    path: '/incubator/:id',
    url: '/incubator/p-1',
    me,
    api: { ...answer(projectContracts.profile, () => p), ...api },
  });

describe('/incubator/{id} profile', () => {
  it('admins: a draft says so and offers Publish; phase, start and featured are editable', async () => {
    const patches: unknown[] = [];
    profileScreen(adminMe, {
      ...answer(projectContracts.update, ({ body }) => {
        patches.push(body);
        return project({ isActive: true });
      }),
    });
    expect(await screen.findByText(/A project made from an application starts unpublished/)).toBeTruthy();
    expect(screen.getByText('founder@summit.example')).toBeTruthy();
    expect(screen.getByLabelText('Phase')).toBeTruthy();
    expect(screen.getByLabelText('Programme start')).toBeTruthy();
    expect(screen.getByLabelText(/Featured/)).toBeTruthy();
    expect(screen.getByLabelText('Capital target (USD)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(patches).toEqual([{ isActive: true }]));
  });

  it('the owner edits the profile without the admin-only fields; a server error shows under its input', async () => {
    const patches: unknown[] = [];
    profileScreen(ownerMe, {
      ...answer(projectContracts.update, ({ body }) => {
        patches.push(body);
        return apiError(400, 'VALIDATION_ERROR', 'websiteUrl: unreachable', {
          websiteUrl: 'Website must be a public address',
        });
      }),
    });
    const name = await screen.findByLabelText('Name');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByLabelText('Phase')).toBeNull();
    expect(screen.queryByLabelText(/Featured/)).toBeNull();
    expect(screen.queryByLabelText('Programme start')).toBeNull();
    // The admins set the raise: the owner reads the figures but has no input for them.
    expect(screen.queryByLabelText('Capital target (USD)')).toBeNull();
    expect(screen.queryByLabelText('Capital raised (USD)')).toBeNull();
    expect(screen.getByText(/Target \$400K, raised \$100K\. .*set by the admins/)).toBeTruthy();
    await userEvent.clear(name);
    await userEvent.type(name, 'Summit Loans');
    const tags = screen.getByLabelText('Tags');
    await userEvent.type(tags, 'real world assets{Enter}');
    expect(screen.getByText('Real World Assets')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ name: 'Summit Loans', tags: ['defi', 'real_world_assets'] });
    const website = screen.getByLabelText('Website');
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(website.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(described?.textContent).toBe('Website must be a public address');
  });

  it("the owner reads the programme start as a day in words, not '2026-09-06'", async () => {
    profileScreen(ownerMe, {}, project({ onboardingDate: '2026-09-06' }));
    expect(await screen.findByText(/programme started Sep 6, 2026\./)).toBeTruthy();
    expect(screen.queryByText(/2026-09-06/)).toBeNull();
  });

  it('keeps a stored code that is no longer offered, and saves other fields around it', async () => {
    const patches: unknown[] = [];
    profileScreen(
      adminMe,
      { ...answer(projectContracts.update, ({ body }) => (patches.push(body), project({ name: 'Quest' }))) },
      project({ industry: 'gaming', currentPhase: 'research', projectStage: 'seed' }),
    );
    const phase = (await screen.findByLabelText('Phase')) as HTMLSelectElement;
    expect(phase.selectedOptions[0]?.textContent).toBe('Research');
    expect((screen.getByLabelText('Industry') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Gaming',
    );
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Quest');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(patches).toEqual([{ name: 'Quest' }]));
  });

  it('Discard changes keeps focus once it has discarded, and while a save runs', async () => {
    profileScreen(adminMe, { ...answer(projectContracts.update, pending) });
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    const discard = screen.getByRole('button', { name: 'Discard changes' });
    expect(discard.getAttribute('aria-disabled')).toBe('true');
    await userEvent.type(name, ' Two');
    expect(discard.getAttribute('aria-disabled')).toBeNull();
    discard.focus();
    await userEvent.keyboard('{Enter}');
    expect(name.value).toBe('Summit Lend');
    // Nothing left to discard: disabled under focus, it dropped focus to the page's start.
    expect(discard.getAttribute('aria-disabled')).toBe('true');
    expect(discard.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(discard);

    await userEvent.type(name, ' Three');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByRole('button', { name: 'Saving…' });
    expect(discard.getAttribute('aria-disabled')).toBe('true');
    expect(discard.hasAttribute('disabled')).toBe(false);
    await userEvent.click(discard);
    expect(name.value).toBe('Summit Lend Three');
  });

  it('checks the form with the shared schema before sending', async () => {
    const patches: unknown[] = [];
    profileScreen(adminMe, {
      ...answer(projectContracts.update, ({ body }) => (patches.push(body), project())),
    });
    const target = await screen.findByLabelText('Capital target (USD)');
    await userEvent.clear(target);
    await userEvent.type(target, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Capital target cannot be negative')).toBeTruthy();
    expect(patches).toEqual([]);
  });
});

describe('/incubator/{id} capital raised', () => {
  it('is read-only once capital sources sum it, and typing there sends nothing', async () => {
    const patches: unknown[] = [];
    profileScreen(
      adminMe,
      { ...answer(projectContracts.update, ({ body }) => (patches.push(body), project({ name: 'Quest' }))) },
      project({ capitalSourceCount: 2, capitalRaised: 820000 }),
    );
    const raised = (await screen.findByLabelText('Capital raised (USD)')) as HTMLInputElement;
    expect(raised.readOnly).toBe(true);
    expect(raised.value).toBe('820000');
    expect(screen.getByText(/The sum of its 2 capital sources, set by each sync/)).toBeTruthy();
    await userEvent.type(raised, '5');
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Quest');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(patches).toEqual([{ name: 'Quest' }]));
  });
});

describe('project status monitor (admin dashboard)', () => {
  it('shows each published project’s phase, day, milestones, activity, capital and sync health', async () => {
    const asked: string[] = [];
    renderRoute({
      module: { default: () => <ProjectStatusMonitor /> },
      path: '/admin',
      api: {
        ...answer(projectContracts.adminList, ({ url }) => {
          asked.push(url.search);
          return {
            projects: [
              summary({
                syncHealth: { status: 'failed', sources: 2, lastSyncedAt: new Date().toISOString() },
              }),
              summary({
                id: 'p-2',
                name: 'No Sources',
                syncHealth: { status: null, sources: 0, lastSyncedAt: null },
              }),
            ],
          };
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Project status monitor' });
    expect(asked).toEqual(['?active=true']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Summit Lend' }).getAttribute('href')).toBe(
      '/incubator/p-1',
    );
    expect(first!.textContent).toContain('Development');
    expect(first!.textContent).toContain('Day 41 of 100');
    expect(first!.textContent).toContain('1/5');
    expect(first!.textContent).toContain('$100K / $400K');
    expect(first!.textContent).toMatch(/Failed \(2 sources\)/);
    expect(first!.querySelector('time[datetime="2026-11-20T10:00:00.000Z"]')).not.toBeNull();
    expect(second!.textContent).toContain('No sources');
  });
});
