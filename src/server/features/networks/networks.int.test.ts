import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicClient, custom } from 'viem';
import { describe, expect, it } from 'vitest';
import type { ActiveNetworkHealth, Network, NetworkHealth, PublicNetwork } from '~/shared/schemas/networks';
import { INITIAL_SUPPLY, type LocalChain } from '../../../../tests/chain/local-chain';
import { signUpAs, type SignedIn } from '../../test/auth';
import { withChainContext } from '../../test/chain-context';
import {
  createDeployedProduct,
  createNetworkRow,
  fujiPointedAt,
  uniqueChainId,
} from '../../test/contract-factories';
import { createCapitalSource, createProject } from '../../test/factories';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let chain: LocalChain;
let admin: SignedIn;

withChainContext((ctx) => {
  ({ t, chain, admin } = ctx);
});

const json = (body: unknown) => ({ method: 'POST', json: body, headers: admin.headers });
const valid = () => ({
  name: `Subnet ${uniqueChainId()}`,
  chainId: uniqueChainId(),
  symbol: 'SUB',
  rpcUrl: 'https://rpc.subnet.example/ext/bc/C/rpc',
  explorerUrl: 'https://explorer.subnet.example/',
});

describe('networks CRUD', () => {
  it('lists mainnets first, then by name, with the seeded Avalanche chains', async () => {
    await createNetworkRow(t.db, { name: 'Aardvark Testnet', isTestnet: true });
    await createNetworkRow(t.db, { name: 'Zebra Mainnet', isTestnet: false });
    const res = await t.request('/api/networks', { headers: admin.headers });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Network[];
    const order = list.map((n) => [n.isTestnet, n.name]);
    expect(order).toEqual(
      [...order].sort((a, b) => Number(a[0]) - Number(b[0]) || String(a[1]).localeCompare(String(b[1]))),
    );
    expect(list.find((n) => n.chainId === 43114)).toMatchObject({ symbol: 'AVAX', isTestnet: false });
    expect(list.find((n) => n.chainId === 43113)).toMatchObject({ symbol: 'AVAX', isTestnet: true });
  });

  it('creates, reads, updates and deletes a network', async () => {
    const input = valid();
    const created = await t.request('/api/networks', json(input));
    expect(created.status).toBe(201);
    const network = (await created.json()) as Network;
    // Trailing slashes are dropped so explorer links can be built as {explorer}/address/{address}.
    expect(network).toMatchObject({
      ...input,
      explorerUrl: 'https://explorer.subnet.example',
      isActive: true,
    });

    const got = await t.request(`/api/networks/${network.id}`, { headers: admin.headers });
    expect(((await got.json()) as Network).chainId).toBe(input.chainId);

    const patched = await t.request(`/api/networks/${network.id}`, {
      method: 'PATCH',
      json: { isActive: false, symbol: 'SUB2' },
      headers: admin.headers,
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ isActive: false, symbol: 'SUB2', name: input.name });

    const deleted = await t.request(`/api/networks/${network.id}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(deleted.status).toBe(204);
    expect((await t.request(`/api/networks/${network.id}`, { headers: admin.headers })).status).toBe(404);
  });

  it('changes only the fields a PATCH names', async () => {
    const testnet = await createNetworkRow(t.db, { isTestnet: true, isActive: false });
    const res = await t.request(`/api/networks/${testnet.id}`, {
      method: 'PATCH',
      json: { symbol: 'NEW' },
      headers: admin.headers,
    });
    expect(await res.json()).toMatchObject({
      symbol: 'NEW',
      isTestnet: true,
      isActive: false,
      name: testnet.name,
    });
  });

  it('keeps a Multicall3 address per network, seeded on the Avalanche chains', async () => {
    const all = (await (await t.request('/api/networks', { headers: admin.headers })).json()) as Array<{
      chainId: number;
      multicallAddress: string | null;
    }>;
    expect(all.find((n) => n.chainId === 43113)?.multicallAddress).toBe(
      '0xcA11bde05977b3631167028862bE2a173976CA11',
    );
    const row = await createNetworkRow(t.db);
    const patch = (multicallAddress: unknown) =>
      t.request(`/api/networks/${row.id}`, {
        method: 'PATCH',
        json: { multicallAddress },
        headers: admin.headers,
      });
    const set = await patch('0xca11bde05977b3631167028862be2a173976ca11');
    expect(await set.json()).toMatchObject({
      multicallAddress: '0xcA11bde05977b3631167028862bE2a173976CA11',
    });
    expect(await (await patch('')).json()).toMatchObject({ multicallAddress: null });
    const bad = await patch('0x12');
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.multicallAddress,
    ).toContain('Address must be 0x');
  });

  it('refuses a chain id already in use with 409 naming chainId', async () => {
    const res = await t.request('/api/networks', json({ ...valid(), chainId: 43114 }));
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error.message).toContain('chain id 43114');
    expect(body.error.fields).toHaveProperty('chainId');

    const other = await createNetworkRow(t.db);
    const patch = await t.request(`/api/networks/${other.id}`, {
      method: 'PATCH',
      json: { chainId: 43114 },
      headers: admin.headers,
    });
    expect(patch.status).toBe(409);
  });

  it.each([
    [{ rpcUrl: 'ftp://rpc.example' }, 'rpcUrl'],
    [{ rpcUrl: 'not a url' }, 'rpcUrl'],
    [{ explorerUrl: 'javascript:alert(1)' }, 'explorerUrl'],
    [{ rpcUrl: 'https://user:secret@rpc.example' }, 'rpcUrl'],
    [{ chainId: 0 }, 'chainId'],
    [{ chainId: 1.5 }, 'chainId'],
    [{ name: '  ' }, 'name'],
  ])('refuses %j naming %s', async (patch, field) => {
    const res = await t.request('/api/networks', json({ ...valid(), ...patch }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty(field);
  });

  it('creates a network without an explorer (a local chain): left out or blank, it is null', async () => {
    const left = await t.request('/api/networks', json({ ...valid(), explorerUrl: undefined }));
    expect(left.status).toBe(201);
    expect(((await left.json()) as Network).explorerUrl).toBeNull();
    const blank = await t.request('/api/networks', json({ ...valid(), explorerUrl: '  ' }));
    expect(blank.status).toBe(201);
    const network = (await blank.json()) as Network;
    expect(network.explorerUrl).toBeNull();
    // Wallets read it as none too.
    const active = (await (await t.request('/api/networks/active')).json()) as PublicNetwork[];
    expect(active.find((n) => n.id === network.id)).toMatchObject({ explorerUrl: null });
  });

  it('clears a stored explorer with a blank one on edit, and keeps it when not mentioned', async () => {
    const created = (await (await t.request('/api/networks', json(valid()))).json()) as Network;
    const patch = (body: unknown) =>
      t.request(`/api/networks/${created.id}`, { method: 'PATCH', json: body, headers: admin.headers });
    expect(((await (await patch({ symbol: 'SUB2' })).json()) as Network).explorerUrl).toBe(
      'https://explorer.subnet.example',
    );
    const cleared = await patch({ explorerUrl: '' });
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as Network).explorerUrl).toBeNull();
  });

  it('still refuses an explorer URL that is given but is not an http(s) URL', async () => {
    for (const [explorerUrl, message] of [
      ['not a url', 'Explorer URL must be a well-formed http(s) URL'],
      ['ftp://explorer.example', 'Explorer URL must be a well-formed http(s) URL'],
    ] as const) {
      const res = await t.request('/api/networks', json({ ...valid(), explorerUrl }));
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ explorerUrl: message });
    }
  });

  /** Sends `chainId` on a new network and on an edit of a stored one: each is a 400 naming chainId with `message`. */
  async function expectChainIdRefused(chainId: unknown, message: string) {
    const input = valid();
    const res = await t.request('/api/networks', json({ ...input, chainId }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ chainId: message });
    const row = await createNetworkRow(t.db);
    const patch = await t.request(`/api/networks/${row.id}`, {
      method: 'PATCH',
      json: { chainId },
      headers: admin.headers,
    });
    expect(patch.status).toBe(400);
    expect((await patch.json()).error.fields).toEqual({ chainId: message });
    return { input, row };
  }

  // They were coerced: true became chain 1 and [7] chain 7, and were stored.
  it.each([true, [7], { id: 7 }])('refuses chainId %j naming chainId, storing nothing', async (chainId) => {
    const { input, row } = await expectChainIdRefused(chainId, 'Chain id must be a number');
    const list = (await (await t.request('/api/networks', { headers: admin.headers })).json()) as Network[];
    expect(list.map((n) => n.name)).not.toContain(input.name);
    expect(list.find((n) => n.id === row.id)?.chainId).toBe(row.chainId);
  });

  // Number('') is 0: an emptied input said "must be at least 1" instead of asking for a value.
  it.each(['', '   ', null])('a blank chain id %j is required, on create and on edit', async (chainId) => {
    await expectChainIdRefused(chainId, 'Chain id is required');
  });

  // Number() read '1e3' as chain 1000 and a too-long id as a float that "must be a whole number".
  it.each(['1e3', '-5', '+5', '1.0', '0x10', '1_000', '12 34'])(
    'refuses chain id %j as not digits, on create and on edit',
    async (chainId) => {
      await expectChainIdRefused(chainId, 'Chain id must be a whole number of digits (0-9 only)');
    },
  );

  it.each([1e20, '100000000000000000000', '2147483648', 2147483648])(
    'refuses chain id %j as too large, naming the maximum',
    async (chainId) => {
      const res = await t.request('/api/networks', json({ ...valid(), chainId }));
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ chainId: 'Chain id must be at most 2147483647' });
    },
  );

  it('takes the largest chain id, typed with a leading zero', async () => {
    const res = await t.request('/api/networks', json({ ...valid(), chainId: ' 02147483647 ' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ chainId: 2147483647 });
  });

  it('takes a chain id typed as text', async () => {
    const input = valid();
    const res = await t.request('/api/networks', json({ ...input, chainId: String(input.chainId) }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ chainId: input.chainId });
  });

  /** A network one deployment uses. */
  async function networkInUse() {
    return (await createDeployedProduct(t.db)).network;
  }

  it('refuses to delete a network that deployments use', async () => {
    const network = await networkInUse();
    const res = await t.request(`/api/networks/${network.id}`, { method: 'DELETE', headers: admin.headers });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toContain('used by 1 deployment');
    expect((await t.request(`/api/networks/${network.id}`, { headers: admin.headers })).status).toBe(200);
  });

  /** A network a project's capital source reads (no deployment on it). */
  async function networkReadByCapital() {
    const network = await createNetworkRow(t.db);
    const project = await createProject(t.db);
    await createCapitalSource(t.db, {
      projectId: project.id,
      networkId: network.id,
      chainId: network.chainId,
      contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    });
    return network;
  }

  it('refuses to delete a network that capital sources read: 409 naming them, not a server error', async () => {
    const network = await networkReadByCapital();
    const listed = (await (await t.request('/api/networks', { headers: admin.headers })).json()) as Network[];
    // The list says so, so the screen can disable Delete before anyone tries.
    expect(listed.find((n) => n.id === network.id)).toMatchObject({
      deploymentCount: 0,
      capitalSourceCount: 1,
    });
    const res = await t.request(`/api/networks/${network.id}`, { method: 'DELETE', headers: admin.headers });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toContain('1 capital source');
    expect((await t.request(`/api/networks/${network.id}`, { headers: admin.headers })).status).toBe(200);
  });

  it('refuses a new chain id while capital sources read the network', async () => {
    const network = await networkReadByCapital();
    const res = await t.request(`/api/networks/${network.id}`, {
      method: 'PATCH',
      json: { chainId: uniqueChainId() },
      headers: admin.headers,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields.chainId).toContain('1 capital source(s)');
    const kept = (await (
      await t.request(`/api/networks/${network.id}`, { headers: admin.headers })
    ).json()) as Network;
    expect(kept.chainId).toBe(network.chainId);
  });

  it('refuses a new chain id while deployments use the network, and allows every other edit', async () => {
    const network = await networkInUse();
    const patch = (body: object) =>
      t.request(`/api/networks/${network.id}`, { method: 'PATCH', json: body, headers: admin.headers });

    const moved = await patch({ chainId: uniqueChainId(), name: 'Renamed' });
    expect(moved.status).toBe(409);
    const { error } = await moved.json();
    expect(error.fields.chainId).toContain('1 deployment(s) use this network');
    // Nothing of the refused edit was stored, the name included.
    const kept = (await (
      await t.request(`/api/networks/${network.id}`, { headers: admin.headers })
    ).json()) as Network;
    expect(kept).toMatchObject({ chainId: network.chainId, name: network.name });

    const renamed = await patch({ chainId: network.chainId, name: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Network).name).toBe('Renamed');

    const unused = await createNetworkRow(t.db);
    const free = await t.request(`/api/networks/${unused.id}`, {
      method: 'PATCH',
      json: { chainId: uniqueChainId() },
      headers: admin.headers,
    });
    expect(free.status).toBe(200);
  });
});

describe('GET /api/networks/active', () => {
  it('gives anyone the public fields of active networks only', async () => {
    const hidden = await createNetworkRow(t.db, { isActive: false });
    const res = await t.request('/api/networks/active');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const list = (await res.json()) as PublicNetwork[];
    expect(list.map((n) => n.id)).not.toContain(hidden.id);
    expect(list[0]!.isTestnet).toBe(false);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['chainId', 'explorerUrl', 'id', 'isTestnet', 'name', 'rpcUrl', 'symbol'].sort(),
    );
  });
});

describe('POST /api/networks/:id/health', () => {
  it('reports a matching chain id and the live latest block', async () => {
    const fuji = await fujiPointedAt(t.db, chain.rpcUrl);
    const first = await t.request(`/api/networks/${fuji.id}/health`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(first.status).toBe(200);
    const health = (await first.json()) as NetworkHealth;
    expect(health).toMatchObject({ ok: true, chainIdMatches: true, rpcChainId: 43113 });
    const before = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
    expect(health.latestBlock).toBe(Number(before));

    await chain.publicClient.request({ method: 'evm_mine' as never, params: [] as never });
    const second = (await (
      await t.request(`/api/networks/${fuji.id}/health`, { method: 'POST', headers: admin.headers })
    ).json()) as NetworkHealth;
    expect(second.latestBlock).toBe(Number(before) + 1);
  });

  it('flags an RPC that serves another chain', async () => {
    const wrong = await createNetworkRow(t.db, { rpcUrl: chain.rpcUrl });
    const res = await t.request(`/api/networks/${wrong.id}/health`, {
      method: 'POST',
      headers: admin.headers,
    });
    const health = (await res.json()) as NetworkHealth;
    expect(health).toMatchObject({
      ok: false,
      reachable: true,
      chainIdMatches: false,
      rpcChainId: 43113,
      summary: `Reachable, but the RPC reports chain id 43113, not ${wrong.chainId}`,
    });
    expect(health.summary).not.toMatch(/unreachable/i);
  });

  it('reports an unreachable RPC as a failed check, not a server error', async () => {
    const dead = await createNetworkRow(t.db, { rpcUrl: 'http://127.0.0.1:1' });
    const res = await t.request(`/api/networks/${dead.id}/health`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    const health = (await res.json()) as NetworkHealth;
    expect(health).toMatchObject({ ok: false, reachable: false, rpcChainId: null, latestBlock: null });
    expect(health.summary).toMatch(/^Unreachable: ./);
  });

  it('lists the health of every active network for the switcher', async () => {
    const fuji = await fujiPointedAt(t.db, chain.rpcUrl);
    const wrong = await createNetworkRow(t.db, { rpcUrl: chain.rpcUrl, name: 'Wrong chain' });
    const dead = await createNetworkRow(t.db, { rpcUrl: 'http://127.0.0.1:1', name: 'Dead RPC' });
    const res = await t.request('/api/networks/active/health', { headers: admin.headers });
    expect(res.status).toBe(200);
    const list = (await res.json()) as ActiveNetworkHealth[];
    const byId = new Map(list.map((h) => [h.id, h]));
    expect(byId.get(fuji.id)).toMatchObject({ ok: true, reachable: true });
    expect(byId.get(wrong.id)).toMatchObject({
      ok: false,
      reachable: true,
      summary: `Reachable, but the RPC reports chain id 43113, not ${wrong.chainId}`,
    });
    expect(byId.get(dead.id)).toMatchObject({ ok: false, reachable: false });
    expect(byId.get(dead.id)?.summary).toMatch(/^Unreachable: /);
  });
});

describe('POST /api/networks/:id/rpc (read-only proxy)', () => {
  const rpc = (id: string, body: unknown, headers = admin.headers) =>
    t.request(`/api/networks/${id}/rpc`, { method: 'POST', json: body, headers });

  it('lets viem read a contract through our own origin', async () => {
    const fuji = await fujiPointedAt(t.db, chain.rpcUrl);
    const client = createPublicClient({
      transport: custom({
        async request({ method, params }) {
          const body = await (await rpc(fuji.id, { jsonrpc: '2.0', id: 1, method, params })).json();
          if (body.error) throw Object.assign(new Error(body.error.message), body.error);
          return body.result;
        },
      }),
    });
    expect(await client.getChainId()).toBe(43113);
    expect(
      await client.readContract({ address: chain.address, abi: chain.abi, functionName: 'totalSupply' }),
    ).toBe(INITIAL_SUPPLY);
  });

  it('refuses methods that write or control the node, in batch order', async () => {
    const fuji = await fujiPointedAt(t.db, chain.rpcUrl);
    const before = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
    const res = await rpc(fuji.id, [
      { jsonrpc: '2.0', id: 'a', method: 'eth_blockNumber' },
      { jsonrpc: '2.0', id: 'b', method: 'evm_mine', params: [] },
      { jsonrpc: '2.0', id: 'c', method: 'eth_sendRawTransaction', params: ['0x00'] },
      { jsonrpc: '2.0', id: 'd', method: 'eth_chainId' },
    ]);
    expect(res.status).toBe(200);
    const answers = (await res.json()) as Array<{ id: string; result?: string; error?: { code: number } }>;
    expect(answers.map((a) => a.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(Number(answers[0]!.result)).toBe(Number(before));
    expect(answers[1]!.error?.code).toBe(-32601);
    expect(answers[2]!.error?.code).toBe(-32601);
    expect(answers[3]!.result).toBe('0xa869');
    expect(await chain.publicClient.getBlockNumber({ cacheTime: 0 })).toBe(before);
  });

  it('answers 502 for an unreachable node and 400 for a body that is not JSON-RPC', async () => {
    const dead = await createNetworkRow(t.db, { rpcUrl: 'http://127.0.0.1:1' });
    expect((await rpc(dead.id, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).status).toBe(502);
    const bad = await rpc(dead.id, { method: 'eth_chainId' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('jsonrpc');
  });

  it('answers 502 when the node does not speak JSON-RPC 2.0', async () => {
    const node = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 1, result: '0x1' })); // no "jsonrpc": "2.0"
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = node.address() as AddressInfo;
      const odd = await createNetworkRow(t.db, { rpcUrl: `http://127.0.0.1:${port}` });
      const res = await rpc(odd.id, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
      expect(res.status).toBe(502);
      expect((await res.json()).error.message).toMatch(/not JSON-RPC/);
    } finally {
      await new Promise((resolve) => node.close(resolve));
    }
  });

  it('is for admins only', async () => {
    const user = await signUpAs(t, { role: 'user' });
    const fuji = await fujiPointedAt(t.db, chain.rpcUrl);
    expect((await rpc(fuji.id, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, user.headers)).status).toBe(
      403,
    );
  });
});

describe('who may call the networks API', () => {
  it('refuses anonymous callers (401) and plain users (403); super admins pass', async () => {
    const user = await signUpAs(t, { role: 'user' });
    const superAdmin = await signUpAs(t, { role: 'super_admin' });
    expect((await t.request('/api/networks')).status).toBe(401);
    expect((await t.request('/api/networks', { headers: user.headers })).status).toBe(403);
    expect((await t.request('/api/networks', { method: 'POST', json: valid() })).status).toBe(401);
    expect(
      (await t.request('/api/networks', { method: 'POST', json: valid(), headers: user.headers })).status,
    ).toBe(403);
    expect((await t.request('/api/networks', { headers: superAdmin.headers })).status).toBe(200);
  });
});
