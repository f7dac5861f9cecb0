import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abiHash } from '~/shared/abi';
import type { ProxyInfo } from '~/shared/schemas/contracts';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import type { AbiServices } from '../../../../tests/chain/abi-services';
import type { LocalChain } from '../../../../tests/chain/local-chain';
import { deployProxyFixtures, type ProxyFixtures } from '../../../../tests/chain/proxy-fixtures';
import type { SignedIn } from '../../test/auth';
import { withAbiServicesContext } from '../../test/chain-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let chain: LocalChain;
let services: AbiServices;
let fx: ProxyFixtures;
let admin: SignedIn;
let fujiId: string;

withAbiServicesContext((ctx) => {
  ({ t, chain, services, admin, fujiId } = ctx);
}, 2000);
beforeAll(async () => {
  fx = await deployProxyFixtures(chain);
});
beforeEach(() => {
  services.explorer.clear();
  services.sourcify.clear();
});

async function register(address: string, abi: unknown, label: string) {
  const res = await t.request('/api/contracts', {
    method: 'POST',
    headers: admin.headers,
    json: {
      networkId: fujiId,
      address,
      label,
      abiSource: 'pasted',
      abi: JSON.stringify(abi),
      adminFunctions: [],
      newProduct: { name: `${label} ${Math.random().toString(36).slice(2)}` },
      // Tests register one proxy address again under a new product.
      confirmOtherProducts: true,
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as DeploymentDetail;
}

async function proxyInfo(id: string) {
  const res = await t.request(`/api/contracts/${id}/proxy`, { headers: admin.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as ProxyInfo;
}

describe('proxy detection', () => {
  it('finds the EIP-1967 implementation and admin at registration and on every console open', async () => {
    services.explorer.set(fx.implementationV1.toLowerCase(), fx.v1Abi);
    const d = await register(fx.proxy, fx.proxyAbi, 'Vault proxy');
    expect(d).toMatchObject({ proxyKind: 'eip1967', implementationAddress: fx.implementationV1 });

    const info = await proxyInfo(d.id);
    expect(info).toMatchObject({
      isProxy: true,
      kind: 'eip1967',
      implementation: fx.implementationV1,
      admin: chain.ownerAddress,
      beacon: null,
      registeredImplementation: fx.implementationV1,
      upgraded: false,
      abiMessage: null,
    });
    // Not registered on this network: fetched from the explorer, then kept for this proxy.
    expect(info.implementationAbi).toMatchObject({ from: 'explorer' });
    expect(abiHash(info.implementationAbi!.abi)).toBe(abiHash(fx.v1Abi));
    services.explorer.clear();
    expect((await proxyInfo(d.id)).implementationAbi).toMatchObject({ from: 'explorer' });
  });

  it('reads a beacon proxy through its beacon', async () => {
    const d = await register(fx.beaconProxy, fx.v1Abi, 'Beacon vault');
    expect(d).toMatchObject({ proxyKind: 'beacon', implementationAddress: fx.implementationV1 });
    expect(await proxyInfo(d.id)).toMatchObject({
      kind: 'beacon',
      beacon: fx.beacon,
      implementation: fx.implementationV1,
      admin: null,
    });
  });

  it('finds EIP-1822 (PROXIABLE slot) and EIP-1167 minimal proxies', async () => {
    const uups = await register(fx.proxiableProxy, fx.v1Abi, 'UUPS vault');
    expect(uups).toMatchObject({ proxyKind: 'eip1822', implementationAddress: fx.implementationV1 });
    const clone = await register(fx.clone, fx.v1Abi, 'Vault clone');
    expect(clone).toMatchObject({ proxyKind: 'eip1167', implementationAddress: fx.implementationV1 });
    expect(await proxyInfo(clone.id)).toMatchObject({ isProxy: true, kind: 'eip1167', upgraded: false });
  });

  it('says a plain contract is not a proxy', async () => {
    const d = await register(chain.address, chain.abi, 'Plain token');
    expect(d.proxyKind).toBeNull();
    expect(await proxyInfo(d.id)).toMatchObject({ isProxy: false, implementation: null, upgraded: false });
  });
});

describe('the implementation ABI and upgrades', () => {
  it('prefers a contract registered at the implementation address, asks for the ABI when none is known, and warns after an upgrade', async () => {
    // A separate proxy, so the kept ABI of the first test does not answer here.
    const d = await register(fx.proxy, fx.proxyAbi, 'Upgrade watch');
    const implementation = await register(fx.implementationV1, fx.v1Abi, 'Vault implementation V1');
    const info = await proxyInfo(d.id);
    expect(info.implementationAbi).toMatchObject({ from: 'registered', name: 'Vault implementation V1' });

    await fx.upgradeToV2();
    const upgraded = await proxyInfo(d.id);
    expect(upgraded).toMatchObject({
      implementation: fx.implementationV2,
      registeredImplementation: fx.implementationV1,
      upgraded: true,
      implementationAbi: null,
    });
    expect(upgraded.abiMessage).toBe(
      "The implementation's ABI is not registered on Avalanche Fuji Testnet and no verified ABI found (explorer: Contract source code not verified; Sourcify: not verified there). Paste the ABI, upload a JSON file or pick one from the library.",
    );

    // The admin pastes it in the console.
    const pasted = await t.request(`/api/contracts/${d.id}/implementation-abi`, {
      method: 'PUT',
      headers: admin.headers,
      json: { abiSource: 'pasted', abi: JSON.stringify(fx.v2Abi) },
    });
    expect(pasted.status).toBe(200);
    const after = (await pasted.json()) as ProxyInfo;
    expect(after).toMatchObject({ upgraded: true, implementationAbi: { from: 'pasted' }, abiMessage: null });
    expect(abiHash(after.implementationAbi!.abi)).toBe(abiHash(fx.v2Abi));
    expect(implementation.proxyKind).toBeNull();
  });

  it('refuses an implementation ABI for a contract that is not a proxy, and a malformed one, naming abi', async () => {
    const plain = await register(chain.address, chain.abi, 'Not a proxy');
    const put = (id: string, abi: string) =>
      t.request(`/api/contracts/${id}/implementation-abi`, {
        method: 'PUT',
        headers: admin.headers,
        json: { abiSource: 'pasted', abi },
      });
    const res = await put(plain.id, JSON.stringify(chain.abi));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.abi).toBe(
      'This contract is not a proxy; replace its own ABI instead',
    );
    const bad = await put(plain.id, '{"x":1}');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.abi).toContain(
      'ABI must be a JSON array',
    );
  });
});
