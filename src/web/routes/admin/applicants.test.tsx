// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationListItem } from '~/shared/schemas/applicants';
import { applicantContracts } from '~/shared/contracts/applicants';
import { reviewContracts } from '~/shared/contracts/reviews';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { apiError, pending, renderRoute } from '~/web/test/render-route';
import { applicationCounts, applicationItem } from './applicants.fixtures';
import * as module from './applicants';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const counts = applicationCounts();
const item = applicationItem;

const list = (items: ApplicationListItem[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  page: 1,
  pageSize: 20,
  pageCount: 1,
  nextCursor: null,
  prevCursor: null,
});

const screenWith = (applications: ContractStub<typeof applicantContracts.list>, url = '/admin/applicants') =>
  renderRoute({
    module,
    path: '/admin/applicants',
    url,
    api: {
      ...answer(applicantContracts.list, applications),
      ...answer(applicantContracts.counts, () => counts),
    },
  });

describe('/admin/applicants', () => {
  it('loading: a placeholder, no table', async () => {
    const { container } = screenWith(pending);
    await screen.findByRole('heading', { name: 'Applicants' });
    await vi.waitFor(() => expect(container.querySelector('.animate-pulse')).not.toBeNull());
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('empty and error states', async () => {
    screenWith(() => list([]));
    expect(await screen.findByText('No applications match these filters.')).toBeTruthy();
    expect(screen.getByText('0 applications · page 1 of 1')).toBeTruthy();
    cleanup();
    screenWith(() => apiError(400, 'BAD_REQUEST', 'Bad filter'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load applications.');
  });

  it('a filter date outside 2000..2100 shows the shared message under its input and is not sent', async () => {
    const { calls } = screenWith(() => list([item()]), '/admin/applicants?from=1900-01-01&to=2026-02-01');
    const from = await screen.findByLabelText('Submitted from');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(from.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('From must be between 2000-01-01 and 2100-12-31');
    expect(screen.getByLabelText('Submitted to').getAttribute('aria-invalid')).toBeNull();
    await screen.findByRole('table', { name: 'Applications' });
    const asked = calls.filter((c) => c.startsWith('GET /api/admin/applications?'));
    expect(asked.length).toBeGreaterThan(0);
    for (const call of asked) {
      expect(call).not.toContain('from=');
      expect(call).toContain('to=2026-02-01');
    }
    expect(screen.queryByText('Failed to load applications.')).toBeNull();
  });

  it('success: unread rows stand out and a header click asks the server to sort', async () => {
    const { calls } = screenWith(() => list([item(), item({ id: 'a-2', name: 'Peak Pass', isRead: true })]));
    const table = await screen.findByRole('table', { name: 'Applications' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.getAttribute('data-unread')).toBe('true');
    expect(within(first!).getByRole('link').textContent).toBe('Unread: Glacier Swap');
    expect(second!.hasAttribute('data-unread')).toBe(false);
    await userEvent.click(within(table).getByRole('button', { name: 'Project' }));
    await vi.waitFor(() =>
      expect(calls.some((c) => /sort=name&dir=asc|dir=asc.*sort=name/.test(c))).toBe(true),
    );
  });

  it('Next and Previous ask for the page by the cursors the list gave', async () => {
    const { calls, router } = screenWith(({ url }) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return {
        ...list([item({ id: `a-${page}`, name: `Page ${page} row` })]),
        total: 75,
        page,
        pageSize: 25,
        pageCount: 3,
        nextCursor: page < 3 ? `next-of-${page}` : null,
        prevCursor: page > 1 ? `prev-of-${page}` : null,
      };
    });
    const lastList = () => calls.filter((c) => c.startsWith('GET /api/admin/applications?')).at(-1);
    await screen.findByText('Page 1 row');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 row');
    expect(lastList()).toMatch(/page=2&pageSize=25&cursor=next-of-1/);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3 row');
    expect(lastList()).toMatch(/page=3&pageSize=25&cursor=next-of-2/);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 2 row');
    expect(lastList()).toMatch(/page=2&pageSize=25&cursor=prev-of-3/);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 1 row');
    // Page 1 is the plain list again (its first answer, still cached): no page, no cursor.
    expect(router.state.location.search).toBe('');
  });

  it('a capped total says "More than 1,000" and offers Next while the list gives a cursor', async () => {
    const { calls } = screenWith(({ url }) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return {
        ...list([item({ id: `a-${page}`, name: `Match ${page}` })]),
        total: 1000,
        totalCapped: true,
        page,
        pageSize: 25,
        pageCount: null,
        nextCursor: page < 2 ? `next-of-${page}` : null,
        prevCursor: page > 1 ? `prev-of-${page}` : null,
      };
    });
    await screen.findByText('Match 1');
    expect(screen.getByText('More than 1,000 applications · page 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Match 2');
    const lastList = calls.filter((c) => c.startsWith('GET /api/admin/applications?')).at(-1);
    expect(lastList).toMatch(/page=2&pageSize=25&cursor=next-of-1/);
    expect(screen.getByText('More than 1,000 applications · page 2')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(false);
  });

  it('the status tabs read their counts in words, one application or several', async () => {
    const status = (name: 'submitted' | 'under_review', total: number) => ({
      status: name,
      total_count: total,
      unread_count: total,
      latest_application: null,
    });
    renderRoute({
      module,
      path: '/admin/applicants',
      api: {
        ...answer(applicantContracts.list, () => list([item()])),
        ...answer(applicantContracts.counts, () =>
          applicationCounts({
            statuses: [status('submitted', 2), status('under_review', 1)],
            total: 3,
            unread: 3,
          }),
        ),
      },
    });
    const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) }).textContent;
    await vi.waitFor(() => expect(tab('Under Review')).toBe('Under Review1 application1 unread'));
    expect(tab('Submitted')).toBe('Submitted2 applications2 unread');
  });

  it('assigning reviewers checks the choice by the shared rules, then posts it for the filtered list', async () => {
    const posted: unknown[] = [];
    renderRoute({
      module,
      path: '/admin/applicants',
      api: {
        ...answer(applicantContracts.list, () => list([item()])),
        ...answer(applicantContracts.counts, () => counts),
        ...answer(reviewContracts.progress, () => ({
          reviewers: [
            { id: 'r-1', name: 'Ada', email: null, role: 'admin', assigned: 3, scored: 1, recused: 0 },
          ],
        })),
        ...answer(reviewContracts.bulkAssign, ({ body }) => {
          posted.push(body);
          return { created: 1, shortfall: 0 };
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign reviewers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign reviewers' });
    const count = within(dialog).getByLabelText('Reviews per application');
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Reviews per application must be at least 1',
    );
    expect(count.getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(within(dialog).getByLabelText('These admins'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose at least one reviewer');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Ada/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([{ target: { filters: expect.any(Object) }, reviewerIds: ['r-1'] }]);
  });
});
