// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicantViewContracts } from '~/shared/contracts/applicant-views';
import { applicantContracts } from '~/shared/contracts/applicants';
import type { ApplicantView } from '~/shared/schemas/applicant-views';
import { answer } from '~/web/test/contract-api';
import { renderRoute } from '~/web/test/render-route';
import { applicationCounts, applicationDetail, applicationItem } from './applicants.fixtures';
import * as detailModule from './applicant-detail';
import * as listModule from './applicants';

beforeAll(() => import('~/web/features/wallet/wallet-root'), 60_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const counts = applicationCounts({ total: 2, unread: 1 });
const item = applicationItem;
const items = [item(), item({ id: 'a-2', name: 'Peak Pass', isRead: true, status: 'under_review' })];
const views: ApplicantView[] = [
  {
    id: 'v-1',
    name: 'Unread DeFi',
    query: 'industry=defi&read=unread',
    createdAt: '2026-03-01T10:00:00.000Z',
  },
];

function listScreen(url = '/admin/applicants') {
  const posted: unknown[] = [];
  const view = renderRoute({
    module: listModule,
    path: '/admin/applicants',
    url,
    api: {
      ...answer(applicantContracts.list, ({ url }) => ({
        items,
        total: 2,
        totalCapped: false,
        page: 1,
        pageSize: Number(url.searchParams.get('pageSize') ?? 25),
        pageCount: 1,
        nextCursor: null,
        prevCursor: null,
      })),
      ...answer(applicantContracts.counts, () => counts),
      ...answer(applicantViewContracts.list, () => views),
      ...answer(applicantContracts.bulkStatus, ({ body }) => {
        posted.push(body);
        return {
          status: 'under_review' as const,
          changed: [{ id: 'a-1', historyId: 'h-1' }],
          held: [],
          failed: [],
        };
      }),
    },
  });
  return { ...view, posted };
}

const lastListCall = (calls: string[]) =>
  [...calls].reverse().find((c) => c.startsWith('GET /api/admin/applications?')) ?? '';

describe('/admin/applicants triage', () => {
  it('"Unread only" and the page size go to the URL and the API', async () => {
    const { calls, router } = listScreen();
    await screen.findByRole('table', { name: 'Applications' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await vi.waitFor(() => expect(lastListCall(calls)).toMatch(/read=unread/));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    await vi.waitFor(() => expect(lastListCall(calls)).toMatch(/pageSize=50/));
    expect(router.state.location.search).toBe('?read=unread&pageSize=50');
    // The detail link carries the list's parameters, for next/previous and the way back.
    expect((await screen.findByRole('link', { name: /Glacier Swap/ })).getAttribute('href')).toBe(
      '/admin/applicants/a-1?read=unread&pageSize=50',
    );
  });

  it('changes the status of the selected rows in one request', async () => {
    const { posted } = listScreen();
    await screen.findByRole('table', { name: 'Applications' });
    const change = screen.getByRole('button', { name: 'Change status' });
    // Unavailable without a selection, yet focusable: emptying the selection never drops focus.
    expect(change.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all applications on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change status (2)' }));
    const dialog = await screen.findByRole('alertdialog');
    // Glacier Swap is still submitted: approving it is not allowed, and the dialog says so first.
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'New status' }), 'approved');
    expect(within(dialog).getByRole('status').textContent).toMatch(/1 application cannot move to Approved/);
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'New status' }),
      'under_review',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'first pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Under Review' }));
    await vi.waitFor(() =>
      expect(posted).toEqual([
        { ids: ['a-1', 'a-2'], status: 'under_review', note: 'first pass', sendEmail: true, hold: false },
      ]),
    );
  });

  it('applies a saved view from the menu', async () => {
    const { calls, router } = listScreen();
    await screen.findByRole('table', { name: 'Applications' });
    await userEvent.click(screen.getByRole('button', { name: 'Saved views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Unread DeFi/ }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?industry=defi&read=unread'));
    await vi.waitFor(() => expect(lastListCall(calls)).toMatch(/industry=defi.*read=unread/));
    expect(await screen.findByRole('button', { name: 'View: Unread DeFi' })).toBeTruthy();
  });

  it('a view with a search text is applied in one step: no search wait follows to write over it', async () => {
    views.push({
      id: 'v-2',
      name: 'Gaming passes',
      query: 'search=pass&industry=gaming',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    try {
      const { router } = listScreen();
      await screen.findByRole('table', { name: 'Applications' });
      const seen: string[] = [];
      let last = router.state.location;
      const stop = router.subscribe(({ location }) => {
        if (location !== last) seen.push(location.search);
        last = location;
      });
      await userEvent.click(screen.getByRole('button', { name: 'Saved views' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: /Gaming passes/ }));
      await vi.waitFor(() => expect(router.state.location.search).toBe('?search=pass&industry=gaming'));
      // Past the search box's wait: had one started, it would have written the URL again (and on
      // a slow machine, before the view's URL landed, without the view's industry).
      await new Promise((resolve) => setTimeout(resolve, 600));
      stop();
      expect(seen).toEqual(['?search=pass&industry=gaming']);
      expect(screen.getByRole('searchbox', { name: /search/i })).toHaveProperty('value', 'pass');
    } finally {
      views.pop();
    }
  });
});

const detail = applicationDetail;
const readAt = '2026-03-02T10:00:00.000Z';

function detailScreen() {
  const reads: string[] = [];
  const view = renderRoute({
    wallet: true,
    module: detailModule,
    path: '/admin/applicants/:id',
    url: '/admin/applicants/a-2?status=submitted&read=unread&pageSize=50',
    api: {
      ...answer(applicantContracts.get, ({ params }) => detail({ id: params.id! })),
      ...answer(applicantContracts.neighbours, () => ({
        previousId: 'a-1',
        nextId: 'a-3',
        position: 2,
        total: 57,
      })),
      ...answer(
        applicantContracts.markOneRead,
        ({ params }) => (reads.push(`read ${params.id}`), { id: params.id!, isRead: true as const, readAt }),
      ),
      ...answer(
        applicantContracts.markUnread,
        ({ params }) => (reads.push(`unread ${params.id}`), { id: params.id!, isRead: false }),
      ),
    },
  });
  return { ...view, reads };
}

describe('/admin/applicants/:id triage', () => {
  it.each([
    ['unread', [], ['read a-2', 'unread a-2']],
    ['already read', ['a-2'], ['unread a-2']],
  ])(
    'opened %s, an application is read once; m then marks it unread and it stays so',
    async (_, before, expected) => {
      // The server's read state follows the calls, as the real one does.
      const read = new Set(before);
      const calls: string[] = [];
      renderRoute({
        wallet: true,
        module: detailModule,
        path: '/admin/applicants/:id',
        url: '/admin/applicants/a-2',
        api: {
          ...answer(applicantContracts.get, ({ params }) => ({
            ...detail({ id: params.id! }),
            isRead: read.has(params.id!),
          })),
          ...answer(applicantContracts.neighbours, () => ({
            previousId: null,
            nextId: null,
            position: 1,
            total: 1,
          })),
          ...answer(
            applicantContracts.markOneRead,
            ({ params }) => (
              calls.push(`read ${params.id}`),
              read.add(params.id!),
              { id: params.id!, isRead: true as const, readAt }
            ),
          ),
          ...answer(
            applicantContracts.markUnread,
            ({ params }) => (
              calls.push(`unread ${params.id}`),
              read.delete(params.id!),
              { id: params.id!, isRead: false }
            ),
          ),
        },
      });
      await screen.findByRole('button', { name: 'Mark as unread' });
      await userEvent.keyboard('m');
      expect(await screen.findByRole('button', { name: 'Mark as read' })).toBeTruthy();
      // Long enough for the refetch after the change and anything it would set off.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toEqual(expected);
      expect(screen.getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    },
  );

  it('asks for neighbours with the list filters and keeps them on next, previous and back', async () => {
    const { calls } = detailScreen();
    await screen.findByRole('heading', { name: 'Peak Pass' });
    expect(calls).toContain(
      'GET /api/admin/applications/a-2/neighbours?status=submitted&sort=createdAt&dir=desc&read=unread',
    );
    const nav = screen.getByRole('navigation', { name: 'Applications in this list' });
    expect(await within(nav).findByText('2 of 57')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      '/admin/applicants/a-3?status=submitted&read=unread&pageSize=50',
    );
    expect(
      within(nav)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/admin/applicants/a-1?status=submitted&read=unread&pageSize=50');
    expect(screen.getByRole('link', { name: 'All applicants' }).getAttribute('href')).toBe(
      '/admin/applicants?status=submitted&read=unread&pageSize=50',
    );
    expect(screen.getByRole('img', { name: 'Peak Pass logo' }).getAttribute('src')).toBe(
      '/api/admin/applications/a-2/files/logo',
    );
  });

  it('j and k move, m toggles read, ? lists the keys; typing in a field is left alone', async () => {
    const { router, reads } = detailScreen();
    await screen.findByRole('heading', { name: 'Peak Pass' });
    await screen.findByText('2 of 57');

    await userEvent.type(screen.getByRole('textbox', { name: /note/i }), 'jkm');
    expect(router.state.location.pathname).toBe('/admin/applicants/a-2');
    expect(reads).toEqual([]);
    (document.activeElement as HTMLElement).blur();

    await userEvent.keyboard('m');
    await vi.waitFor(() => expect(reads).toEqual(['unread a-2']));

    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['j', 'k', 'm', '?']);
    await userEvent.keyboard('j'); // a dialog is open: no move
    expect(router.state.location.pathname).toBe('/admin/applicants/a-2');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.keyboard('j');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/applicants/a-3'));
    expect(router.state.location.search).toBe('?status=submitted&read=unread&pageSize=50');
    await screen.findByText('2 of 57');
    await userEvent.keyboard('k');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/applicants/a-1'));
  });

  it("j pressed while the next one's neighbours load waits for them: it never steps from the last one's", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order = ['a-1', 'a-2', 'a-3', 'a-4'];
    const { router } = renderRoute({
      wallet: true,
      module: detailModule,
      path: '/admin/applicants/:id',
      url: '/admin/applicants/a-2',
      api: {
        ...answer(applicantContracts.get, ({ params }) => detail({ id: params.id! })),
        ...answer(applicantContracts.neighbours, async ({ params }) => {
          const at = order.indexOf(params.id!);
          if (params.id === 'a-3') await held;
          return {
            previousId: order[at - 1] ?? null,
            nextId: order[at + 1] ?? null,
            position: at + 1,
            total: 4,
          };
        }),
        ...answer(applicantContracts.markOneRead, ({ params }) => ({
          id: params.id!,
          isRead: true as const,
          readAt,
        })),
      },
    });
    await screen.findByText('2 of 4');
    await userEvent.keyboard('j');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/applicants/a-3'));
    // a-2's neighbours still show once a-3 renders, but Next is not a link back to a-3 (the
    // router's location moves a render before the screen does, hence the wait).
    await vi.waitFor(() => {
      const nav = screen.getByRole('navigation', { name: 'Applications in this list' });
      expect(within(nav).queryByRole('link', { name: /Next/ })).toBeNull();
      expect(within(nav).getByRole('button', { name: /Next/ })).toHaveProperty('disabled', true);
    });
    await userEvent.keyboard('j');
    expect(router.state.location.pathname).toBe('/admin/applicants/a-3');
    release();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/applicants/a-4'));
  });
});
