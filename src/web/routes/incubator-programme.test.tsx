// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { milestoneContracts } from '~/shared/contracts/milestones';
import type { Milestone } from '~/shared/schemas/milestones';
import { answer } from '~/web/test/contract-api';
import { apiError } from '~/web/test/render-route';
import { project, projectId, renderTab } from './incubator-tabs.fixtures';
import { projectContracts } from '~/shared/contracts/projects';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const milestone = (over: Partial<Milestone>): Milestone => ({
  id: 'm-1',
  projectId,
  title: 'Whitepaper published',
  dueDay: 20,
  done: false,
  doneAt: null,
  doneBy: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  ...over,
});

/** A milestone store the handlers read and write, so the screen shows what the server would. */
function milestoneApi(initial: Milestone[]) {
  let rows = [...initial];
  const bodies: unknown[] = [];
  return {
    bodies,
    api: {
      ...answer(milestoneContracts.list, () => ({ milestones: rows })),
      ...answer(milestoneContracts.update, ({ params, body }) => {
        bodies.push(body);
        const { done } = body as { done?: boolean };
        rows = rows.map((m) =>
          m.id === params.milestoneId
            ? {
                ...m,
                done: Boolean(done),
                doneAt: done ? '2026-11-09T10:00:00.000Z' : null,
                doneBy: done ? { id: 'u-admin', name: 'Ada Admin' } : null,
              }
            : m,
        );
        return rows.find((m) => m.id === params.milestoneId)!;
      }),
      ...answer(milestoneContracts.delete, ({ params }) => {
        rows = rows.filter((m) => m.id !== params.milestoneId);
        return new Response(null, { status: 204 });
      }),
    },
  };
}

const two = () => [
  milestone({
    id: 'm-1',
    title: 'Whitepaper published',
    dueDay: 20,
    done: true,
    doneAt: '2026-10-18T09:30:00.000Z',
    doneBy: { id: 'u-admin', name: 'Ada Admin' },
  }),
  milestone({ id: 'm-2', title: 'Testnet launch', dueDay: 60 }),
];

describe('/incubator/{id} Programme tab', () => {
  it('shows admins the start, the phases with today, and lets them tick, add and delete milestones', async () => {
    const store = milestoneApi(two());
    let created: unknown = null;
    const view = renderTab('programme', 'admin', {
      ...store.api,
      ...answer(milestoneContracts.create, ({ body }) => {
        created = body;
        return apiError(400, 'VALIDATION_ERROR', 'Check the fields', { title: 'Title is too vague' });
      }),
    });
    await screen.findByRole('checkbox', { name: 'Done: Testnet launch' });
    expect(screen.getByText(/Started on/)).toBeTruthy();
    const phases = screen.getByRole('list', { name: 'Programme phases' });
    expect(
      within(phases)
        .getByText(/Development/)
        .closest('li')
        ?.getAttribute('aria-current'),
    ).toBe('step');
    expect(screen.getByText('Today is day 40 of 100 (Development).')).toBeTruthy();
    expect(screen.getByText('1 of 2 done (50%).')).toBeTruthy();
    expect(screen.getByText(/by Ada Admin on/)).toBeTruthy();
    expect(screen.getByText('Day 60')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Done: Testnet launch' }));
    await screen.findByText('2 of 2 done (100%).');
    expect(store.bodies).toEqual([{ done: true }]);

    await userEvent.click(screen.getByRole('button', { name: 'Add milestone' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Demo day');
    await userEvent.type(within(dialog).getByLabelText('Due day'), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    expect(await within(dialog).findByText('Due day must be between 1 and 100')).toBeTruthy();
    expect(created).toBeNull();
    await userEvent.clear(within(dialog).getByLabelText('Due day'));
    await userEvent.type(within(dialog).getByLabelText('Due day'), '95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    expect(await within(dialog).findByText('Title is too vague')).toBeTruthy();
    expect(created).toEqual({ title: 'Demo day', dueDay: 95 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Whitepaper published' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await view.findByText('1 of 1 done (100%).');
    expect(screen.queryByText('Whitepaper published')).toBeNull();
  });

  it('lets an admin set a missing start date', async () => {
    let patched: unknown = null;
    renderTab(
      'programme',
      'admin',
      {
        ...answer(milestoneContracts.list, () => ({ milestones: [] })),
        ...answer(projectContracts.update, ({ body }) => {
          patched = body;
          return project({ onboardingDate: '2026-11-02' });
        }),
      },
      { onboardingDate: null, programme: { day: null, state: 'unscheduled', phase: null, percent: 0 } },
    );
    expect(await screen.findByText('No milestones yet. Add the first one with its due day.')).toBeTruthy();
    expect(screen.getByText('No programme start date has been set yet.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Programme start date'), '2026-11-02');
    await userEvent.click(screen.getByRole('button', { name: 'Set start date' }));
    await vi.waitFor(() => expect(patched).toEqual({ onboardingDate: '2026-11-02' }));
  });

  it.each(['owner', 'member'] as const)('shows the %s the milestones read-only', async (viewer) => {
    renderTab('programme', viewer, milestoneApi(two()).api);
    await screen.findByText('Testnet launch');
    expect(screen.getByText(/by Ada Admin on/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Milestones' });
    expect(within(table).getByText('Done')).toBeTruthy();
    expect(within(table).getByText('Not done')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add milestone' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
