import { inArray } from 'drizzle-orm';
import { getAddress } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { abiHash } from '~/shared/abi';
import type { ContractRegistrationInput } from '~/shared/schemas/contracts';
import type { Deployment, DeploymentDetail } from '~/shared/schemas/deployments';
import type { Product } from '~/shared/schemas/products';
import type { LocalChain } from '../../../../tests/chain/local-chain';
import { contractMonitors, monitorAlerts } from '../../db/schema/index';
import { signUpAs, type SignedIn } from '../../test/auth';
import { withChainContext } from '../../test/chain-context';
import {
  createDeployedProduct,
  createNetworkRow,
  createProductRow,
  fujiPointedAt,
} from '../../test/contract-factories';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let chain: LocalChain;
let admin: SignedIn;
let fujiId: string;

withChainContext((ctx) => {
  ({ t, chain, admin } = ctx);
});
beforeAll(async () => {
  fujiId = (await fujiPointedAt(t.db, chain.rpcUrl)).id;
});

const register = (
  body: Partial<ContractRegistrationInput> & Record<string, unknown>,
  headers = admin.headers,
) => t.request('/api/contracts', { method: 'POST', json: body, headers });

const pasted = (overrides: Record<string, unknown> = {}) => ({
  networkId: fujiId,
  address: chain.address,
  abiSource: 'pasted' as const,
  abi: JSON.stringify(chain.abi),
  adminFunctions: ['mint(address,uint256)'],
  newProduct: { name: `Hatch ${Math.random().toString(36).slice(2)}`, tags: ['token', 'defi'] },
  // Most tests register the one local token again under a fresh product; that asks for this.
  confirmOtherProducts: true,
  ...overrides,
});

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
}

