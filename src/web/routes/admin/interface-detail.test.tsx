// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeEventTopics, getAddress, pad, parseAbi, toHex } from 'viem';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractContracts } from '~/shared/contracts/contracts';
import { shortAddress } from '~/shared/format';
import { journalContracts } from '~/shared/contracts/journal';
import { answer, type ContractStub } from '~/web/test/contract-api';
import type { ProxyInfo } from '~/shared/schemas/contracts';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import { deploymentDetailFixture, transactionFixture } from '~/web/test/contract-fixtures';
import { apiError, pending, renderRoute, type ApiHandler } from '~/web/test/render-route';
import * as module from './interface-detail';

beforeAll(() => import('~/web/features/wallet/wallet-root'), 60_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const abi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function mint(address to, uint256 amount)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);

const detail: DeploymentDetail = deploymentDetailFixture(abi);

const notProxy: ProxyInfo = {
  isProxy: false,
  kind: null,
  implementation: null,
  admin: null,
  beacon: null,
  registeredImplementation: null,
  upgraded: false,
  implementationAbi: null,
  abiMessage: null,
};

const tx = transactionFixture();

const screenWith = (
  deployment: ContractStub<typeof contractContracts.get>,
  journal: ContractStub<typeof journalContracts.list> = () => [],
  more: Record<string, ApiHandler> = {},
) =>
  renderRoute({
    wallet: true,
    module,
    path: '/interfaces/:id',
    url: '/interfaces/d-1',
    api: {
      ...answer(contractContracts.get, deployment),
      ...answer(journalContracts.list, journal),
      ...answer(contractContracts.proxy, () => notProxy),
      'GET /api/networks/active': () => [],
      ...more,
    },
  });

