// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationAnalytics } from '~/shared/schemas/applicants';
import { applicationAnalyticsContracts } from '~/shared/contracts/application-analytics';
import { capitalSourceContracts } from '~/shared/contracts/capital-sources';
import { answer as contractAnswer, type ContractStub } from '~/web/test/contract-api';
import { apiError, pending, renderRoute } from '~/web/test/render-route';
import * as module from './analytics';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const days = (counts: number[]) =>
  counts.map((count, i) => ({ date: `2026-10-${String(i + 1).padStart(2, '0')}`, count }));

const analytics = (over: Partial<ApplicationAnalytics> = {}): ApplicationAnalytics => ({
  range: { from: '2026-10-01', to: '2026-10-30' },
  trendUnit: 'day',
  total: 0,
  byStatus: [],
  funnel: [
    { stage: 'submitted', count: 0 },
    { stage: 'reviewed', count: 0 },
    { stage: 'approved', count: 0 },
  ],
  conversionRate: 0,
  perDay: days(Array.from({ length: 30 }, () => 0)),
  industries: [],
  companyTypes: [],
  stages: [],
  capitalByProject: [],
  ...over,
});

const screenWith = (
  answer: ContractStub<typeof applicationAnalyticsContracts.get>,
  capital: ContractStub<typeof capitalSourceContracts.analytics> = pending,
  url = '/admin/analytics',
) =>
  renderRoute({
    module,
    path: '/admin/analytics',
    url,
    api: {
      ...contractAnswer(applicationAnalyticsContracts.get, answer),
      ...contractAnswer(capitalSourceContracts.analytics, capital),
    },
  });

const figure = (title: string) => screen.getByRole('table', { name: title }).closest('figure')!;

