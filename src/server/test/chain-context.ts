import { afterAll, beforeAll, expect } from 'vitest';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import { startLocalChain, type LocalChain } from '../../../tests/chain/local-chain';
import { signUpAs, type SignedIn } from './auth';
import { fujiPointedAt } from './contract-factories';
import { createTestContext, type TestContext } from './harness';

export interface ChainContext {
  t: TestContext;
  chain: LocalChain;
  admin: SignedIn;
}

/**
 * The start of an API test file that needs a chain: its own test context (with `env`), a local
 * hardhat chain and a signed-in admin, all closed after the file. `receive` hands them to the
 * file's variables.
 */
export function withChainContext(receive: (ctx: ChainContext) => void, env?: Record<string, string>) {
  let ctx: ChainContext | undefined;
  beforeAll(async () => {
    const [t, chain] = await Promise.all([createTestContext({ env }), startLocalChain()]);
    ctx = { t, chain, admin: await signUpAs(t, { role: 'admin' }) };
    receive(ctx);
  });
  afterAll(async () => {
    await Promise.all([ctx?.t.close(), ctx?.chain.stop()]);
  });
}

/**
 * A contract on the local chain registered through the API by the admin, on the seeded Fuji
 * network pointed at the chain, with its ABI pasted; `more` adds to the request (e.g. `newProduct`).
 */
export async function registerOnChain(
  { t, chain, admin }: ChainContext,
  contract: { address: string; abi: unknown },
  more: Record<string, unknown>,
): Promise<DeploymentDetail> {
  const fuji = await fujiPointedAt(t.db, chain.rpcUrl);
  const res = await t.request('/api/contracts', {
    method: 'POST',
    headers: admin.headers,
    json: { networkId: fuji.id, address: contract.address, abiSource: 'pasted', abi: contract.abi, ...more },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as DeploymentDetail;
}
