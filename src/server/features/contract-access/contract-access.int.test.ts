import { count, eq } from 'drizzle-orm';
import { keccak256, toBytes, zeroHash } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessState } from '~/shared/schemas/access';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import { deployGuardedVault, type GuardedVault } from '../../../../tests/chain/guarded-vault';
import { startLimitedRpc } from '../../../../tests/chain/limited-rpc';
import type { LocalChain } from '../../../../tests/chain/local-chain';
import { readCursor } from '../../chain/log-indexer';
import { contractAccessEvents } from '../../db/schema/index';
import type { SignedIn } from '../../test/auth';
import { registerOnChain, withChainContext } from '../../test/chain-context';
import {
  createDeploymentRow,
  createNetworkRow,
  createProductRow,
  fujiPointedAt,
} from '../../test/contract-factories';
import type { TestContext } from '../../test/harness';
import { getAccessState, indexAccess } from './access-state';

let t: TestContext;
let chain: LocalChain;
let admin: SignedIn;
let vault: GuardedVault;
let deployment: DeploymentDetail;
const MINTER_ROLE = keccak256(toBytes('MINTER_ROLE'));

withChainContext(
  (ctx) => {
    ({ t, chain, admin } = ctx);
  },
  { CHAIN_CONFIRMATIONS: '0' },
);
beforeAll(async () => {
  vault = await deployGuardedVault(chain);
  deployment = await registerOnChain({ t, chain, admin }, vault, { newProduct: { name: 'Vault' } });
});

