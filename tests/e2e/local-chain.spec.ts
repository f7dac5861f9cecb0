import type { PublicNetwork } from '~/shared/contracts-api';
import { expect, test } from '../chain/playwright';
import { INITIAL_SUPPLY } from '../chain/local-chain';

test('the local chain runs HatchToken and the server points Fuji at it', async ({ request, chain }) => {
  const networks = (await (await request.get('/api/networks/active')).json()) as PublicNetwork[];
  expect(networks.find((n) => n.chainId === 43113)?.rpcUrl).toBe(chain.rpcUrl);
  expect(networks[0]!.isTestnet).toBe(false);

  const supply = await chain.publicClient.readContract({
    address: chain.address,
    abi: chain.abi,
    functionName: 'totalSupply',
  });
  expect(supply).toBe(INITIAL_SUPPLY);
});
