// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewContracts } from '~/shared/contracts/reviews';
import type { Rubric, RubricCategory } from '~/shared/schemas/reviews';
import { answer, type ContractStub } from '~/web/test/contract-api';
import {
  adminMe,
  apiError,
  expectLoading,
  pending,
  renderRoute,
  superAdminMe,
  type ApiHandler,
} from '~/web/test/render-route';
import * as module from './review-rubric';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const category = (over: Partial<RubricCategory> = {}): RubricCategory => ({
  id: 'c-1',
  name: 'Team',
  description: 'Can they ship?',
  weight: 3,
  position: 0,
  scoreCount: 4,
  ...over,
});

const rubric = (categories: RubricCategory[], blindReview = false): Rubric => ({
  categories,
  blindReview,
  scale: { min: 1, max: 5 },
});

const screenWith = (
  read: ContractStub<typeof reviewContracts.rubric>,
  me = adminMe,
  more: Record<string, ApiHandler> = {},
) =>
  renderRoute({
    module,
    path: '/settings/review-rubric',
    me,
    api: { ...answer(reviewContracts.rubric, read), ...more },
  });

describe('/settings/review-rubric', () => {
  it('loading: the loader asks for the rubric; a placeholder stands in and blind review waits', async () => {
    await expectLoading(screenWith(pending, superAdminMe), 'Review rubric', 'GET /api/admin/review-rubric');
    expect(screen.getByRole('checkbox', { name: /Blind review/ })).toHaveProperty('disabled', true);
  });

  it('empty: super admins are asked to add one; other admins learn nobody set it up', async () => {
    screenWith(() => rubric([]), superAdminMe);
    expect(await screen.findByText('No categories yet. Add the first one.')).toBeTruthy();
    cleanup();
    screenWith(() => rubric([]));
    expect(await screen.findByText('A super admin has not set up the rubric yet.')).toBeTruthy();
    expect(screen.getByText(/Only super admins can change the rubric\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add category' })).toBeNull();
  });

  it('error: says why the rubric failed', async () => {
    screenWith(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Server error/);
  });

  it('success: lists categories with their share; adding one posts its fields; blind review patches', async () => {
    const writes: unknown[] = [];
    screenWith(
      () => rubric([category(), category({ id: 'c-2', name: 'Market', weight: 1, scoreCount: 0 })]),
      superAdminMe,
      {
        ...answer(reviewContracts.createCategory, ({ body }) => {
          writes.push(['POST', body]);
          return category({ id: 'c-3', name: 'Traction', weight: 2, position: 2, scoreCount: 0 });
        }),
        ...answer(reviewContracts.updateSettings, ({ body }) => {
          writes.push(['PATCH', body]);
          return rubric([], true);
        }),
      },
    );
    const table = await screen.findByRole('table', { name: 'Rubric categories' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Can they ship?');
    expect(rows[1]!.textContent).toContain('75% of the total');
    expect(rows[2]!.textContent).toContain('25% of the total');
    expect(within(rows[1]!).getByRole('button', { name: 'Edit Team' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Traction');
    await userEvent.clear(within(dialog).getByLabelText('Weight'));
    await userEvent.type(within(dialog).getByLabelText('Weight'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual(['POST', expect.objectContaining({ name: 'Traction', weight: 2 })]);

    await userEvent.click(screen.getByRole('checkbox', { name: /Blind review/ }));
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual(['PATCH', { blindReview: true }]);
  });
});
