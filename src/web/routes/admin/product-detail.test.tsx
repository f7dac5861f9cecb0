// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractContracts } from '~/shared/contracts/contracts';
import type { ProductDetail } from '~/shared/schemas/products';
import { parseAbi } from 'viem';
import { networkContracts } from '~/shared/contracts/networks';
import { productContracts } from '~/shared/contracts/products';
import { publicProjectContracts } from '~/shared/contracts/public-projects';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { deploymentDetailFixture, productFixture, transactionFixture } from '~/web/test/contract-fixtures';
import { apiError, pending, renderRoute, type ApiHandler } from '~/web/test/render-route';
import * as module from './product-detail';

beforeAll(() => import('~/web/features/wallet/wallet-root'), 60_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  ...productFixture({ deploymentCount: 0 }),
  deployments: [],
  launchSchedules: [],
  transactions: [],
  ...over,
});

const screenWith = (
  product: ContractStub<typeof productContracts.get>,
  more: Record<string, ApiHandler> = {},
) =>
  renderRoute({
    wallet: true,
    module,
    path: '/products/:id',
    url: '/products/p-1',
    api: {
      ...answer(productContracts.get, product),
      ...answer(networkContracts.active, () => []),
      ...answer(publicProjectContracts.list, () => ({ projects: [], total: 0 })),
      ...more,
    },
  });

