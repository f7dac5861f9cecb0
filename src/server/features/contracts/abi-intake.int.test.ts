import { eq } from 'drizzle-orm';
import type { Abi } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { abiHash } from '~/shared/abi';
import type { AbiLookup, AbiReplacementPreview } from '~/shared/schemas/contracts';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import type { Network } from '~/shared/schemas/networks';
import { sourcifyKey, type AbiServices } from '../../../../tests/chain/abi-services';
import type { LocalChain } from '../../../../tests/chain/local-chain';
import { networks } from '../../db/schema/index';
import type { SignedIn } from '../../test/auth';
import { withAbiServicesContext } from '../../test/chain-context';
import type { TestContext } from '../../test/harness';

let t: TestContext;
let chain: LocalChain;
let services: AbiServices;
let admin: SignedIn;
let fujiId: string;

// A short fetch timeout keeps the hanging-service cases quick; the value itself is not asserted on.
withAbiServicesContext((ctx) => {
  ({ t, chain, services, admin, fujiId } = ctx);
}, 400);
beforeEach(async () => {
  services.explorer.clear();
  services.sourcify.clear();
  services.hang.explorer = false;
  services.hang.sourcify = false;
  await t.db
    .update(networks)
    .set({ explorerApiUrl: services.explorerApiUrl, explorerApiKey: null })
    .where(eq(networks.id, fujiId));
});

