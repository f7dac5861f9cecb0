// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractContracts } from '~/shared/contracts/contracts';
import { monitorContracts } from '~/shared/contracts/monitors';
import type { Alert, Monitor } from '~/shared/schemas/monitors';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { deploymentFixture } from '~/web/test/contract-fixtures';
import { apiError, expectLoading, pending, renderRoute, type ApiHandler } from '~/web/test/render-route';
import * as alertsModule from './alerts';
import * as monitorsModule from './monitors';

const D1 = '00000000-0000-4000-8000-0000000000d1';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const monitor = (over: Partial<Monitor> = {}): Monitor => ({
  id: 'm-1',
  deploymentId: D1,
  deploymentLabel: 'Hatch token',
  networkName: 'Avalanche Fuji',
  name: 'Large transfers',
  kind: 'event',
  eventName: 'Transfer',
  condition: 'value > 1000',
  webhookUrl: null,
  hasWebhookSecret: false,
  isActive: true,
  alertCount: 2,
  lastAlertAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const alert = (over: Partial<Alert> = {}): Alert => ({
  id: 'al-1',
  monitorId: 'm-1',
  monitorName: 'Large transfers',
  deploymentId: D1,
  deploymentLabel: 'Hatch token',
  summary: 'Transfer value=5000',
  args: { value: '5000' },
  txHash: `0x${'ab'.repeat(32)}`,
  txUrl: `https://testnet.snowtrace.io/tx/0x${'ab'.repeat(32)}`,
  blockNumber: 12,
  webhookStatus: 'failed',
  webhookAttempts: 3,
  webhookLastError: 'HTTP 500',
  createdAt: '2026-02-01T10:00:00.000Z',
  ...over,
});

const deployment = deploymentFixture({ id: D1, adminFunctions: [] });

const monitorsWith = (
  list: ContractStub<typeof monitorContracts.list>,
  more: Record<string, ApiHandler> = {},
) =>
  renderRoute({
    module: monitorsModule,
    path: '/monitors',
    api: { ...answer(monitorContracts.list, list), ...more },
  });

describe('/monitors', () => {
  it('loading: the loader asks for the monitors and a placeholder stands in', async () => {
    await expectLoading(monitorsWith(pending), 'Monitors', 'GET /api/monitors');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('empty: says how to start', async () => {
    monitorsWith(() => []);
    expect(
      await screen.findByText(
        'No monitors yet. Create one to be alerted when a contract emits an event or a journaled write fails.',
      ),
    ).toBeTruthy();
  });

  it('error: says why the list failed', async () => {
    monitorsWith(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Server error/);
  });

  it('a delete names how many alerts go with the monitor', async () => {
    monitorsWith(() => [monitor({ alertCount: 5 })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Large transfers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Large transfers?' });
    expect(dialog.textContent).toContain('Its 5 alert(s) will be deleted too');
  });

  it('success: lists each rule with its alerts; a new failed-transaction monitor posts its fields', async () => {
    const posted: unknown[] = [];
    monitorsWith(
      () => [
        monitor(),
        monitor({
          id: 'm-2',
          name: 'Failed writes',
          kind: 'failed_tx',
          eventName: null,
          condition: null,
          isActive: false,
          alertCount: 0,
        }),
      ],
      {
        ...answer(contractContracts.list, () => [deployment]),
        ...answer(contractContracts.get, pending),
        ...answer(monitorContracts.create, ({ body }) => {
          posted.push(body);
          return monitor({ id: 'm-3', name: 'Reverts', kind: 'failed_tx' });
        }),
      },
    );
    const table = await screen.findByRole('table', { name: 'Monitors' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Large transfers' }).getAttribute('href')).toBe(
      '/alerts?monitor=m-1',
    );
    expect(rows[1]!.textContent).toContain('value > 1000');
    expect(rows[2]!.textContent).toContain('Failed journaled transaction');
    expect(within(rows[2]!).getByText('Paused')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'New monitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New monitor' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Reverts');
    await within(dialog).findByRole('option', { name: 'Hatch token · Avalanche Fuji' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Contract'), D1);
    await userEvent.selectOptions(within(dialog).getByLabelText('Watch for'), 'failed_tx');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create monitor' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ deploymentId: D1, name: 'Reverts', kind: 'failed_tx', isActive: true });
  });
});

const alertsWith = (list: ContractStub<typeof monitorContracts.alerts>, url = '/alerts') =>
  renderRoute({
    module: alertsModule,
    path: '/alerts',
    url,
    api: {
      ...answer(monitorContracts.alerts, list),
      ...answer(monitorContracts.list, () => [monitor()]),
    },
  });

describe('/alerts', () => {
  it('loading: placeholder while the alerts load', async () => {
    const { container } = alertsWith(pending);
    await screen.findByRole('heading', { name: 'Alerts' });
    expect(container.querySelector('.animate-pulse')).not.toBeNull();
  });

  it('empty: says when alerts appear', async () => {
    alertsWith(() => []);
    expect(
      await screen.findByText(
        "No alerts yet. They appear here, and as a notification, when a monitor's rule matches.",
      ),
    ).toBeTruthy();
  });

  it('error: says why the list failed', async () => {
    alertsWith(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Server error/);
  });

  it('success: the monitor filter from the address asks for its alerts only; rows show what happened', async () => {
    const { calls } = alertsWith(() => [alert()], '/alerts?monitor=m-1');
    const table = await screen.findByRole('table', { name: 'Alerts' });
    expect(calls).toContain('GET /api/alerts?monitorId=m-1');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Transfer value=5000');
    expect(row.textContent).toContain('Webhook failed');
    expect(row.textContent).toContain('3 attempts · HTTP 500');
    expect(
      within(row)
        .getByRole('link', { name: /opens the explorer/ })
        .getAttribute('href'),
    ).toBe(`https://testnet.snowtrace.io/tx/0x${'ab'.repeat(32)}`);
    expect((screen.getByLabelText('Monitor') as HTMLSelectElement).value).toBe('m-1');
  });

  it('an alert on a network without an explorer shows its hash without a link; one without a hash a dash', async () => {
    alertsWith(() => [alert({ txUrl: null }), alert({ id: 'al-2', txHash: null, txUrl: null })]);
    const table = await screen.findByRole('table', { name: 'Alerts' });
    const [, local, none] = within(table).getAllByRole('row');
    const hash = within(local!).getByText(`0xabababab…${'ab'.repeat(3)}`);
    expect(hash.closest('a')).toBeNull();
    expect(hash.getAttribute('title')).toBe(`0x${'ab'.repeat(32)}`);
    expect(within(local!).queryByText(/explorer/)).toBeNull();
    expect(within(none!).getByText('—')).toBeTruthy();
  });
});
