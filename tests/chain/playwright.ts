import { fujiPointedAt } from '../../src/server/test/contract-factories';
import { expect, test as base } from '../e2e/auth-fixtures';
import { startLocalChain, type LocalChain } from './local-chain';

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
