import { eq } from 'drizzle-orm';
import { createPublicClient, http, keccak256, toHex, type Abi } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import type { ContractTransaction } from '~/shared/schemas/journal';
import { compileDemoContracts } from '../../../../scripts/demo-contracts';
import { startDemoChain } from '../../../../scripts/demo-chain/start-chain.mjs';
import { signUpAs } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { contractDeployments, networks } from '../schema/index';
import {
  DEMO_CHAIN_ID,
  DEMO_NETWORK_NAME,
  DEMO_TEST_KEYS,
  demoChainInstructions,
  seedDemoChain,
} from './demo-chain';
import committed from './demo-contracts.json';

let t: TestContext;
let chain: Awaited<ReturnType<typeof startDemoChain>>;

beforeAll(async () => {
  [t, chain] = await Promise.all([
    createTestContext({ env: { RPC_ALLOW_PRIVATE: 'true' } }),
    startDemoChain(),
  ]);
});
afterAll(async () => {
  chain?.stop();
  await t?.close();
});

describe('npm run demo: the local chain and its contracts', () => {
  it('deploys the token, the NFT and the proxied roles contract, and registers them', async () => {
    // The demo admin (demo-logins.ts) is the journal's sender and reporter.
    const admin = await signUpAs(t, { role: 'admin', email: 'admin@demo.hatchery.local' });
    const result = await seedDemoChain({ db: t.db, rpcUrl: chain.rpcUrl });
    expect(result.chainId).toBe(DEMO_CHAIN_ID);
    expect(result.contracts.map((c) => c.product)).toEqual(['Demo Token', 'Demo Badges', 'Demo Roles']);

    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const [token, nft, roles] = result.contracts;
    for (const c of result.contracts) expect(await client.getCode({ address: c.address })).not.toBe('0x');
    expect(
      await client.readContract({
        address: token!.address,
        abi: committed.DemoToken.abi as Abi,
        functionName: 'symbol',
      }),
    ).toBe('HDT');
    expect(
      await client.readContract({
        address: nft!.address,
        abi: committed.DemoNft.abi as Abi,
        functionName: 'totalSupply',
      }),
    ).toBe(3n);
    // Behind the proxy: the implementation's roles, initialised through the proxy's constructor.
    const operatorRole = keccak256(toHex('OPERATOR_ROLE'));
    expect(
      await client.readContract({
        address: roles!.address,
        abi: committed.DemoRoles.abi as Abi,
        functionName: 'hasRole',
        args: [operatorRole, result.deployer],
      }),
    ).toBe(true);
    const implementationSlot = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';
    const implementation = await client.getStorageAt({ address: roles!.address, slot: implementationSlot });
    expect(BigInt(implementation!)).not.toBe(0n);

    // Registered: the admin sees three deployments on the demo network, with their consoles' ABIs.
    const list = (await (
      await t.request('/api/contracts', { headers: admin.headers })
    ).json()) as DeploymentDetail[];
    const demo = list.filter((d) => d.networkName === DEMO_NETWORK_NAME);
    expect(demo.map((d) => d.contractAddress).sort()).toEqual(result.contracts.map((c) => c.address).sort());
    const proxied = demo.find((d) => d.contractAddress === roles!.address)!;
    const detail = (await (
      await t.request(`/api/contracts/${proxied.id}`, { headers: admin.headers })
    ).json()) as DeploymentDetail;
    expect(detail.adminFunctions).toContain('grantRole(bytes32,address)');
    expect(detail.network).toMatchObject({ chainId: DEMO_CHAIN_ID, rpcUrl: chain.rpcUrl });
    // A local chain has no explorer: no link points at the JSON-RPC node as if it were one.
    expect(detail.network.explorerUrl).toBeNull();
    expect(demo.map((d) => d.explorerAddressUrl)).toEqual(demo.map(() => null));
    // The console's read path (the server's RPC proxy) reaches the chain.
    const health = await t.request(`/api/networks/${result.networkId}/health`, {
      method: 'POST',
      headers: admin.headers,
    });
    expect(await health.json()).toMatchObject({ ok: true, rpcChainId: DEMO_CHAIN_ID });

    // The badges' journal: one mint read back, one sent whose receipt nobody read yet, one the
    // admin's browser reported failed; checking on the chain (the journal's 'Check status') finds
    // both mined.
    const badges = demo.find((d) => d.contractAddress === nft!.address)!;
    const journal = async () =>
      (await (
        await t.request(`/api/deployments/${badges.id}/transactions`, { headers: admin.headers })
      ).json()) as ContractTransaction[];
    const rows = await journal();
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'pending', 'success']);
    const reported = rows.find((r) => r.status === 'failed')!;
    expect(reported).toMatchObject({ reportedBy: admin.user.id, error: 'Wallet connection lost' });
    const pendingRow = rows.find((r) => r.status === 'pending')!;
    expect(pendingRow).toMatchObject({ functionSignature: 'mint(address)', fromAddress: result.deployer });
    const checked = await t.request(`/api/deployments/${badges.id}/transactions/${pendingRow.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { verify: true },
    });
    expect(await checked.json()).toMatchObject({ status: 'success' });
    const confirmed = await t.request(`/api/deployments/${badges.id}/transactions/${reported.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      json: { verify: true },
    });
    expect(await confirmed.json()).toMatchObject({ status: 'success', reportedBy: null, error: null });

    const text = demoChainInstructions(result);
    expect(text).toContain(chain.rpcUrl);
    expect(text).toContain('chain id 31337');
    expect(text).toContain(DEMO_TEST_KEYS.deployer);
    expect(text).toMatch(/TEST ONLY/);
  });

  it('seeding again keeps one network row and no duplicate deployments', async () => {
    const before = await t.db
      .select()
      .from(contractDeployments)
      .where(eq(contractDeployments.chainId, DEMO_CHAIN_ID));
    // A second seeding against the same chain deploys new copies; rows for known addresses stay single.
    await seedDemoChain({ db: t.db, rpcUrl: chain.rpcUrl });
    const [network] = await t.db.select().from(networks).where(eq(networks.chainId, DEMO_CHAIN_ID));
    expect(network?.name).toBe(DEMO_NETWORK_NAME);
    expect(network?.explorerUrl).toBeNull();
    const after = await t.db
      .select()
      .from(contractDeployments)
      .where(eq(contractDeployments.chainId, DEMO_CHAIN_ID));
    expect(after.length).toBeGreaterThanOrEqual(before.length);
    expect(new Set(after.map((d) => d.contractAddress)).size).toBe(after.length);
  });

  it('ships artifacts that match a fresh solc-js compile of the sources', { timeout: 180_000 }, () => {
    expect(JSON.parse(JSON.stringify(compileDemoContracts()))).toEqual(committed);
  });
});