describe('/interfaces/:id', () => {
  it('loading: the loader asks for the deployment and its journal; a placeholder stands in', async () => {
    const { calls, container } = screenWith(pending, pending);
    await vi.waitFor(() => expect(calls).toContain('GET /api/contracts/d-1'));
    expect(calls).toContain('GET /api/deployments/d-1/transactions');
    await vi.waitFor(() => expect(container.querySelector('.animate-pulse')).not.toBeNull());
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('not found: says the contract does not exist, with a way back', async () => {
    screenWith(() => apiError(404, 'NOT_FOUND', 'Deployment not found'));
    expect(await screen.findByRole('heading', { name: 'Contract not found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This contract does not exist or was deleted.');
    expect(screen.getByRole('link', { name: 'Back to interfaces' }).getAttribute('href')).toBe('/interfaces');
  });

  it('error: a server failure says why', async () => {
    screenWith(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect(await screen.findByRole('heading', { name: 'Contract console' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Server error. Please try again later.');
  });

  it("proxy check: an unreachable RPC is named; this server's own failure keeps the generic text", async () => {
    const proxyAnswering = (stub: ContractStub<typeof contractContracts.proxy>) =>
      screenWith(
        () => ({ ...detail, proxyKind: 'eip1967' }),
        undefined,
        answer(contractContracts.proxy, stub),
      );
    proxyAnswering(() =>
      apiError(502, 'NETWORK_ERROR', 'Could not reach the Avalanche Fuji RPC: HTTP request failed.'),
    );
    expect((await screen.findByText(/Could not check the proxy/)).textContent).toBe(
      'Could not check the proxy: Could not reach the Avalanche Fuji RPC: HTTP request failed.',
    );
    cleanup();
    proxyAnswering(() => apiError(500, 'INTERNAL_ERROR', 'boom'));
    expect((await screen.findByText(/Could not check the proxy/)).textContent).toBe(
      'Could not check the proxy: Server error. Please try again later.',
    );
  });

  it('success: read functions first, write functions on their tab, and the empty journal', async () => {
    screenWith(() => detail);
    expect(await screen.findByRole('heading', { name: 'Hatch token', level: 1 })).toBeTruthy();
    expect(screen.getByText('Avalanche Fuji (43113)')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Read', 'Write', 'Events', 'Roles']);
    const read = screen.getByRole('tabpanel');
    expect(within(read).getByRole('region', { name: /balanceOf/ })).toBeTruthy();
    expect(within(read).queryByRole('region', { name: /mint/ })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Write' }));
    const write = screen.getByRole('tabpanel');
    expect(within(write).getByRole('region', { name: /mint/ })).toBeTruthy();
    expect(within(write).queryByRole('region', { name: /balanceOf/ })).toBeNull();
    expect(within(write).getByText(/Connect a wallet/)).toBeTruthy();
    expect(await screen.findByText(/No transactions/)).toBeTruthy();
  });

  it('events: a range holding more logs than are listed says how many it holds', async () => {
    const transfer = encodeEventTopics({ abi, eventName: 'Transfer' })[0]!;
    const word = (n: number) => pad(toHex(n));
    const logs = Array.from({ length: 250 }, (_, i) => ({
      address: detail.contractAddress,
      blockHash: word(i + 1),
      blockNumber: toHex(9_000 + i),
      data: word(1),
      logIndex: '0x0',
      transactionHash: word(100_000 + i),
      transactionIndex: '0x0',
      topics: [transfer, word(0), word(1)],
      removed: false,
    }));
    const rpc = ({ body }: { body: unknown }) => {
      const { id, method } = body as { id: number; method: string };
      const result = method === 'eth_blockNumber' ? toHex(10_000) : method === 'eth_getLogs' ? logs : null;
      return { jsonrpc: '2.0', id, result };
    };
    screenWith(() => detail, undefined, { 'POST /api/networks/:id/rpc': rpc });
    await userEvent.click(await screen.findByRole('tab', { name: 'Events' }));
    const panel = screen.getByRole('tabpanel');
    expect((await within(panel).findByText(/^Blocks 5000 to 10000/)).textContent).toBe(
      'Blocks 5000 to 10000: 250 events (the newest 200 shown; narrow the blocks or pick an event to see the rest)',
    );
    expect(within(panel).getAllByRole('listitem')).toHaveLength(200);
  });

  // From block X to latest was not checked: the RPC's raw range error showed.
  it('an open-ended range wider than 50,000 blocks says what to do, and the RPC is not asked for logs', async () => {
    const methods: string[] = [];
    const rpc = ({ body }: { body: unknown }) => {
      const { id, method } = body as { id: number; method: string };
      methods.push(method);
      return { jsonrpc: '2.0', id, result: method === 'eth_blockNumber' ? toHex(100_000) : [] };
    };
    screenWith(() => detail, undefined, { 'POST /api/networks/:id/rpc': rpc });
    await userEvent.click(await screen.findByRole('tab', { name: 'Events' }));
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByText(/^Blocks 95000 to 100000/);
    await userEvent.type(within(panel).getByLabelText('From block'), '10');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply filter' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Blocks 10 to latest (100000) are more than 50,000 blocks. Pick a range of at most 50,000 blocks: a from block of 50000 or later, or a to block.',
    );
    expect(methods.filter((m) => m === 'eth_getLogs')).toHaveLength(1);
  });

  // The demo's local chain had its RPC node saved as its explorer, so every link opened JSON-RPC.
  it('a network without an explorer (a local chain): the address, proxy and hashes are plain text', async () => {
    const implementation = getAddress(`0x${'11'.repeat(20)}`);
    const proxy = () => ({
      ...notProxy,
      isProxy: true,
      kind: 'eip1967' as const,
      implementation,
      registeredImplementation: implementation,
    });
    const linksTo = (text: string) =>
      screen.queryAllByRole('link').filter((a) => a.textContent?.includes(text)).length;
    // With an explorer: each one is a link into it.
    screenWith(
      () => ({ ...detail, proxyKind: 'eip1967' }),
      () => [tx],
      answer(contractContracts.proxy, proxy),
    );
    await screen.findByText(implementation);
    await screen.findByRole('table', { name: /journal/i });
    expect(linksTo(detail.contractAddress)).toBe(1);
    expect(linksTo(implementation)).toBe(1);
    expect(within(screen.getByRole('table', { name: /journal/i })).queryAllByRole('link')).toHaveLength(1);
    cleanup();

    screenWith(
      () => ({
        ...detail,
        proxyKind: 'eip1967',
        explorerAddressUrl: null,
        network: { ...detail.network, explorerUrl: null },
      }),
      () => [tx],
      answer(contractContracts.proxy, proxy),
    );
    expect(await screen.findByText(implementation)).toBeTruthy();
    const journal = await screen.findByRole('table', { name: /journal/i });
    expect(screen.getAllByText(detail.contractAddress).length).toBeGreaterThan(0);
    expect(linksTo(detail.contractAddress)).toBe(0);
    expect(linksTo(implementation)).toBe(0);
    expect(within(journal).queryAllByRole('link')).toHaveLength(0);
    expect(within(journal).getByText(shortAddress(tx.txHash))).toBeTruthy();
    expect(screen.queryByText(/explorer/)).toBeNull();
  });

  it('success: the journal lists what was sent; its failure says why', async () => {
    screenWith(
      () => detail,
      () => [tx],
    );
    const journal = await screen.findByRole('table', { name: /journal/i });
    expect(within(journal).getAllByRole('row')[1]!.textContent).toContain('mint(address,uint256)');
    cleanup();
    screenWith(
      () => detail,
      () => apiError(500, 'INTERNAL_ERROR', 'boom'),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/Server error/);
  });

  it('a pending write can be checked on the chain again; the row then shows its outcome', async () => {
    let stored = transactionFixture({ id: 't-2', status: 'pending' });
    const bodies: unknown[] = [];
    const view = screenWith(
      () => detail,
      () => [stored, tx],
      answer(journalContracts.update, ({ params, body }) => {
        bodies.push({ ...params, body });
        stored = { ...stored, status: 'success', blockNumber: 12 };
        return stored;
      }),
    );
    const journal = await screen.findByRole('table', { name: /journal/i });
    // Only the pending row offers the check; a mined one is final.
    const check = within(journal).getByRole('button', { name: /Check status of 0xabab/ });
    expect(within(journal).getAllByRole('button', { name: /Check status/ })).toHaveLength(1);
    await userEvent.click(check);
    await vi.waitFor(() =>
      expect(within(journal).queryByRole('button', { name: /Check status/ })).toBeNull(),
    );
    expect(bodies).toEqual([{ id: 'd-1', txId: 't-2', body: { verify: true } }]);
    expect(within(journal).getAllByRole('row')[1]!.textContent).toContain('success');
    // The journal is read again after the check.
    const patched = view.calls.indexOf('PATCH /api/deployments/d-1/transactions/t-2');
    expect(view.calls.lastIndexOf('GET /api/deployments/d-1/transactions')).toBeGreaterThan(patched);
  });
});