describe('/admin/analytics', () => {
  it('loading: placeholders for the application and the capital figures', async () => {
    const { container } = screenWith(pending);
    await screen.findByRole('heading', { name: 'Analytics' });
    expect(container.querySelectorAll('.animate-pulse')).toHaveLength(2);
    expect(screen.queryByRole('figure')).toBeNull();
  });

  // Days were counted in UTC without a word of it: an admin far from UTC misread the chart's edges.
  it('says the days and months are in UTC, above the charts', async () => {
    screenWith(() => analytics());
    const note = await screen.findByText('Days and months are in UTC.');
    const perDay = figure('Applications per day (last 30 days)');
    expect(note.compareDocumentPosition(perDay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('empty: zero figures and "No applications yet." under each breakdown', async () => {
    screenWith(() => analytics());
    await screen.findByRole('table', { name: 'Review funnel' });
    expect(
      within(figure('Review funnel')).getByText('0 submitted, 0 reviewed, 0 approved (0.0%).'),
    ).toBeTruthy();
    expect(
      within(figure('Applications per day (last 30 days)')).getByText('0 applications in the last 30 days.'),
    ).toBeTruthy();
    for (const title of ['Industries', 'Company types', 'Project stages'])
      // The drawing's placeholder and the caption.
      expect(within(figure(title)).getAllByText('No applications yet.')).toHaveLength(2);
  });

  it('older applications only: the daily chart says the 30 days were quiet, not that none exist', async () => {
    screenWith(() =>
      analytics({
        total: 3,
        byStatus: [{ status: 'submitted', count: 3 }],
        funnel: [
          { stage: 'submitted', count: 3 },
          { stage: 'reviewed', count: 0 },
          { stage: 'approved', count: 0 },
        ],
        industries: [{ value: 'defi', count: 3 }],
      }),
    );
    const perDay = await screen.findByRole('table', { name: 'Applications per day (last 30 days)' });
    const daily = perDay.closest('figure')!;
    expect(within(daily).getByText('No applications in the last 30 days.')).toBeTruthy();
    expect(within(daily).queryByText('No applications yet.')).toBeNull();
  });

  it('error: each section says why it failed', async () => {
    screenWith(
      () => apiError(500, 'INTERNAL_ERROR', 'boom'),
      () => apiError(403, 'FORBIDDEN', 'Admins only'),
    );
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Server error. Please try again later.',
      'Failed to load capital analytics.',
    ]);
  });

  it('success: the funnel, statuses, daily counts and leading breakdowns, each with its table', async () => {
    screenWith(() =>
      analytics({
        total: 10,
        byStatus: [
          { status: 'submitted', count: 6 },
          { status: 'approved', count: 4 },
        ],
        funnel: [
          { stage: 'submitted', count: 10 },
          { stage: 'reviewed', count: 7 },
          { stage: 'approved', count: 4 },
        ],
        conversionRate: 40,
        perDay: days([...Array.from({ length: 28 }, () => 0), 3, 7]),
        industries: [
          { value: 'defi', count: 2 },
          { value: 'gaming', count: 8 },
        ],
        companyTypes: [{ value: 'startup', count: 10 }],
        stages: [{ value: 'unspecified', count: 10 }],
      }),
    );
    const funnel = await screen.findByRole('table', { name: 'Review funnel' });
    expect(
      within(funnel)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['StageApplications', 'Submitted10', 'Reviewed7', 'Approved4']);
    expect(
      within(figure('Review funnel')).getByText('10 submitted, 7 reviewed, 4 approved (40.0%).'),
    ).toBeTruthy();
    expect(within(figure('Applications by status')).getByText('Submitted: 6, Approved: 4')).toBeTruthy();
    // The donut's key: each status with its colour and count, for the eye (the table has them too).
    const legend = within(figure('Applications by status')).getByTestId('chart-legend');
    expect([...legend.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Submitted6',
      'Approved4',
    ]);
    expect(
      [...legend.querySelectorAll<HTMLElement>('li > span:first-child')].map((s) => s.style.background),
    ).toEqual(['rgb(232, 65, 66)', 'rgb(59, 130, 246)']);
    expect(
      within(figure('Applications per day (last 30 days)')).getByText('10 applications in the last 30 days.'),
    ).toBeTruthy();
    expect(within(figure('Industries')).getByText(/^Gaming leads with 8\.$/i)).toBeTruthy();
    expect(within(figure('Project stages')).getByText('Not specified leads with 10.')).toBeTruthy();
  });
});

describe('/admin/analytics date range', () => {
  const reads = (calls: string[]) => calls.filter((c) => c.startsWith('GET /api/admin/analytics'));
  const pressed = () =>
    within(screen.getByRole('group', { name: 'Date range' }))
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-pressed') === 'true')
      .map((b) => b.textContent);

  it('without a range in the URL shows the last 30 days, and asks both reads for them', async () => {
    const { calls } = screenWith(() => analytics());
    await screen.findByRole('table', { name: 'Applications per day (last 30 days)' });
    expect(pressed()).toEqual(['Last 30 days']);
    expect(reads(calls).sort()).toEqual([
      'GET /api/admin/analytics/capital?range=30d',
      'GET /api/admin/analytics?range=30d',
    ]);
    // Says how days are counted and which figures the range leaves alone.
    expect(screen.getByText(/UTC calendar days, both the first and the last included/)).toBeTruthy();
    expect(
      screen.getByText(/total raised, sources, last sync and raised per project are standings as of now/),
    ).toBeTruthy();
  });

  it('a preset goes into the URL and both reads', async () => {
    const { calls, router } = screenWith(() => analytics(), pending, '/admin/analytics?range=7d');
    await screen.findByRole('table', { name: 'Applications per day (last 7 days)' });
    expect(pressed()).toEqual(['Last 7 days']);
    await userEvent.click(screen.getByRole('button', { name: 'All time' }));
    expect(router.state.location.search).toBe('?range=all');
    await vi.waitFor(() => expect(reads(calls)).toContain('GET /api/admin/analytics/capital?range=all'));
    expect(reads(calls)).toContain('GET /api/admin/analytics?range=all');
    expect(pressed()).toEqual(['All time']);
  });

  it('custom days are checked by the shared schema before anything is asked', async () => {
    const { calls, router } = screenWith(() =>
      analytics({ range: { from: '2026-11-01', to: '2026-11-09' }, perDay: days([1, 2]) }),
    );
    await screen.findByRole('table', { name: 'Review funnel' });
    await userEvent.click(screen.getByRole('button', { name: 'Custom dates' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.type(from, '2026-11-20');
    await userEvent.type(to, '2026-11-09');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(from.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(described?.textContent).toBe('From must be on or before To');
    expect(reads(calls).some((c) => c.includes('from='))).toBe(false);

    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-09'));
    await vi.waitFor(() =>
      expect(reads(calls)).toContain('GET /api/admin/analytics?from=2026-11-01&to=2026-11-09'),
    );
    expect(reads(calls)).toContain('GET /api/admin/analytics/capital?from=2026-11-01&to=2026-11-09');
    expect(pressed()).toEqual(['Custom dates']);
    expect(await screen.findByText(/^Showing .*2026 to .*2026\./)).toBeTruthy();
  });

  it('a link with the days the wrong way round names the field and shows the default range', async () => {
    const { calls } = screenWith(
      () => analytics(),
      pending,
      '/admin/analytics?from=2026-11-20&to=2026-11-01',
    );
    const from = await screen.findByLabelText('From');
    await vi.waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('From must be on or before To')).toBeTruthy();
    expect(reads(calls).sort()).toEqual([
      'GET /api/admin/analytics/capital?range=30d',
      'GET /api/admin/analytics?range=30d',
    ]);
  });
});
