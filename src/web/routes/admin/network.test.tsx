// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractContracts } from '~/shared/contracts/contracts';
import { networkContracts as api } from '~/shared/contracts/networks';
import { answer, type ContractStub } from '~/web/test/contract-api';
import { deploymentFixture, networkFixture } from '~/web/test/contract-fixtures';
import { contractKey } from '~/web/lib/contract-client';
import { monitorKeys, productKeys } from '~/web/lib/query-keys';
import { apiError, pending, renderRoute, type ApiHandler } from '~/web/test/render-route';
import * as module from './network';

beforeAll(() => import('~/web/features/wallet/wallet-root'), 60_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fuji = networkFixture({ deploymentCount: 1 });

const screenWith = (list: ContractStub<typeof api.list>, more: Record<string, ApiHandler> = {}) =>
  renderRoute({
    wallet: true,
    module,
    path: '/network',
    api: { ...answer(api.list, list), ...answer(api.active, () => []), ...more },
  });

/** Opens a network's edit dialog, types `value` into the field labelled `label` and saves. */
async function saveEdit(item: HTMLElement, label: string, value: string) {
  await userEvent.click(within(item).getByRole('button', { name: /Edit/ }));
  const dialog = await screen.findByRole('dialog');
  const field = within(dialog).getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save network' }));
  return { dialog, field };
}

describe('/network', () => {
  it('loading, then error', async () => {
    const loading = screenWith(pending);
    await screen.findByRole('heading', { name: 'Networks' });
    expect(loading.container.querySelector('.animate-pulse')).not.toBeNull();
    cleanup();
    screenWith(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/server/i);
  });

  it('empty: only the add button', async () => {
    screenWith(() => []);
    expect(await screen.findByRole('button', { name: 'Add network' })).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('a network in use cannot be deleted, nor its chain id changed', async () => {
    screenWith(() => [fuji]);
    const item = (await screen.findByRole('heading', { name: 'Avalanche Fuji' })).closest('li')!;
    const remove = within(item).getByRole('button', { name: /Delete/ });
    expect(remove.hasAttribute('disabled')).toBe(true);
    // The reason was only a hover title: now beside the button and read with it.
    const reason = "Can't delete: in use by 1 deployment(s). Deactivate it instead.";
    expect(within(item).getByText(reason)).toBeTruthy();
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
    await userEvent.click(within(item).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    const chainId = within(dialog).getByLabelText('Chain id') as HTMLInputElement;
    expect(chainId.readOnly).toBe(true);
    expect(within(dialog).getByText('Fixed: 1 deployment(s) were checked on this chain.')).toBeTruthy();
  });

  it('a network only capital sources read is in use too: no delete, chain id fixed', async () => {
    screenWith(() => [{ ...fuji, deploymentCount: 0, capitalSourceCount: 2 }]);
    const item = (await screen.findByRole('heading', { name: 'Avalanche Fuji' })).closest('li')!;
    expect(within(item).getByText('Capital sources').nextElementSibling?.textContent).toBe('2');
    expect(
      within(item)
        .getByRole('button', { name: /Delete/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    await userEvent.click(within(item).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Chain id') as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).getByText('Fixed: 2 capital source(s) were checked on this chain.')).toBeTruthy();
  });

  it('the server refusal lands on its field', async () => {
    screenWith(() => [{ ...fuji, deploymentCount: 0 }], {
      ...answer(api.update, () =>
        apiError(409, 'CONFLICT', 'Chain id taken', { chainId: 'Another network already uses chain id 1' }),
      ),
    });
    const item = (await screen.findByRole('heading', { name: 'Avalanche Fuji' })).closest('li')!;
    const { dialog, field: chainId } = await saveEdit(item, 'Chain id', '1');
    await vi.waitFor(() => expect(chainId.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Another network already uses chain id 1')).toBeTruthy();
  });

  it('an emptied chain id says it is required, not "at least 1", and sends nothing', async () => {
    const view = screenWith(() => [{ ...fuji, deploymentCount: 0 }]);
    const item = (await screen.findByRole('heading', { name: 'Avalanche Fuji' })).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    const chainId = within(dialog).getByLabelText('Chain id');
    await userEvent.clear(chainId);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save network' }));
    expect(await within(dialog).findByText('Chain id is required')).toBeTruthy();
    expect(chainId.getAttribute('aria-invalid')).toBe('true');
    expect(view.calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
  });

  it('a chain id typed as 1e3 is refused as not digits in the browser, and nothing is sent', async () => {
    const view = screenWith(() => [{ ...fuji, deploymentCount: 0 }]);
    const item = (await screen.findByRole('heading', { name: 'Avalanche Fuji' })).closest('li')!;
    const { dialog } = await saveEdit(item, 'Chain id', '1e3');
    expect(
      await within(dialog).findByText('Chain id must be a whole number of digits (0-9 only)'),
    ).toBeTruthy();
    expect(view.calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
  });

  // A local chain has no explorer: the demo saved its RPC node as one so the form would accept it.
  it('a network is created without an explorer; the list says None for it', async () => {
    const bodies: unknown[] = [];
    const local = networkFixture({ id: 'n-2', name: 'Local chain', chainId: 31337, explorerUrl: null });
    let list = [fuji];
    screenWith(() => list, {
      ...answer(api.create, ({ body }) => {
        bodies.push(body);
        list = [fuji, local];
        return local;
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add network' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Local chain');
    await userEvent.type(within(dialog).getByLabelText('Chain id'), '31337');
    await userEvent.type(within(dialog).getByLabelText('Currency symbol'), 'ETH');
    await userEvent.type(within(dialog).getByLabelText('RPC URL'), 'http://127.0.0.1:8545');
    expect((within(dialog).getByLabelText('Explorer URL (optional)') as HTMLInputElement).value).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create network' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Local chain', chainId: 31337, explorerUrl: null });
    const item = (await screen.findByRole('heading', { name: 'Local chain' })).closest('li')!;
    expect(within(item).getByText('Explorer').nextElementSibling?.textContent).toBe('None');
    const fujiItem = screen.getByRole('heading', { name: 'Avalanche Fuji' }).closest('li')!;
    expect(within(fujiItem).getByText('Explorer').nextElementSibling?.textContent).toBe(
      'https://testnet.snowtrace.io',
    );
  });

  it('a given explorer URL that is not http(s) is still refused in the browser', async () => {
    const view = screenWith(() => [{ ...fuji, deploymentCount: 0 }]);
    const item = (await screen.findByRole('heading', { name: 'Avalanche Fuji' })).closest('li')!;
    const { dialog } = await saveEdit(item, 'Explorer URL (optional)', 'ftp://explorer.example');
    expect(await within(dialog).findByText('Explorer URL must be a well-formed http(s) URL')).toBeTruthy();
    expect(view.calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
  });

  it('an edit marks the contracts, products and monitors read before it as stale (they carry the network)', async () => {
    const view = screenWith(() => [fuji], {
      ...answer(api.update, () => ({ ...fuji, name: 'Fuji renamed' })),
    });
    // The Contracts list and a product page, loaded earlier in the session, show the old network.
    view.queryClient.setQueryData(contractKey(contractContracts.list), [deploymentFixture()]);
    view.queryClient.setQueryData(productKeys.detail('p1'), { id: 'p1' });
    view.queryClient.setQueryData(monitorKeys.list(), []);
    const item = (await screen.findByRole('heading', { name: 'Avalanche Fuji' })).closest('li')!;
    await saveEdit(item, 'Name', 'Fuji renamed');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opening them again fetches them anew instead of showing the old name and chain id.
    expect(view.queryClient.getQueryState(contractKey(contractContracts.list))?.isInvalidated).toBe(true);
    expect(view.queryClient.getQueryState(productKeys.detail('p1'))?.isInvalidated).toBe(true);
    expect(view.queryClient.getQueryState(monitorKeys.list())?.isInvalidated).toBe(true);
  });
});