describe('/products/:id', () => {
  it('loading: the loader asks for the product before the wallet chunk does', async () => {
    const { calls, container } = screenWith(pending);
    await vi.waitFor(() => expect(calls).toContain('GET /api/networks/active'));
    expect(calls.indexOf('GET /api/products/p-1')).toBeGreaterThan(-1);
    expect(calls.indexOf('GET /api/products/p-1')).toBeLessThan(calls.indexOf('GET /api/networks/active'));
    await vi.waitFor(() => expect(container.querySelector('.animate-pulse')).not.toBeNull());
  });

  it('a missing product says so with a way back', async () => {
    screenWith(() => apiError(404, 'NOT_FOUND', 'Product not found'));
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This product does not exist or was deleted.');
    expect(screen.getByRole('link', { name: 'Back to products' })).toBeTruthy();
  });

  it('an empty product shows the empty sections', async () => {
    screenWith(() => detail());
    expect(await screen.findByRole('heading', { name: 'Launchpad', level: 1 })).toBeTruthy();
    expect(screen.getByText('No deployments yet.')).toBeTruthy();
    expect(screen.getByText('No launches planned.')).toBeTruthy();
    expect(screen.getByText('No transactions recorded yet.')).toBeTruthy();
  });

  it('a delete says how many deployments were reviewed; refused because that changed, the page reloads the product', async () => {
    const deletes: string[] = [];
    const view = screenWith(
      () => detail(),
      answer(productContracts.delete, ({ url }) => {
        deletes.push(url.search);
        return apiError(409, 'CONFLICT', 'Launchpad now has 1 deployment(s), not the 0 you reviewed');
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Launchpad?' });
    const reads = view.calls.filter((c) => c === 'GET /api/products/p-1').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    await vi.waitFor(() => expect(deletes).toEqual(['?deployments=0']));
    await vi.waitFor(() =>
      expect(view.calls.filter((c) => c === 'GET /api/products/p-1').length).toBeGreaterThan(reads),
    );
  });

  // The confirmation named only the deployment and its ABI: its monitors and alerts went silently.
  it('a deployment delete names its monitors, alerts and launch schedules, and sends the monitor count seen', async () => {
    const deletes: string[] = [];
    const deployment = deploymentDetailFixture(parseAbi(['function mint(address to, uint256 amount)']), {
      monitorCount: 2,
      alertCount: 5,
      launchScheduleCount: 1,
    });
    screenWith(() => detail({ deploymentCount: 1, deployments: [deployment] }), {
      ...answer(contractContracts.delete, ({ url }) => {
        deletes.push(url.search);
        return apiError(409, 'CONFLICT', 'This deployment now has 3 monitor(s), not the 2 you reviewed');
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Hatch token' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Hatch token?' });
    expect(dialog.textContent).toContain('2 monitors, 5 alerts and 1 launch schedule will be deleted too.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete deployment' }));
    await vi.waitFor(() => expect(deletes).toEqual(['?monitors=2']));
  });

  it('a label edit sends the label it started from; a stale one shows the current label on the field', async () => {
    const bodies: unknown[] = [];
    const message =
      'Someone changed this label since you opened it: it is now "Theirs". Save again to replace it.';
    const deployment = deploymentDetailFixture(parseAbi(['function mint(address to, uint256 amount)']));
    const view = screenWith(() => detail({ deploymentCount: 1, deployments: [deployment] }), {
      ...answer(contractContracts.update, ({ body }) => {
        bodies.push(body);
        return apiError(409, 'CONFLICT', message, { label: message });
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Hatch token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hatch token' });
    const field = within(dialog).getByLabelText('Label');
    await userEvent.clear(field);
    await userEvent.type(field, 'Mine');
    const reads = view.calls.filter((c) => c === 'GET /api/products/p-1').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save deployment' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(bodies).toEqual([
      { label: 'Mine', labelWas: 'Hatch token', adminFunctions: ['mint(address,uint256)'] },
    ]);
    await vi.waitFor(() =>
      expect(view.calls.filter((c) => c === 'GET /api/products/p-1').length).toBeGreaterThan(reads),
    );
  });

  it('lists the journal and refuses an empty launch date on its field', async () => {
    screenWith(() => detail({ transactions: [transactionFixture()] }));
    const journal = await screen.findByRole('table', { name: 'Transaction journal' });
    const row = within(journal).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('mint(address,uint256)');
    expect(row.textContent).toContain('43113');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule launch' }));
    const date = screen.getByLabelText('Planned launch date');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Planned launch date is required',
    );
  });

  it("links each journal hash to its chain's explorer, and none on a chain without one", async () => {
    const abi = parseAbi(['function mint(address to, uint256 amount)']);
    const fuji = deploymentDetailFixture(abi);
    const local = {
      ...deploymentDetailFixture(abi, { id: 'd-2', chainId: 31337 }),
      network: { ...fuji.network, id: 'n-2', chainId: 31337, explorerUrl: null },
    };
    const localHash = `0x${'cd'.repeat(32)}`;
    screenWith(() =>
      detail({
        deploymentCount: 2,
        deployments: [fuji, local],
        transactions: [
          transactionFixture(),
          transactionFixture({ id: 't-2', deploymentId: 'd-2', chainId: 31337, txHash: localHash }),
        ],
      }),
    );
    const journal = await screen.findByRole('table', { name: 'Transaction journal' });
    const [, onFuji, onLocal] = within(journal).getAllByRole('row');
    expect(within(onFuji!).getByRole('link').getAttribute('href')).toBe(
      `https://testnet.snowtrace.io/tx/${transactionFixture().txHash}`,
    );
    expect(within(onLocal!).queryByRole('link')).toBeNull();
    expect(onLocal!.textContent).toContain(localHash.slice(0, 6));
  });

  it('tells a chain-confirmed status from a failure a browser reported', async () => {
    screenWith(() =>
      detail({
        transactions: [
          transactionFixture({ status: 'reverted', blockNumber: 42, error: 'Transaction reverted' }),
          transactionFixture({
            id: 't-2',
            txHash: `0x${'cd'.repeat(32)}`,
            status: 'failed',
            error: 'User rejected the request',
            reportedBy: 'u-admin',
            reportedByName: 'Ada Admin',
          }),
        ],
      }),
    );
    const journal = await screen.findByRole('table', { name: 'Transaction journal' });
    const [, confirmed, reported] = within(journal).getAllByRole('row');
    expect(confirmed!.textContent).toContain('revertedConfirmed on chain, block 42');
    expect(reported!.textContent).toContain('failedReported by Ada Admin, not confirmed on chain');
    expect(reported!.textContent).not.toContain('Confirmed on chain');
  });

  it("shows the server's range message for a launch date before sending it", async () => {
    const { calls } = screenWith(() => detail());
    const date = await screen.findByLabelText('Planned launch date');
    await userEvent.type(date, '1999-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule launch' }));
    await vi.waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Planned launch date must be between 2000-01-01 and 2100-12-31',
    );
    expect(calls.some((c) => c.startsWith('POST '))).toBe(false);
  });
});
