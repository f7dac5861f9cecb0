// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractContracts } from '~/shared/contracts/contracts';
import { standardAbiContracts } from '~/shared/contracts/standard-abis';
import type { StandardAbi } from '~/shared/schemas/standard-abis';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { apiError, pending, renderRoute } from '~/web/test/render-route';
import * as module from './contracts';

beforeAll(() => import('~/web/features/wallet/wallet-root'), 60_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const erc20 = {
  id: 's-1',
  name: 'ERC20 token',
  contractType: 'ERC20',
  abi: [],
  description: 'Fungible token',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} satisfies StandardAbi;

const screenWith = (
  deployments: ContractStub<typeof contractContracts.list>,
  abis: ContractStub<typeof standardAbiContracts.list> = () => [erc20],
) =>
  renderRoute({
    wallet: true,
    module,
    path: '/contracts',
    api: {
      ...answer(contractContracts.list, deployments),
      ...answer(standardAbiContracts.list, abis),
      'GET /api/networks/active': () => [],
    },
  });

describe('/contracts', () => {
  it('loading and error of the deployments', async () => {
    const loading = screenWith(pending);
    await screen.findByRole('heading', { name: 'Contracts' });
    await vi.waitFor(() => expect(loading.container.querySelector('.animate-pulse')).not.toBeNull());
    cleanup();
    screenWith(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/server/i);
  });

  it('empty deployments point to the wizard; the library lists every ABI, inactive ones too', async () => {
    const { calls } = screenWith(() => []);
    expect(await screen.findByText('No contracts registered yet. Start with the wizard.')).toBeTruthy();
    expect(await screen.findByText('ERC20')).toBeTruthy();
    expect(calls).toContain('GET /api/standard-abis?includeInactive=true');
  });
});
