// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicantContracts } from '~/shared/contracts/applicants';
import { reviewContracts } from '~/shared/contracts/reviews';
import type { ReviewerProgress } from '~/shared/schemas/reviews';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { apiError, pending, renderRoute } from '~/web/test/render-route';
import * as module from './admin-dashboard';
import { applicationCounts, applicationItem } from './applicants.fixtures';
import { projectContracts } from '~/shared/contracts/projects';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const emptyList = {
  items: [],
  total: 0,
  totalCapped: false,
  page: 1,
  pageSize: 5,
  pageCount: 0,
  nextCursor: null,
  prevCursor: null,
};

const progress: ReviewerProgress = {
  reviewers: [
    {
      id: 'u-1',
      name: 'Ada Admin',
      email: 'ada@example.com',
      role: 'admin',
      assigned: 4,
      scored: 3,
      recused: 0,
    },
    { id: 'u-2', name: null, email: 'bo@example.com', role: 'admin', assigned: 2, scored: 0, recused: 1 },
    // Nothing assigned and nothing scored: not listed.
    {
      id: 'u-3',
      name: 'Idle',
      email: 'idle@example.com',
      role: 'super_admin',
      assigned: 0,
      scored: 0,
      recused: 0,
    },
  ],
};

const screenWith = (api: {
  counts?: ContractStub<typeof applicantContracts.counts>;
  list?: ContractStub<typeof applicantContracts.list>;
  progress?: ContractStub<typeof reviewContracts.progress>;
  projects?: ContractStub<typeof projectContracts.adminList>;
}) =>
  renderRoute({
    module,
    path: '/admin',
    api: {
      ...answer(applicantContracts.counts, api.counts ?? (() => applicationCounts())),
      ...answer(applicantContracts.list, api.list ?? (() => emptyList)),
      ...answer(projectContracts.adminList, api.projects ?? (() => ({ projects: [] }))),
      ...answer(reviewContracts.progress, api.progress ?? (() => ({ reviewers: [] }))),
    },
  });

/** A stat card's figure, read beside its title. */
const stat = (title: string) =>
  screen.getByRole('heading', { name: title, level: 3 }).parentElement!.nextElementSibling!.textContent;

describe('/admin', () => {
  it('loading: each part shows a placeholder', async () => {
    const { container } = screenWith({
      counts: pending,
      list: pending,
      projects: pending,
      progress: pending,
    });
    await screen.findByRole('heading', { name: 'Admin Panel' });
    await vi.waitFor(() => expect(container.querySelectorAll('.animate-pulse').length).toBe(4));
    expect(screen.queryByRole('heading', { name: 'By status' })).toBeNull();
  });

  it('empty: zero counts, no applications, no published projects, no reviewers', async () => {
    screenWith({});
    expect(await screen.findByText('No applications yet.')).toBeTruthy();
    expect(stat('Total applications')).toBe('0');
    expect(await screen.findByText(/No published projects yet\./)).toBeTruthy();
    expect(await screen.findByText('No reviewers assigned yet.')).toBeTruthy();
  });

  it('error: each part says why it failed, the others still show', async () => {
    screenWith({
      counts: () => apiError(500, 'INTERNAL_ERROR', 'boom'),
      progress: () => apiError(403, 'FORBIDDEN', 'Admins only'),
    });
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [counts, progressAlert] = screen.getAllByRole('alert');
    expect(counts!.textContent).toBe('Server error. Please try again later.');
    expect(progressAlert!.textContent).toBe('Failed to load review progress.');
    expect(await screen.findByText('No applications yet.')).toBeTruthy();
  });

  it('success: counts, statuses, latest applications and each reviewer’s progress', async () => {
    screenWith({
      counts: () =>
        applicationCounts({
          total: 8,
          unread: 3,
          urgency: 'high',
          this_month: 5,
          approved_this_month: 1,
          conversion_rate: 12.5,
          statuses: [
            {
              status: 'submitted',
              total_count: 5,
              unread_count: 3,
              latest_application: {
                id: 'a-1',
                name: 'Glacier Swap',
                contact_name: 'Lin',
                created_at: '2026-03-01T10:00:00.000Z',
              },
            },
          ],
        }),
      list: () => ({ ...emptyList, items: [applicationItem()], total: 1, pageCount: 1 }),
      progress: () => progress,
    });
    await screen.findByRole('heading', { name: 'By status' });
    expect(stat('Total applications')).toBe('8');
    expect(stat('Unread')).toBe('3');
    expect(stat('Conversion rate')).toMatch(/12\.5/);
    expect(screen.getByText('1 approved this month')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^View\s*Submitted applications$/ }).getAttribute('href')).toBe(
      '/admin/applicants?status=submitted',
    );
    expect(screen.getByText(/Latest unread: Glacier Swap/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: /^Unread:\s*Glacier Swap$/ })).getAttribute('href')).toBe(
      '/admin/applicants/a-1',
    );

    const reviewers = await screen.findByRole('list', { name: 'Review progress per admin' });
    expect(within(reviewers).getAllByRole('listitem')).toHaveLength(2);
    const ada = within(reviewers).getByRole('progressbar', { name: 'Ada Admin: 3 of 4 scored' });
    expect(ada.getAttribute('aria-valuenow')).toBe('75');
    expect(
      within(reviewers).getByRole('progressbar', { name: 'bo@example.com: 0 of 2 scored' }),
    ).toBeTruthy();
  });
});