async function access(id = deployment.id): Promise<AccessState> {
  const res = await t.request(`/api/deployments/${id}/access`, { headers: admin.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as AccessState;
}

/** The test vault registered again, on a network of its own whose RPC is `rpcUrl`. */
async function vaultBehind(rpcUrl: string) {
  const network = await createNetworkRow(t.db, { rpcUrl });
  const product = await createProductRow(t.db);
  return createDeploymentRow(t.db, {
    productId: product.id,
    networkId: network.id,
    chainId: network.chainId,
    address: vault.address,
    abi: vault.abi,
  });
}

const membersOf = (
  state: { roles: Array<{ role: string; members: Array<{ account: string }> }> },
  role: string,
) => state.roles.find((r) => r.role === role)?.members.map((m) => m.account) ?? [];

describe('ownership and roles from logs', () => {
  it('shows the deployer as owner and admin, with the block, time and who granted it', async () => {
    const state = await access();
    expect(state.hasOwnership).toBe(true);
    expect(state.hasRoles).toBe(true);
    expect(state.owner).toMatchObject({
      address: chain.ownerAddress,
      previousOwner: '0x0000000000000000000000000000000000000000',
    });
    expect(state.owner!.blockTime).toMatch(/^\d{4}-/);
    const admins = state.roles.find((r) => r.role === zeroHash)!;
    expect(admins.name).toBe('DEFAULT_ADMIN_ROLE');
    expect(admins.members).toEqual([
      expect.objectContaining({ account: chain.ownerAddress, grantedBy: chain.ownerAddress }),
    ]);
    expect(state.knownRoles.map((r) => r.name).sort()).toEqual([
      'DEFAULT_ADMIN_ROLE',
      'MINTER_ROLE',
      'PAUSER_ROLE',
    ]);
    expect(state.indexedToBlock).toBe(state.headBlock);
  });

  it('follows a grant, a revoke and an ownership transfer', async () => {
    const granted = await vault.write('grantRole', [MINTER_ROLE, chain.otherAddress]);
    let state = await access();
    const minters = state.roles.find((r) => r.role === MINTER_ROLE)!;
    expect(minters.name).toBe('MINTER_ROLE');
    expect(minters.members).toEqual([
      expect.objectContaining({
        account: chain.otherAddress,
        grantedBy: chain.ownerAddress,
        blockNumber: Number(granted.blockNumber),
        txHash: granted.hash,
      }),
    ]);

    await vault.write('revokeRole', [MINTER_ROLE, chain.otherAddress]);
    await vault.write('transferOwnership', [chain.otherAddress]);
    state = await access();
    expect(membersOf(state, MINTER_ROLE)).toEqual([]);
    expect(state.owner).toMatchObject({ address: chain.otherAddress, previousOwner: chain.ownerAddress });
    // Back, so later tests see the usual owner.
    await vault.write('transferOwnership', [chain.ownerAddress], chain.otherKey);
  });

  it('waits for the configured confirmations before showing a change', async () => {
    const config = { ...t.config, CHAIN_CONFIRMATIONS: 2 };
    await getAccessState({ db: t.db, config, deploymentId: deployment.id });
    const granted = await vault.write('grantRole', [MINTER_ROLE, chain.otherAddress]);
    let state = await getAccessState({ db: t.db, config, deploymentId: deployment.id });
    expect(state.confirmations).toBe(2);
    expect(membersOf(state, MINTER_ROLE)).toEqual([]);
    expect(state.indexedToBlock).toBe(Number(granted.blockNumber) - 2);
    await chain.publicClient.request({ method: 'hardhat_mine' as never, params: ['0x2'] as never });
    state = await getAccessState({ db: t.db, config, deploymentId: deployment.id });
    expect(membersOf(state, MINTER_ROLE)).toEqual([chain.otherAddress]);
  });
});

describe('the log indexer', () => {
  it('resumes from its cursor after stopping part way, without indexing a log twice', async () => {
    const product = await createProductRow(t.db);
    const fuji = await fujiPointedAt(t.db, chain.rpcUrl);
    const row = await createDeploymentRow(t.db, {
      productId: product.id,
      networkId: fuji.id,
      chainId: 43113,
      address: vault.address,
      abi: vault.abi,
    });
    const config = { ...t.config, CHAIN_LOG_RANGE: 2 };
    // A run that stops after three ranges stands for a crash: the next one starts at its cursor.
    const first = await indexAccess({ db: t.db, config, deploymentId: row.id, maxRanges: 3 });
    expect(first.outcome).toMatchObject({ indexedToBlock: 5, caughtUp: false });
    expect(await readCursor(t.db, row.id, 'access')).toBe(6);
    const rest = await indexAccess({ db: t.db, config, deploymentId: row.id, maxRanges: 10_000 });
    expect(rest.outcome!.caughtUp).toBe(true);
    const again = await indexAccess({ db: t.db, config, deploymentId: row.id, maxRanges: 10_000 });
    expect(again.outcome!.ranges).toBe(0);

    const stored = async (id: string) =>
      (
        await t.db
          .select({ n: count() })
          .from(contractAccessEvents)
          .where(eq(contractAccessEvents.deploymentId, id))
      )[0]!.n;
    // The same logs as the deployment indexed in one go through the API.
    await access();
    expect(await stored(row.id)).toBe(await stored(deployment.id));
    const state = await access(row.id);
    expect(membersOf(state, MINTER_ROLE)).toEqual([chain.otherAddress]);
  });

  it('halves its range when the RPC refuses one as too large, and keeps the smaller size', async () => {
    const limited = await startLimitedRpc(chain.rpcUrl, 4);
    try {
      const row = await vaultBehind(limited.url);
      const state = await access(row.id);
      expect(state.indexError).toBeNull();
      expect(state.indexedToBlock).toBe(state.headBlock);
      expect(membersOf(state, MINTER_ROLE)).toEqual([chain.otherAddress]);
      expect(state.owner?.address).toBe(chain.ownerAddress);
      expect(limited.refused).toBeGreaterThan(0);
      // 2000 -> ... -> 3 blocks: a handful of refusals, not one per range.
      expect(limited.refused).toBeLessThan(12);
    } finally {
      await limited.close();
    }
  });

  it('answers with the stored index and the reason when the RPC is unreachable', async () => {
    const row = await vaultBehind('http://127.0.0.1:9');
    const state = await access(row.id);
    expect(state.indexError).toMatch(/./);
    expect(state.owner).toBeNull();
    expect(state.indexedToBlock).toBeNull();
  });
});
