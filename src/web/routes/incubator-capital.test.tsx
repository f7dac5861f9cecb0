// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractContracts } from '~/shared/contracts/contracts';
import type { CapitalAnalytics, CapitalSource } from '~/shared/schemas/capital-sources';
import type { ProfitDistribution } from '~/shared/schemas/profit-distributions';
import type { RevenueTarget } from '~/shared/schemas/revenue-targets';
import { applicationAnalyticsContracts } from '~/shared/contracts/application-analytics';
import { capitalSourceContracts } from '~/shared/contracts/capital-sources';
import { networkContracts } from '~/shared/contracts/networks';
import { profitDistributionContracts } from '~/shared/contracts/profit-distributions';
import { revenueTargetContracts } from '~/shared/contracts/revenue-targets';
import { answer } from '~/web/test/contract-api';
import { networkFixture } from '~/web/test/contract-fixtures';
import { apiError, renderRoute, type ApiHandler } from '~/web/test/render-route';
import * as analytics from './admin/analytics';
import { project as projectFixture, projectId, renderTab } from './incubator-tabs.fixtures';
import { projectContracts } from '~/shared/contracts/projects';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const project = projectFixture({
  name: 'Glacier Swap',
  industry: 'defi',
  companyType: 'startup',
  totalCapitalTarget: 500_000,
  capitalRaised: 125_000,
  owner: null,
  programme: { day: 54, state: 'running', phase: null, percent: 54 },
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const source = (over: Partial<CapitalSource>): CapitalSource => ({
  id: 's-1',
  projectId,
  contractName: 'VIP Pass',
  sourceType: 'vip_nft',
  networkId: 'n-1',
  chainId: 43113,
  networkName: 'Avalanche Fuji',
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  explorerAddressUrl: 'https://testnet.snowtrace.io/address/0x5FbDB2315678afecb367f032d93F642f64180aa3',
  measurement: 'native_balance',
  tokenAddress: null,
  functionName: null,
  amountDecimals: 18,
  usdConversion: 'fixed',
  usdRate: 25,
  aggregatorAddress: null,
  totalRaised: 5000,
  totalRaisedUsd: 125_000,
  value: 125_000,
  syncStatus: 'completed',
  lastError: null,
  lastSyncedAt: '2026-11-20T10:00:00.000Z',
  lastBlockNumber: 100,
  failureCount: 0,
  nextAttemptAt: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const sources = [
  source({}),
  source({
    id: 's-2',
    contractName: 'Token Sale',
    sourceType: 'token_sale',
    usdConversion: 'none',
    usdRate: null,
    totalRaised: 0,
    totalRaisedUsd: null,
    value: null,
    syncStatus: 'failed',
    lastError: 'The RPC did not answer within 5 s',
    lastSyncedAt: null,
  }),
];

const history = [
  {
    id: 'h-2',
    sourceId: 's-1',
    amount: 5000,
    usd: 125_000,
    blockNumber: 100,
    at: '2026-11-20T10:00:00.000Z',
  },
  { id: 'h-1', sourceId: 's-1', amount: 2000, usd: 50_000, blockNumber: 50, at: '2026-11-06T10:00:00.000Z' },
];

function openTab(
  tab: 'capital' | 'revenue',
  viewer: 'admin' | 'member',
  api: Record<string, ApiHandler> = {},
) {
  return renderTab(
    tab,
    viewer,
    {
      ...answer(capitalSourceContracts.list, () => sources),
      ...answer(capitalSourceContracts.history, () => history),
      'GET /api/networks': () => [],
      ...answer(contractContracts.list, () => []),
      ...api,
    },
    project,
  );
}

describe('/incubator/{id}?tab=capital', () => {
  it('admin: raised vs target, sources with status and error, history table, management actions', async () => {
    openTab('capital', 'admin');
    expect((await screen.findByTestId('capital-raised')).textContent).toBe('$125K');
    expect(screen.getByText('$500K')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Capital raised of target' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    const table = await screen.findByRole('table', { name: 'Capital sources' });
    expect(within(table).getAllByText('VIP Pass')[0]).toBeTruthy();
    expect(within(table).getByText('Synced')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(within(table).getByText('The RPC did not answer within 5 s')).toBeTruthy();
    expect(within(table).getByText('$125,000.00')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('link', { name: /0x5FbD/ })[0]!
        .getAttribute('href'),
    ).toBe(sources[0]!.explorerAddressUrl);
    // The history chart's values, for screen readers.
    const readings = await screen.findByRole('table', { name: 'VIP Pass: readings over time' });
    expect(within(readings).getByText('125,000')).toBeTruthy();
    expect(within(readings).getByText('50,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Sync now/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add source/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Edit\s*VIP Pass$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Delete\s*VIP Pass$/ })).toBeTruthy();
  });

  it("admin: 'Sync now' posts the sync and says what it did", async () => {
    const bodies: unknown[] = [];
    const view = openTab('capital', 'admin', {
      ...answer(capitalSourceContracts.sync, ({ body }) => {
        bodies.push(body);
        return { synced: 1, cached: 1, failed: 0, capitalRaised: 125_000, gained: 0, sources };
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Sync now/ }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ projectId: projectId, forceSync: false });
    expect(view.calls).toContain(`POST /api/projects/${projectId}/capital-sources/sync`);
  });

  it('admin: the server names a field, the form shows it under the input', async () => {
    openTab('capital', 'admin', {
      ...answer(networkContracts.list, () => [
        networkFixture({ id: '22222222-2222-4222-8222-222222222222', name: 'Local', chainId: 31337 }),
      ]),
      ...answer(capitalSourceContracts.create, () =>
        apiError(400, 'VALIDATION_ERROR', 'Invalid input', {
          contractAddress: 'No contract code found at 0x5FbDB2315678afecb367f032d93F642f64180aa3 on Local',
        }),
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Add source/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Sale' } });
    await within(dialog).findByRole('option', { name: 'Local (chain 31337)' });
    fireEvent.change(within(dialog).getByLabelText('Network'), {
      target: { value: '22222222-2222-4222-8222-222222222222' },
    });
    fireEvent.change(within(dialog).getByLabelText('Contract address'), {
      target: { value: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add source' }));
    expect(await within(dialog).findByText(/No contract code found at/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Contract address').getAttribute('aria-invalid')).toBe('true');
  });

  it('member: the same figures, read-only', async () => {
    openTab('capital', 'member');
    const table = await screen.findByRole('table', { name: 'Capital sources' });
    expect(within(table).getAllByText('VIP Pass')[0]).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sync now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add source/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit\s*VIP Pass$/ })).toBeNull();
  });

  it('a source without a USD rate shows its amount, a note that it is not counted, and a way to add a rate', async () => {
    const avax = source({
      id: 's-3',
      contractName: 'AVAX Treasury',
      sourceType: 'other',
      measurement: 'native_balance',
      usdConversion: 'none',
      usdRate: null,
      totalRaised: 500,
      totalRaisedUsd: null,
      value: null,
    });
    openTab('capital', 'admin', { ...answer(capitalSourceContracts.list, () => [...sources, avax]) });
    const table = await screen.findByRole('table', { name: 'Capital sources' });
    expect(within(table).getByText('500')).toBeTruthy();
    expect(within(table).getAllByText('Not counted in capital raised: no USD rate')).toHaveLength(2);
    // Capital raised is the dollar source alone, not $125,500.
    expect((await screen.findByTestId('capital-raised')).textContent).toBe('$125K');
    fireEvent.click(within(table).getByRole('button', { name: 'Add a USD rate to AVAX Treasury' }));
    const dialog = await screen.findByRole('dialog');
    const conversion = within(dialog).getByLabelText('USD conversion');
    expect(within(conversion).getByRole('option', { name: 'Already in US dollars' })).toBeTruthy();
    fireEvent.change(conversion, { target: { value: 'fixed' } });
    expect(await within(dialog).findByLabelText('USD per unit')).toBeTruthy();
  });

  it("'Not disclosed' without a target", async () => {
    openTab('capital', 'admin', {
      ...answer(projectContracts.profile, () => ({ ...project, totalCapitalTarget: null })),
    });
    expect(await screen.findByText('Not disclosed')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

const target: RevenueTarget = {
  id: 't-1',
  projectId,
  projectName: project.name,
  targetAmount: 250_000,
  targetDate: '2027-06-30',
  status: 'active',
  achievedAt: null,
  notes: 'Token launch revenue',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const distribution: ProfitDistribution = {
  id: 'd-1',
  projectId,
  projectName: project.name,
  amount: '12.5',
  tokenSymbol: 'AVAX',
  txHash: null,
  chainId: null,
  distributedAt: '2026-11-10T00:00:00.000Z',
  notes: null,
  createdBy: null,
  createdAt: '2026-11-10T00:00:00.000Z',
};

describe('/incubator/{id}?tab=revenue', () => {
  it('admin: targets and distributions; edit, achieve and delete a target', async () => {
    const deleted: string[] = [];
    const patched: unknown[] = [];
    openTab('revenue', 'admin', {
      ...answer(revenueTargetContracts.list, () => [target]),
      ...answer(profitDistributionContracts.list, () => [distribution]),
      ...answer(revenueTargetContracts.update, ({ body }) => {
        patched.push(body);
        return { ...target, status: 'achieved' as const };
      }),
      ...answer(revenueTargetContracts.delete, ({ params }) => {
        deleted.push(params.id!);
        return new Response(null, { status: 204 });
      }),
    });
    const targets = await screen.findByRole('table', { name: 'Revenue targets' });
    // Dollars, as the profile's Capital target (USD) and the capital tab's USD value say.
    expect(await within(targets).findByText('$250,000')).toBeTruthy();
    expect(screen.getByLabelText('Target amount (USD)')).toBeTruthy();
    expect(within(targets).getByText('Token launch revenue')).toBeTruthy();
    // The date and status in words, as the founder's dashboard writes them, not '2027-06-30' / 'active'.
    expect(within(targets).getByText('Jun 30, 2027')).toBeTruthy();
    expect(within(targets).getByText('Active')).toBeTruthy();
    const paid = await screen.findByRole('table', { name: 'Profit-sharing distributions' });
    expect(await within(paid).findByText('12.5 AVAX')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Mark achieved\s*\(Jun 30, 2027\)$/ }));
    await vi.waitFor(() => expect(patched).toEqual([{ status: 'achieved' }]));

    fireEvent.click(screen.getByRole('button', { name: /^Delete\s*target of Jun 30, 2027$/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(deleted).toEqual(['t-1']));
  });

  it('admin: an amount left blank is named under its input as required', async () => {
    openTab('revenue', 'admin', {
      ...answer(revenueTargetContracts.list, () => []),
      ...answer(profitDistributionContracts.list, () => []),
    });
    expect(await screen.findByText('No targets yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add revenue target' }));
    expect(await screen.findByText('Target amount is required')).toBeTruthy();
  });

  it('member: no Revenue tab', async () => {
    openTab('revenue', 'member');
    await screen.findByRole('heading', { name: project.name, level: 1 });
    expect(screen.queryByRole('tab', { name: 'Revenue' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Revenue targets' })).toBeNull();
  });
});

const capitalAnalytics: CapitalAnalytics = {
  range: { from: null, to: null },
  totalRaised: 525_000,
  publicRaised: 400_000,
  byProject: [
    { id: projectId, name: 'Glacier Swap', raised: 400_000, target: 500_000, published: true },
    { id: 'p-2', name: 'Summit Lend', raised: 125_000, target: null, published: false },
  ],
  byType: [
    { type: 'vip_nft', raised: 400_000, sources: 2 },
    { type: 'token_sale', raised: 125_000, sources: 1 },
    { type: 'other', raised: 0, sources: 0 },
  ],
  weekly: [
    { week: '2026-11-09', vip_nft: 300_000, token_sale: 100_000, other: 0 },
    { week: '2026-11-16', vip_nft: 400_000, token_sale: 125_000, other: 0 },
  ],
  syncHealth: { pending: 1, syncing: 0, completed: 3, failed: 1 },
  lastSyncedAt: '2026-11-20T10:00:00.000Z',
};

describe('/admin/analytics: Capital', () => {
  const applicationAnalytics = {
    range: { from: null, to: null },
    trendUnit: 'day' as const,
    total: 0,
    byStatus: [],
    funnel: [],
    conversionRate: 0,
    perDay: [],
    industries: [],
    companyTypes: [],
    stages: [],
    capitalByProject: [],
  };
  /** /admin/analytics with no applications and these capital figures. */
  const showCapital = (capital: CapitalAnalytics) =>
    renderRoute({
      module: analytics,
      path: '/admin/analytics',
      api: {
        ...answer(applicationAnalyticsContracts.get, () => applicationAnalytics),
        ...answer(capitalSourceContracts.analytics, () => capital),
      },
    });

  it('raised per project and per source type over time, with tables for screen readers', async () => {
    showCapital(capitalAnalytics);
    expect(await screen.findByRole('heading', { name: 'Capital', level: 2 })).toBeTruthy();
    expect(await screen.findByText('$525K')).toBeTruthy();
    // The public site counts only published projects: the figure says where the two part.
    expect(
      screen.getByText('2 projects, 1 of them unpublished or archived; the public site shows $400K'),
    ).toBeTruthy();
    expect(screen.getByText('3 synced, 1 failed, 1 waiting')).toBeTruthy();
    const perProject = screen.getByRole('table', { name: 'Capital raised per project' });
    expect(within(perProject).getByText('Summit Lend')).toBeTruthy();
    expect(within(perProject).getByText('Not disclosed')).toBeTruthy();
    const perType = screen.getByRole('table', { name: 'Raised per source type, week by week' });
    expect(within(perType).getAllByRole('row')).toHaveLength(3);
    expect(within(perType).getByText('$400,000')).toBeTruthy();
    // In the browser's locale, as every other date in the app (these were always en-GB).
    const browser = (options: Intl.DateTimeFormatOptions, date: string) =>
      new Intl.DateTimeFormat(undefined, options).format(new Date(date));
    expect(
      within(perType).getByText(browser({ dateStyle: 'medium', timeZone: 'UTC' }, '2026-11-16')),
    ).toBeTruthy();
    expect(
      screen.getByText(browser({ dateStyle: 'medium', timeStyle: 'short' }, capitalAnalytics.lastSyncedAt!)),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Glacier Swap' }).getAttribute('href')).toBe(
      `/incubator/${projectId}?tab=capital`,
    );
  });

  it('an empty programme says so instead of drawing', async () => {
    showCapital({
      ...capitalAnalytics,
      totalRaised: 0,
      byProject: [],
      weekly: capitalAnalytics.weekly.map((w) => ({ ...w, vip_nft: 0, token_sale: 0 })),
      syncHealth: { pending: 0, syncing: 0, completed: 0, failed: 0 },
      lastSyncedAt: null,
    });
    expect(await screen.findByText('No capital raised yet.')).toBeTruthy();
    expect(screen.getByText('No sync history yet.')).toBeTruthy();
  });
});
