import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import { startAbiServices, type AbiServices } from '../../../tests/chain/abi-services';
import { startLocalChain, type LocalChain } from '../../../tests/chain/local-chain';
import { networks } from '../db/schema/index';
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

export interface AbiServicesContext extends ChainContext {
  services: AbiServices;
  /** The seeded Fuji network, pointed at the local chain and the fake explorer. */
  fujiId: string;
}

/**
 * The start of a test file about fetching ABIs: `withChainContext`'s parts plus the fake explorer
 * and Sourcify services the app is pointed at, with `ABI_FETCH_TIMEOUT_MS` = `fetchTimeoutMs`;
 * all closed after the file.
 */
export function withAbiServicesContext(receive: (ctx: AbiServicesContext) => void, fetchTimeoutMs: number) {
  // What has started so far, to close.
  let ctx: Partial<AbiServicesContext> = {};
  beforeAll(async () => {
    const [services, chain] = await Promise.all([startAbiServices(), startLocalChain()]);
    ctx = { services, chain };
    const env = { SOURCIFY_URL: services.sourcifyUrl, ABI_FETCH_TIMEOUT_MS: String(fetchTimeoutMs) };
    const t = (ctx.t = await createTestContext({ env }));
    const fujiId = (await fujiPointedAt(t.db, chain.rpcUrl)).id;
    await t.db
      .update(networks)
      .set({ explorerApiUrl: services.explorerApiUrl })
      .where(eq(networks.id, fujiId));
    receive({ t, chain, services, fujiId, admin: await signUpAs(t, { role: 'admin' }) });
  });
  afterAll(async () => {
    await Promise.all([ctx.t?.close(), ctx.chain?.stop(), ctx.services?.close()]);
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
