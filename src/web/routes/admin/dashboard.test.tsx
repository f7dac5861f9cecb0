// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicantContracts } from '~/shared/contracts/applicants';
import { contractsDashboardContracts } from '~/shared/contracts/contracts-dashboard';
import type { ContractsSummary } from '~/shared/schemas/contracts-dashboard';
import { emptyContractsSummary } from '~/web/features/contracts-dashboard/api';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { apiError, pending, renderRoute } from '~/web/test/render-route';
import { applicationCounts } from './applicants.fixtures';
import * as module from './dashboard';

beforeAll(() => import('~/web/features/wallet/wallet-root'), 60_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary: ContractsSummary = {
  stats: {
    products: 3,
    activeProducts: 2,
    deployments: 5,
    networks: 4,
    activeNetworks: 2,
    abis: 6,
    standardAbis: 4,
  },
  recentProducts: [
    {
      id: 'p-1',
      name: 'Launchpad',
      firstTag: 'DeFi',
      isActive: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      deploymentCount: 1,
      shortAddress: '0x5FbD…0aa3',
      chainId: 43113,
    },
  ],
};

const screenWith = (
  counts: ContractStub<typeof applicantContracts.counts>,
  contracts: ContractStub<typeof contractsDashboardContracts.summary>,
) =>
  renderRoute({
    wallet: true,
    module,
    path: '/dashboard',
    api: {
      ...answer(applicantContracts.counts, counts),
      ...answer(contractsDashboardContracts.summary, contracts),
      'GET /api/networks/active': () => [],
    },
  });

/** A stat card's figure, read beside its title. */
const stat = (title: string) =>
  screen.getByRole('heading', { name: title, level: 3 }).parentElement!.nextElementSibling!.textContent;
const figures = () => screen.getByRole('region', { name: 'Contract figures' }).textContent;

describe('/dashboard', () => {
  it('loading: the application figures wait behind a placeholder', async () => {
    const { container } = screenWith(pending, pending);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(container.querySelector('.animate-pulse')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Applications' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create Product' }).getAttribute('href')).toBe('/products/new');
  });

  it('empty: zero figures and no recent product', async () => {
    screenWith(
      () => applicationCounts(),
      () => emptyContractsSummary,
    );
    expect(await screen.findByText('No active products yet.')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Applications' });
    expect(stat('Total Applications')).toBe('0');
  });

  it('error: failed loads show zeros (spec section 8, dashboard fetch errors)', async () => {
    screenWith(
      () => apiError(500, 'INTERNAL_ERROR', 'boom'),
      () => apiError(500, 'INTERNAL_ERROR', 'boom'),
    );
    await screen.findByRole('heading', { name: 'Applications' });
    expect(stat('Total Applications')).toBe('0');
    expect(stat('Pending Review')).toBe('0');
    expect(await screen.findByText('No active products yet.')).toBeTruthy();
    expect(figures()).toContain('Products0');
  });

  it('success: application and contract figures, recent products and the quick actions', async () => {
    screenWith(
      () =>
        applicationCounts({
          total: 9,
          approved_this_month: 2,
          statuses: [
            { status: 'submitted', total_count: 4, unread_count: 1, latest_application: null },
            { status: 'approved', total_count: 3, unread_count: 0, latest_application: null },
          ],
        }),
      () => summary,
    );
    await screen.findByRole('heading', { name: 'Applications' });
    expect(stat('Total Applications')).toBe('9');
    expect(stat('Pending Review')).toBe('4');
    expect(screen.getByText('1 unread')).toBeTruthy();
    expect(stat('Approved')).toBe('3');
    expect(stat('Approved This Month')).toBe('2');

    expect((await screen.findByRole('link', { name: 'Launchpad' })).getAttribute('href')).toBe(
      '/products/p-1',
    );
    expect(figures()).toContain('Products32 active');
    expect(figures()).toContain('Networks2active of 4');
    const item = screen.getByRole('link', { name: 'Launchpad' }).closest('li')!;
    expect(within(item).getByText('1 deployment')).toBeTruthy();
    expect(within(item).getByText('0x5FbD…0aa3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Analytics' }).getAttribute('href')).toBe(
      '/admin/analytics',
    );
  });
});
