// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationAnalytics } from '~/shared/applicants';
import { apiError, pending, renderRoute, type ApiHandler } from '~/web/test/render-route';
import * as module from './analytics';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const days = (counts: number[]) =>
  counts.map((count, i) => ({ date: `2026-10-${String(i + 1).padStart(2, '0')}`, count }));

const analytics = (over: Partial<ApplicationAnalytics> = {}): ApplicationAnalytics => ({
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

const screenWith = (answer: ApiHandler, capital: ApiHandler = pending) =>
  renderRoute({
    module,
    path: '/admin/analytics',
    api: { 'GET /api/admin/analytics': answer, 'GET /api/admin/analytics/capital': capital },
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
    expect(
      within(figure('Applications per day (last 30 days)')).getByText('10 applications in the last 30 days.'),
    ).toBeTruthy();
    expect(within(figure('Industries')).getByText(/^Gaming leads with 8\.$/i)).toBeTruthy();
    expect(within(figure('Project stages')).getByText('Not specified leads with 10.')).toBeTruthy();
  });
});
