// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAbi } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractContracts } from '~/shared/contracts/contracts';
import { standardAbiContracts } from '~/shared/contracts/standard-abis';
import { answer, type ContractStub } from '~/web/test/contract-api';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import type { Network } from '~/shared/schemas/networks';
import { deploymentDetailFixture, networkFixture, TOKEN_ADDRESS } from '~/web/test/contract-fixtures';
import { apiError, pending, renderRoute, type ApiHandler } from '~/web/test/render-route';
import * as contractsNew from './contracts-new';
import * as contractsWizard from './contracts-wizard';
import * as productsNewEnhanced from './products-new-enhanced';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const N1 = '00000000-0000-4000-8000-0000000000e1';
const address = TOKEN_ADDRESS;
const abi = parseAbi(['function mint(address to, uint256 amount)']);

const network = (over: Partial<Network> = {}) => networkFixture({ id: N1, ...over });

const registered: DeploymentDetail = deploymentDetailFixture(abi, {
  id: 'd-7',
  label: 'Hatch token',
  abiName: 'HatchToken',
});

const render = (
  module: typeof contractsNew | typeof contractsWizard | typeof productsNewEnhanced,
  path: string,
  networks: ApiHandler,
  register: ContractStub<typeof contractContracts.register> = () => registered,
) =>
  renderRoute({
    module,
    path,
    api: {
      'GET /api/networks': networks,
      ...answer(standardAbiContracts.list, () => []),
      'GET /api/products': () => [],
      ...answer(contractContracts.register, register),
    },
  });

const networkField = () => screen.getByLabelText('Network') as HTMLSelectElement;
const hintOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const expectedBody = {
  networkId: N1,
  address,
  label: 'Hatch token',
  abiSource: 'pasted',
  abi: JSON.stringify(abi),
  adminFunctions: ['mint(address,uint256)'],
  newProduct: { name: 'Launchpad', isActive: true },
};

