import type { Page } from '@playwright/test';
import { fujiPointedAt } from '../../src/server/test/contract-factories';
import type { DeploymentDetail } from '../../src/shared/schemas/deployments';
import { AUTH_ENV, expect, test as base } from '../e2e/auth-fixtures';
import type { LazyChain, Pool, TestServer } from '../e2e/fixtures';
import { LOCAL_CHAIN_ID, type LocalChain } from './local-chain';

/** A pool's seed: the server's seeded Fuji network (43113) reads the worker's local chain. */
export async function pointFujiAtChain(server: TestServer, { localChain }: { localChain: LazyChain }) {
  await fujiPointedAt(server.db, (await localChain.get()).rpcUrl);
}

const chainPool: Pool = { name: 'chain', env: AUTH_ENV, seed: pointFujiAtChain };

/**
 * The e2e `test` (with auth's raised sign-in rate limit; `signInAs` from tests/e2e/auth-fixtures) plus
 * the worker's local chain (hardhat node with HatchToken deployed), started by the first test that
 * asks for it; the RPC of the server's seeded Fuji network (43113) is already the chain's.
 */
export const test = base.extend<{ chain: LocalChain }>({
  pool: chainPool,
  // Through `server`: its pool's seed pointed Fuji at the chain.
  chain: async ({ server: _server, localChain }, use) => use(await localChain.get()),
});

export { expect };

/**
 * Registers a contract on the local chain (the seeded Fuji network) under a new product through
 * the API, as the admin signed in on `page`.
 */
export async function registerOnLocalChain(
  page: Page,
  url: string,
  contract: { address: string; abi: unknown; label: string; product: string },
): Promise<DeploymentDetail> {
  const networks = (await (await page.request.get(`${url}/api/networks`)).json()) as {
    id: string;
    chainId: number;
  }[];
  const res = await page.request.post(`${url}/api/contracts`, {
    headers: { origin: url },
    data: {
      networkId: networks.find((n) => n.chainId === LOCAL_CHAIN_ID)!.id,
      address: contract.address,
      label: contract.label,
      abiSource: 'pasted',
      abi: contract.abi,
      newProduct: { name: contract.product },
      // Another spec on the worker's server may have registered the same address already.
      confirmOtherProducts: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as DeploymentDetail;
}
