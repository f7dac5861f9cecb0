// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { networkContracts } from '~/shared/contracts/networks';
import { productContracts } from '~/shared/contracts/products';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { productFixture } from '~/web/test/contract-fixtures';
import { apiError, pending, renderRoute } from '~/web/test/render-route';
import * as module from './products';

// The wallet chunk (wagmi, viem) is lazy in the app; load it once up front, not inside a wait.
beforeAll(() => import('~/web/features/wallet/wallet-root'), 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = productFixture;

const screenWith = (products: ContractStub<typeof productContracts.list>) =>
  renderRoute({
    wallet: true,
    module,
    path: '/products',
    api: {
      ...answer(productContracts.list, products),
      ...answer(networkContracts.active, () => []),
    },
  });

describe('/products', () => {
  it('loading: a placeholder and no list yet', async () => {
    const { container } = screenWith(pending);
    await screen.findByRole('heading', { name: 'Products' });
    expect(container.querySelector('.animate-pulse')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('empty: says there are no products', async () => {
    screenWith(() => []);
    expect(await screen.findByText('No products yet.')).toBeTruthy();
  });

  it('error: says why', async () => {
    screenWith(() => apiError(503, 'INTERNAL_ERROR', 'down'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/server/i);
  });

  it('success: each product links to its page with its deployments', async () => {
    screenWith(() => [product(), product({ id: 'p-2', name: 'Vault', isActive: false, deploymentCount: 1 })]);
    expect((await screen.findByRole('link', { name: 'Launchpad' })).getAttribute('href')).toBe(
      '/products/p-1',
    );
    expect(screen.getByText('2 deployments')).toBeTruthy();
    expect(screen.getByText('1 deployment')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
  });
});