describe('POST /api/contracts', () => {
  it('asks for confirmation before registering an address already under another product', async () => {
    const first = (await (await register(pasted())).json()) as DeploymentDetail;
    const firstProduct = (await (
      await t.request(`/api/products/${first.productId}`, { headers: admin.headers })
    ).json()) as Product;
    const other = await createProductRow(t.db, { name: 'Second home' });
    const unconfirmed = pasted({
      newProduct: undefined,
      productId: other.id,
      confirmOtherProducts: undefined,
    });
    const res = await register(unconfirmed);
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error.code).toBe('CONFIRMATION_REQUIRED');
    expect(error.message).toContain(
      `already registered on Avalanche Fuji Testnet under "${firstProduct.name}"`,
    );
    expect(error.fields?.address).toContain(firstProduct.name);
    // Nothing was saved under the second product.
    const before = (await (
      await t.request(`/api/products/${other.id}`, { headers: admin.headers })
    ).json()) as { deployments: unknown[] };
    expect(before.deployments).toEqual([]);

    const confirmed = await register({ ...unconfirmed, confirmOtherProducts: true });
    expect(confirmed.status).toBe(201);
    expect(((await confirmed.json()) as DeploymentDetail).productId).toBe(other.id);
    // A brand-new product is asked about too.
    const fresh = await register(pasted({ confirmOtherProducts: undefined }));
    expect((await errorOf(fresh)).code).toBe('CONFIRMATION_REQUIRED');
  });

  it('registers a deployed contract with a pasted ABI and a new product', async () => {
    const res = await register(pasted({ address: chain.address.toLowerCase(), label: 'HATCH token' }));
    expect(res.status).toBe(201);
    const d = (await res.json()) as DeploymentDetail;
    expect(d.contractAddress).toBe(chain.address); // checksummed
    expect(d).toMatchObject({ chainId: 43113, networkId: fujiId, label: 'HATCH token', abiSource: 'pasted' });
    expect(d.abi.abiHash).toBe(abiHash(d.abi.abi));
    expect(d.adminFunctions).toEqual(['mint(address,uint256)']);
    expect(d.explorerAddressUrl).toBe(`https://testnet.snowtrace.io/address/${chain.address}`);
    expect(d.network.rpcUrl).toBe(chain.rpcUrl);

    const product = (await (
      await t.request(`/api/products/${d.productId}`, { headers: admin.headers })
    ).json()) as Product;
    expect(product).toMatchObject({
      tags: ['token', 'defi'],
      isActive: true,
      userId: admin.user.id,
      deploymentCount: 1,
    });
  });

  it('takes an ABI from the library and accepts an uploaded Hardhat artifact', async () => {
    const erc20 = (
      (await (await t.request('/api/standard-abis', { headers: admin.headers })).json()) as Array<{
        id: string;
        contractType: string;
        name: string;
      }>
    ).find((s) => s.contractType === 'ERC20')!;
    const fromLibrary = await register(
      pasted({ abiSource: 'library', abi: undefined, standardAbiId: erc20.id, adminFunctions: ['transfer'] }),
    );
    expect(fromLibrary.status).toBe(201);
    const d = (await fromLibrary.json()) as DeploymentDetail;
    expect(d.abi).toMatchObject({ source: 'library', standardAbiId: erc20.id, name: erc20.name });
    // A bare, unambiguous name is stored as its signature.
    expect(d.adminFunctions).toEqual(['transfer(address,uint256)']);

    const uploaded = await register(
      pasted({ abiSource: 'uploaded', abi: JSON.stringify({ contractName: 'HatchToken', abi: chain.abi }) }),
    );
    expect(uploaded.status).toBe(201);
    expect(((await uploaded.json()) as DeploymentDetail).abi.source).toBe('uploaded');
  });

  it('refuses an address with no contract code (an EOA) naming address', async () => {
    const res = await register(pasted({ address: chain.otherAddress }));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.message).toBe(`No contract code found at ${chain.otherAddress} on Avalanche Fuji Testnet`);
    expect(error.fields?.address).toBe(error.message);
  });

  it('refuses an address where nothing was ever deployed', async () => {
    const empty = getAddress('0x000000000000000000000000000000000000dEaD');
    const res = await register(pasted({ address: empty }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain(`No contract code found at ${empty}`);
  });

  it.each([
    ['0x123', 'Address must be 0x followed by 40 hexadecimal characters'],
    ['hello', 'Address must be 0x followed by 40 hexadecimal characters'],
    ['0x5FbDB2315678afecb367f032d93F642f64180aA3', 'wrong checksum'],
  ])('refuses the malformed address %s naming address', async (address, message) => {
    const res = await register(pasted({ address }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.address).toContain(message);
  });

  it.each([
    ['malformed JSON', '[{"type":"function"', 'ABI is not valid JSON'],
    ['non-ABI JSON', '{"name":"HatchToken"}', 'ABI must be a JSON array'],
    ['a fragment without a valid type', '[{"type":"method","name":"x"}]', 'unknown type "method"'],
    [
      'duplicate signatures',
      JSON.stringify([
        { type: 'function', name: 'mint', inputs: [{ type: 'address' }, { type: 'uint256' }], outputs: [] },
        { type: 'function', name: 'mint', inputs: [{ type: 'address' }, { type: 'uint' }], outputs: [] },
      ]),
      'Duplicate function signature mint(address,uint256)',
    ],
  ])('refuses %s naming abi', async (_label, abi, message) => {
    const res = await register(pasted({ abi }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.abi).toContain(message);
  });

  it('refuses admin functions that are not functions of the ABI', async () => {
    const res = await register(pasted({ adminFunctions: ['mint(address,uint256)', 'selfDestruct()'] }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.adminFunctions).toBe('Not functions of this ABI: selfDestruct()');
  });

  it('refuses a duplicate deployment on the same product and chain with 409', async () => {
    const product = await createProductRow(t.db);
    const first = await register(pasted({ newProduct: undefined, productId: product.id }));
    expect(first.status).toBe(201);
    const again = await register(
      pasted({ newProduct: undefined, productId: product.id, address: chain.address.toLowerCase() }),
    );
    expect(again.status).toBe(409);
    expect((await errorOf(again)).fields).toHaveProperty('address');
    const detail = (await (
      await t.request(`/api/products/${product.id}`, { headers: admin.headers })
    ).json()) as {
      deployments: unknown[];
    };
    expect(detail.deployments).toHaveLength(1);
  });

  it('refuses a missing product, network or library choice, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ newProduct: undefined }, 'productId'],
      [{ newProduct: undefined, productId: crypto.randomUUID() }, 'productId'],
      [{ networkId: crypto.randomUUID() }, 'networkId'],
      [{ abiSource: 'library', abi: undefined }, 'standardAbiId'],
      [{ abiSource: 'library', standardAbiId: crypto.randomUUID() }, 'standardAbiId'],
    ];
    for (const [patch, field] of cases) {
      const res = await register(pasted(patch));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect((await errorOf(res)).fields, JSON.stringify(patch)).toHaveProperty(field);
    }
  });

  it('answers 502 when the network RPC cannot be reached, and stores nothing', async () => {
    const dead = await createNetworkRow(t.db, { rpcUrl: 'http://127.0.0.1:1', name: 'Dead Net' });
    const name = `Never ${Math.random()}`;
    const res = await register(pasted({ networkId: dead.id, newProduct: { name } }));
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toContain('Could not reach the Dead Net RPC');
    const products = (await (
      await t.request('/api/products', { headers: admin.headers })
    ).json()) as Product[];
    expect(products.map((p) => p.name)).not.toContain(name);
  });
});

describe('GET and DELETE /api/contracts', () => {
  it('lists, reads and deletes registered contracts', async () => {
    const created = (await (await register(pasted())).json()) as DeploymentDetail;
    const list = (await (
      await t.request('/api/contracts', { headers: admin.headers })
    ).json()) as Deployment[];
    expect(list[0]!.id).toBe(created.id);
    expect(list[0]).not.toHaveProperty('abi');

    const one = await t.request(`/api/contracts/${created.id}`, { headers: admin.headers });
    expect(((await one.json()) as DeploymentDetail).abi.abi).toEqual(created.abi.abi);

    expect(
      (await t.request(`/api/contracts/${created.id}`, { method: 'DELETE', headers: admin.headers })).status,
    ).toBe(204);
    expect((await t.request(`/api/contracts/${created.id}`, { headers: admin.headers })).status).toBe(404);
    expect((await t.request('/api/contracts/not-a-uuid', { headers: admin.headers })).status).toBe(400);
  });

  it('answers no explorer link for a deployment on a network without an explorer (a local chain)', async () => {
    const { deployment } = await createDeployedProduct(t.db, { network: { explorerUrl: null } });
    const list = (await (
      await t.request('/api/contracts', { headers: admin.headers })
    ).json()) as Deployment[];
    expect(list.find((d) => d.id === deployment.id)).toMatchObject({
      contractAddress: deployment.contractAddress,
      explorerAddressUrl: null,
    });
    const one = (await (
      await t.request(`/api/contracts/${deployment.id}`, { headers: admin.headers })
    ).json()) as DeploymentDetail;
    expect(one.explorerAddressUrl).toBeNull();
    expect(one.network.explorerUrl).toBeNull();
  });

  // The confirmation named only the deployment and its ABI: its monitors and alerts went silently.
  it('counts what a delete takes along and refuses a delete confirmed for another monitor count', async () => {
    const created = (await (await register(pasted())).json()) as DeploymentDetail;
    const monitorIds: string[] = [];
    for (const name of ['Failed writes', 'Failed writes again']) {
      const res = await t.request('/api/monitors', {
        method: 'POST',
        json: { deploymentId: created.id, name, kind: 'failed_tx' },
        headers: admin.headers,
      });
      expect(res.status).toBe(201);
      monitorIds.push(((await res.json()) as { id: string }).id);
    }
    await t.db.insert(monitorAlerts).values(
      [0, 1, 2].map((i) => ({
        monitorId: monitorIds[i % 2]!,
        dedupeKey: `tx:${i}`,
        summary: 'Failed',
        args: {},
      })),
    );
    const read = async () =>
      (await (
        await t.request(`/api/contracts/${created.id}`, { headers: admin.headers })
      ).json()) as DeploymentDetail;
    expect(await read()).toMatchObject({ monitorCount: 2, alertCount: 3, launchScheduleCount: 0 });
    const listed = (await (
      await t.request('/api/contracts', { headers: admin.headers })
    ).json()) as Deployment[];
    expect(listed.find((d) => d.id === created.id)).toMatchObject({ monitorCount: 2, alertCount: 3 });

    const remove = (query: string) =>
      t.request(`/api/contracts/${created.id}${query}`, { method: 'DELETE', headers: admin.headers });
    const stale = await remove('?monitors=1');
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toContain('now has 2 monitor(s), not the 1 you reviewed');
    const bad = await remove('?monitors=some');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ monitors: 'monitors must be a whole number' });
    expect(await read()).toMatchObject({ monitorCount: 2 });

    expect((await remove('?monitors=2')).status).toBe(204);
    const left = await t.db.select().from(contractMonitors).where(inArray(contractMonitors.id, monitorIds));
    expect(left).toEqual([]);
  });

  it('changes the label and admin functions, checked against the ABI', async () => {
    const created = (await (await register(pasted())).json()) as DeploymentDetail;
    const patch = (body: unknown) =>
      t.request(`/api/contracts/${created.id}`, { method: 'PATCH', json: body, headers: admin.headers });
    const res = await patch({ label: 'Renamed', adminFunctions: ['mint', 'transfer(address,uint256)'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      label: 'Renamed',
      adminFunctions: ['mint(address,uint256)', 'transfer(address,uint256)'],
    });
    const bad = await patch({ adminFunctions: ['rugPull()'] });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.adminFunctions).toContain('rugPull()');
    const kept = (await (
      await t.request(`/api/contracts/${created.id}`, { headers: admin.headers })
    ).json()) as DeploymentDetail;
    expect(kept.adminFunctions).toEqual(['mint(address,uint256)', 'transfer(address,uint256)']);
  });

  // Two admins editing the label: the second save silently replaced the first.
  it('refuses a label edit that started from another label with 409 naming the current one', async () => {
    const created = (await (await register(pasted({ label: 'Token' }))).json()) as DeploymentDetail;
    const patch = (body: unknown) =>
      t.request(`/api/contracts/${created.id}`, { method: 'PATCH', json: body, headers: admin.headers });
    expect((await patch({ label: 'First edit', labelWas: 'Token' })).status).toBe(200);
    const stale = await patch({ label: 'Second edit', labelWas: 'Token', adminFunctions: [] });
    expect(stale.status).toBe(409);
    const message =
      'Someone changed this label since you opened it: it is now "First edit". Save again to replace it.';
    expect(await errorOf(stale)).toMatchObject({ code: 'CONFLICT', message, fields: { label: message } });
    const kept = (await (
      await t.request(`/api/contracts/${created.id}`, { headers: admin.headers })
    ).json()) as DeploymentDetail;
    expect(kept).toMatchObject({ label: 'First edit', adminFunctions: created.adminFunctions });

    expect((await patch({ label: null, labelWas: 'First edit' })).status).toBe(200);
    const fromEmpty = await patch({ label: 'Again', labelWas: 'Token' });
    expect((await errorOf(fromEmpty)).message).toContain('it is now empty');
    expect(await (await patch({ label: 'Again', labelWas: '' })).json()).toMatchObject({ label: 'Again' });
  });

  it("lists only the caller's own products' contracts with ?mine=true", async () => {
    const other = await signUpAs(t, { role: 'admin' });
    const theirs = (await (await register(pasted(), other.headers)).json()) as DeploymentDetail;
    const mine = (await (await register(pasted())).json()) as DeploymentDetail;
    const listed = (await (
      await t.request('/api/contracts?mine=true', { headers: admin.headers })
    ).json()) as Deployment[];
    expect(listed.map((d) => d.id)).toContain(mine.id);
    expect(listed.map((d) => d.id)).not.toContain(theirs.id);
    expect(listed.every((d) => d.adminFunctions.length > 0)).toBe(true);
  });

  it('is for admins only', async () => {
    const user = await signUpAs(t, { role: 'user' });
    expect((await t.request('/api/contracts')).status).toBe(401);
    expect((await t.request('/api/contracts', { headers: user.headers })).status).toBe(403);
    expect((await register(pasted(), user.headers)).status).toBe(403);
  });
});