const lookup = async (address = chain.address) => {
  const res = await t.request('/api/contracts/abi-lookup', {
    method: 'POST',
    json: { networkId: fujiId, address },
    headers: admin.headers,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as AbiLookup;
};

const register = (body: Record<string, unknown>) =>
  t.request('/api/contracts', {
    method: 'POST',
    headers: admin.headers,
    json: {
      networkId: fujiId,
      address: chain.address,
      adminFunctions: [],
      newProduct: { name: `Fetched ${Math.random().toString(36).slice(2)}` },
      // Every test registers the one token address again under a new product.
      confirmOtherProducts: true,
      ...body,
    },
  });

/** The token's ABI without its mint function, and with an extra view: what an older build had. */
const olderAbi = (): Abi => [
  ...chain.abi.filter((i) => !('name' in i) || i.name !== 'mint'),
  {
    type: 'function',
    name: 'legacyCap',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
];

describe('POST /api/contracts/abi-lookup', () => {
  it('takes the ABI from the network explorer first, sending the API key only there', async () => {
    services.explorer.set(chain.address.toLowerCase(), chain.abi);
    services.sourcify.set(sourcifyKey(43113, chain.address), { abi: olderAbi(), match: 'exact_match' });
    await t.db.update(networks).set({ explorerApiKey: 'secret-key-123' }).where(eq(networks.id, fujiId));
    services.explorerRequests.length = 0;

    const found = await lookup();
    expect(found).toMatchObject({
      found: true,
      source: 'explorer',
      verification: 'full',
      message: null,
      proxy: null,
    });
    expect(abiHash(found.abi!)).toBe(abiHash(chain.abi));
    const query = services.explorerRequests.at(-1)!;
    expect(Object.fromEntries(query)).toMatchObject({
      module: 'contract',
      action: 'getabi',
      address: chain.address,
      apikey: 'secret-key-123',
      chainid: '43113',
    });

    // The key is write-only: admins see that one is set, never the key.
    const listed = await (await t.request('/api/networks', { headers: admin.headers })).text();
    expect(listed).not.toContain('secret-key-123');
    const fuji = (JSON.parse(listed) as Network[]).find((n) => n.id === fujiId)!;
    expect(fuji).toMatchObject({ hasExplorerApiKey: true, explorerApiUrl: services.explorerApiUrl });
    const active = await (await t.request('/api/networks/active')).text();
    expect(active).not.toContain('secret-key-123');
    expect(active).not.toContain('explorerApiUrl');
  });

  it('falls back to Sourcify (full and partial match) when the explorer has not verified it', async () => {
    services.sourcify.set(sourcifyKey(43113, chain.address), {
      abi: chain.abi,
      match: 'match',
      sources: { 'contracts/HatchToken.sol': 'contract HatchToken {}' },
    });
    const partial = await lookup();
    expect(partial).toMatchObject({
      found: true,
      source: 'sourcify',
      verification: 'partial',
      attempts: [{ source: 'explorer', message: 'Contract source code not verified' }],
    });

    services.sourcify.set(sourcifyKey(43113, chain.address), {
      abi: chain.abi,
      match: 'exact_match',
      sources: { 'contracts/HatchToken.sol': 'contract HatchToken {}' },
    });
    expect(await lookup()).toMatchObject({ found: true, source: 'sourcify', verification: 'full' });
  });

  it('falls back past services that do not answer in time and says what to do instead', async () => {
    services.hang.explorer = true;
    services.hang.sourcify = true;
    const none = await lookup();
    expect(none).toMatchObject({
      found: false,
      abi: null,
      attempts: [
        { source: 'explorer', message: 'no answer within 0.4 s' },
        { source: 'sourcify', message: 'no answer within 0.4 s' },
      ],
    });
    expect(none.message).toBe(
      'No verified ABI found (explorer: no answer within 0.4 s; Sourcify: no answer within 0.4 s). Paste the ABI, upload a JSON file or pick one from the library.',
    );

    // The explorer still hangs; Sourcify answers: its ABI is used.
    services.hang.sourcify = false;
    services.sourcify.set(sourcifyKey(43113, chain.address), { abi: chain.abi, match: 'exact_match' });
    expect(await lookup()).toMatchObject({ found: true, source: 'sourcify' });
  });

  it('refuses a malformed address naming address', async () => {
    const res = await t.request('/api/contracts/abi-lookup', {
      method: 'POST',
      json: { networkId: fujiId, address: '0x12' },
      headers: admin.headers,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.address).toContain('Address must be 0x followed by 40 hexadecimal characters');
  });
});

describe('registering with a fetched ABI', () => {
  it('stores where the ABI came from, its verification, sources and hash', async () => {
    services.sourcify.set(sourcifyKey(43113, chain.address), {
      abi: chain.abi,
      match: 'exact_match',
      sources: { 'contracts/HatchToken.sol': 'contract HatchToken { /* verified */ }' },
    });
    const res = await register({ abiSource: 'fetched', adminFunctions: ['mint'] });
    expect(res.status).toBe(201);
    const d = (await res.json()) as DeploymentDetail;
    expect(d.abiSource).toBe('sourcify');
    expect(d.abi).toMatchObject({
      source: 'sourcify',
      verification: 'full',
      abiHash: abiHash(chain.abi),
      sourceText: '// contracts/HatchToken.sol\ncontract HatchToken { /* verified */ }',
    });
    expect(d.adminFunctions).toEqual(['mint(address,uint256)']);
    expect(d.proxyKind).toBeNull();
  });

  it('keeps the pasted text as the source and marks it unverified', async () => {
    const text = JSON.stringify({ contractName: 'HatchToken', abi: chain.abi });
    const d = (await (await register({ abiSource: 'pasted', abi: text })).json()) as DeploymentDetail;
    expect(d.abi).toMatchObject({ source: 'pasted', verification: 'unverified', sourceText: text });
  });

  it('refuses on the abi field when nothing is verified anywhere', async () => {
    const res = await register({ abiSource: 'fetched' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.abi).toBe(
      'No verified ABI found (explorer: Contract source code not verified; Sourcify: not verified there). Paste the ABI, upload a JSON file or pick one from the library.',
    );
  });
});

describe('replacing a registered ABI', () => {
  async function registeredWithOlderAbi() {
    const res = await register({
      abiSource: 'pasted',
      abi: JSON.stringify(olderAbi()),
      adminFunctions: ['legacyCap'],
    });
    expect(res.status).toBe(201);
    return (await res.json()) as DeploymentDetail;
  }
  const preview = (id: string, body: Record<string, unknown>) =>
    t.request(`/api/contracts/${id}/abi/preview`, { method: 'POST', json: body, headers: admin.headers });
  const save = (id: string, body: Record<string, unknown>) =>
    t.request(`/api/contracts/${id}/abi`, { method: 'PUT', json: body, headers: admin.headers });

  it('previews a re-import from the explorer rated breaking, then saves the reviewed ABI', async () => {
    const d = await registeredWithOlderAbi();
    services.explorer.set(chain.address.toLowerCase(), chain.abi);
    const res = await preview(d.id, { abiSource: 'fetched' });
    expect(res.status).toBe(200);
    const p = (await res.json()) as AbiReplacementPreview;
    expect(p).toMatchObject({ source: 'explorer', verification: 'full', abiHash: abiHash(chain.abi) });
    expect(p.diff.rating).toBe('breaking');
    expect(p.diff.changes).toEqual([
      { rating: 'breaking', kind: 'function', change: 'removed', signature: 'legacyCap()' },
      { rating: 'minor', kind: 'function', change: 'added', signature: 'mint(address,uint256)' },
    ]);
    expect(p.droppedAdminFunctions).toEqual(['legacyCap()']);

    // Nothing is saved by the preview.
    const unchanged = (await (
      await t.request(`/api/contracts/${d.id}`, { headers: admin.headers })
    ).json()) as DeploymentDetail;
    expect(unchanged.abi.abiHash).toBe(d.abi.abiHash);

    // Saving without the reviewed hash, or with another one, is refused.
    expect((await save(d.id, { abiSource: 'fetched' })).status).toBe(400);
    const stale = await save(d.id, { abiSource: 'fetched', confirmHash: d.abi.abiHash });
    expect(stale.status).toBe(409);

    const saved = await save(d.id, { abiSource: 'fetched', confirmHash: p.abiHash });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { deployment: DeploymentDetail; diff: { rating: string } };
    expect(body.diff.rating).toBe('breaking');
    expect(body.deployment.abi).toMatchObject({
      source: 'explorer',
      verification: 'full',
      abiHash: p.abiHash,
    });
    expect(body.deployment.adminFunctions).toEqual([]);
  });

  it('rates a pasted replacement that only adds functions minor', async () => {
    const d = (await (
      await register({
        abiSource: 'pasted',
        abi: JSON.stringify(chain.abi.filter((i) => !('name' in i) || i.name !== 'mint')),
      })
    ).json()) as DeploymentDetail;
    const p = (await (
      await preview(d.id, { abiSource: 'pasted', abi: JSON.stringify(chain.abi) })
    ).json()) as AbiReplacementPreview;
    expect(p.diff).toEqual({
      rating: 'minor',
      changes: [{ rating: 'minor', kind: 'function', change: 'added', signature: 'mint(address,uint256)' }],
    });
    const res = await save(d.id, {
      abiSource: 'pasted',
      abi: JSON.stringify(chain.abi),
      confirmHash: p.abiHash,
    });
    expect(res.status).toBe(200);
  });

  it('names the abi field for a malformed replacement', async () => {
    const d = await registeredWithOlderAbi();
    const res = await preview(d.id, { abiSource: 'pasted', abi: '[{"type":' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.abi).toContain('ABI is not valid JSON');
  });
});