describe('/contracts/new', () => {
  it('loading, empty and failed network lists each say so on the Network field', async () => {
    render(contractsNew, '/contracts/new', pending);
    expect(await screen.findByRole('option', { name: 'Loading networks…' })).toBeTruthy();
    cleanup();
    render(contractsNew, '/contracts/new', () => [network({ isActive: false })]);
    await vi.waitFor(() =>
      expect(hintOf(networkField())).toBe(
        'No active network yet. Add or activate one on the Network page first.',
      ),
    );
    expect(screen.queryByRole('option', { name: /Avalanche Fuji/ })).toBeNull();
    cleanup();
    render(contractsNew, '/contracts/new', () => apiError(500, 'INTERNAL_ERROR', 'boom'));
    await vi.waitFor(() => expect(networkField().getAttribute('aria-invalid')).toBe('true'));
    expect(hintOf(networkField())).toContain('Server error. Please try again later.');
  });

  it('a server refusal lands on the field it names; a registration posts every field and opens the console', async () => {
    const posted: unknown[] = [];
    let refuse = true;
    const { router } = render(
      contractsNew,
      '/contracts/new',
      () => [network()],
      ({ body }) => {
        posted.push(body);
        if (refuse) {
          refuse = false;
          return apiError(400, 'VALIDATION_ERROR', 'Invalid input', {
            address: 'No contract code at this address',
          });
        }
        return registered;
      },
    );
    await screen.findByRole('option', { name: 'Avalanche Fuji (chain 43113) · testnet' });
    await userEvent.selectOptions(networkField(), N1);
    await userEvent.type(screen.getByLabelText('Contract address'), address);
    await userEvent.type(screen.getByLabelText('Label (optional)'), 'Hatch token');
    await userEvent.click(screen.getByLabelText('ABI JSON'));
    await userEvent.paste(JSON.stringify(abi));
    await userEvent.click(await screen.findByRole('checkbox', { name: /mint\(address,uint256\)/ }));
    await userEvent.type(screen.getByLabelText('Product name'), 'Launchpad');
    await userEvent.click(screen.getByRole('button', { name: 'Register contract' }));

    const addressField = screen.getByLabelText('Contract address');
    await vi.waitFor(() => expect(addressField.getAttribute('aria-invalid')).toBe('true'));
    expect(hintOf(addressField)).toContain('No contract code at this address');
    // The refusal holds the form until the field it names is edited.
    await userEvent.clear(addressField);
    await userEvent.type(addressField, address);

    await userEvent.click(screen.getByRole('button', { name: 'Register contract' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/interfaces/d-7'));
    expect(posted).toEqual([expectedBody, expectedBody]);
  });
});

describe('/contracts/wizard', () => {
  it('holds each step until it is valid, then registers with the same body', async () => {
    const posted: unknown[] = [];
    const { router } = render(
      contractsWizard,
      '/contracts/wizard',
      () => [network()],
      ({ body }) => {
        posted.push(body);
        return registered;
      },
    );
    const step = () => screen.getByRole('heading', { level: 2 }).textContent;
    expect(await screen.findByRole('heading', { name: 'Step 1 of 5: Network' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(step()).toBe('Step 1 of 5: Network');
    expect(hintOf(networkField())).toContain('Choose a network');

    await screen.findByRole('option', { name: /Avalanche Fuji/ });
    await userEvent.selectOptions(networkField(), N1);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(step()).toBe('Step 2 of 5: Address');
    await userEvent.type(screen.getByLabelText('Contract address'), address);
    await userEvent.type(screen.getByLabelText('Label (optional)'), 'Hatch token');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByLabelText('ABI JSON'));
    await userEvent.paste(JSON.stringify(abi));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(step()).toBe('Step 4 of 5: Admin functions');
    await userEvent.click(screen.getByRole('checkbox', { name: /mint\(address,uint256\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(step()).toBe('Step 5 of 5: Review');
    expect(
      within(screen.getByRole('list', { name: 'Steps' }))
        .getAllByRole('listitem')
        .find((li) => li.getAttribute('aria-current') === 'step')?.textContent,
    ).toBe('5. Review');
    await userEvent.type(screen.getByLabelText('Product name'), 'Launchpad');
    await userEvent.click(screen.getByRole('button', { name: /Register/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/interfaces/d-7'));
    expect(posted).toEqual([expectedBody]);
  });

  it('a server refusal jumps back to the step owning the field, which holds until the field is edited', async () => {
    const posted: unknown[] = [];
    render(
      contractsWizard,
      '/contracts/wizard',
      () => [network()],
      ({ body }) => {
        posted.push(body);
        return apiError(400, 'VALIDATION_ERROR', 'Invalid input', {
          address: 'No contract code at this address',
        });
      },
    );
    const step = () => screen.getByRole('heading', { level: 2 }).textContent;
    const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('option', { name: /Avalanche Fuji/ });
    await userEvent.selectOptions(networkField(), N1);
    await next();
    await userEvent.type(screen.getByLabelText('Contract address'), address);
    await next();
    await userEvent.click(screen.getByLabelText('ABI JSON'));
    await userEvent.paste(JSON.stringify(abi));
    await next();
    await next();
    await userEvent.type(screen.getByLabelText('Product name'), 'Launchpad');
    await userEvent.click(screen.getByRole('button', { name: /Register/ }));

    await vi.waitFor(() => expect(step()).toBe('Step 2 of 5: Address'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    const addressField = screen.getByLabelText('Contract address');
    expect(addressField.getAttribute('aria-invalid')).toBe('true');
    expect(hintOf(addressField)).toContain('No contract code at this address');
    await next();
    expect(step()).toBe('Step 2 of 5: Address');
    expect(hintOf(addressField)).toContain('No contract code at this address');
    await userEvent.clear(addressField);
    await userEvent.type(addressField, address);
    expect(addressField.getAttribute('aria-invalid')).toBeNull();
    await next();
    expect(step()).toBe('Step 3 of 5: ABI');
    expect(posted).toHaveLength(1);
  });
});

describe('/products/new-enhanced', () => {
  it('is the wizard under its own title, with the network list loading, failed and ready', async () => {
    render(productsNewEnhanced, '/products/new-enhanced', pending);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product wizard' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Loading networks…' })).toBeTruthy();
    cleanup();
    render(productsNewEnhanced, '/products/new-enhanced', () => apiError(500, 'INTERNAL_ERROR', 'boom'));
    await vi.waitFor(() => expect(networkField().getAttribute('aria-invalid')).toBe('true'));
    expect(hintOf(networkField())).toContain('Server error. Please try again later.');
    cleanup();
    render(productsNewEnhanced, '/products/new-enhanced', () => [network()]);
    expect(await screen.findByRole('heading', { name: 'Step 1 of 5: Network' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: /Avalanche Fuji/ })).toBeTruthy();
  });
});
