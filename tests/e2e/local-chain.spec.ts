import { decodeFunctionResult, encodeFunctionData, type Hex } from 'viem';
import type { PublicNetwork } from '~/shared/schemas/networks';
import { INITIAL_SUPPLY } from '../chain/local-chain';
import { expect, test } from '../chain/playwright';
import { signInAs } from './auth-fixtures';

test('the local chain runs HatchToken and the server points Fuji at it', async ({ request, chain }) => {
  const networks = (await (await request.get('/api/networks/active')).json()) as PublicNetwork[];
  expect(networks.find((n) => n.chainId === 43113)?.rpcUrl).toBe(chain.rpcUrl);
  expect(networks[0]!.isTestnet).toBe(false);

  const supply = await chain.publicClient.readContract({
    address: chain.address,
    abi: chain.abi,
    functionName: 'totalSupply',
  });
  // The chain lives per worker: a console spec that ran first in this worker may have minted.
  expect((supply as bigint) >= INITIAL_SUPPLY, `totalSupply ${String(supply)}`).toBe(true);
});

test("a signed-in admin's browser reads the chain through the same-origin RPC proxy", async ({
  page,
  server,
  chain,
}) => {
  await signInAs(page, server, 'admin');
  await page.goto(`${server.url}/api/health`);
  const fuji = ((await (await page.request.get('/api/networks/active')).json()) as PublicNetwork[]).find(
    (n) => n.chainId === 43113,
  )!;
  const data = encodeFunctionData({ abi: chain.abi, functionName: 'totalSupply' });
  const answer = await page.evaluate(
    async ({ id, to, data }) => {
      const res = await fetch(`/api/networks/${id}/rpc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to, data }, 'latest'] }),
      });
      return { status: res.status, body: (await res.json()) as { result?: string } };
    },
    { id: fuji.id, to: chain.address, data },
  );
  expect(answer.status).toBe(200);
  const decoded = decodeFunctionResult({
    abi: chain.abi,
    functionName: 'totalSupply',
    data: answer.body.result as Hex,
  });
  // Whatever earlier specs in this worker minted, the proxy must answer what the node holds.
  const direct = await chain.publicClient.readContract({
    address: chain.address,
    abi: chain.abi,
    functionName: 'totalSupply',
  });
  expect(decoded).toBe(direct);
});
