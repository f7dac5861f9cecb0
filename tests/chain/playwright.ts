import type { Page } from '@playwright/test';
import { fujiPointedAt } from '../../src/server/test/contract-factories';
import type { DeploymentDetail } from '../../src/shared/schemas/deployments';
import { expect, test as base } from '../e2e/auth-fixtures';
import { LOCAL_CHAIN_ID, startLocalChain, type LocalChain } from './local-chain';

/**
 * The e2e `test` (with auth's raised sign-in rate limit; `signInAs` from tests/e2e/auth-fixtures) plus a worker-scoped local chain (hardhat node with HatchToken deployed) whose
 * RPC the worker's server already uses for the seeded Fuji network (43113).
 */
export const test = base.extend<object, { chain: LocalChain }>({
  chain: [
    async ({ workerServer }, use) => {
      const chain = await startLocalChain();
      try {
        await fujiPointedAt(workerServer.db, chain.rpcUrl);
        await use(chain);
      } finally {
        await chain.stop();
      }
    },
    { scope: 'worker' },
  ],
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
