import { encodeFunctionData, numberToHex, type Hex } from 'viem';
import { expect, test } from '../chain/playwright';
import { installTestWallet } from '../chain/test-wallet';

type Eip1193 = { request(a: { method: string; params?: unknown[] }): Promise<unknown> };
declare global {
  interface Window {
    ethereum: Eip1193 & { on(e: string, fn: (d: unknown) => void): void };
  }
}

test('the test wallet connects, switches chain, sends a mint and relays a custom-error revert', async ({
  page,
  server,
  chain,
}) => {
  const wallet = await installTestWallet(page, chain, { startChainId: 43114 });
  await page.goto(`${server.url}/api/health`);

  const announced = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (e) =>
          resolve((e as CustomEvent<{ info: { rdns: string } }>).detail.info.rdns),
        );
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      }),
  );
  expect(announced).toBe('org.hatchery.testwallet');

  expect(await page.evaluate(() => window.ethereum.request({ method: 'eth_accounts' }))).toEqual([]);
  expect(await page.evaluate(() => window.ethereum.request({ method: 'eth_requestAccounts' }))).toEqual([
    chain.ownerAddress,
  ]);
  expect(await page.evaluate(() => window.ethereum.request({ method: 'eth_chainId' }))).toBe(
    numberToHex(43114),
  );

  const changed = await page.evaluate(async () => {
    const seen: unknown[] = [];
    window.ethereum.on('chainChanged', (id) => seen.push(id));
    await window.ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa869' }] });
    return seen;
  });
  expect(changed).toEqual(['0xa869']);
  expect(wallet.chainId).toBe(43113);

  const unknown = await page.evaluate(() =>
    window.ethereum
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
      .catch((e: { code: number }) => e.code),
  );
  expect(unknown).toBe(4902);

  const mint = encodeFunctionData({ abi: chain.abi, functionName: 'mint', args: [chain.otherAddress, 7n] });
  const hash = (await page.evaluate(
    ({ to, data, from }) =>
      window.ethereum.request({ method: 'eth_sendTransaction', params: [{ from, to, data }] }),
    { to: chain.address, data: mint, from: chain.ownerAddress },
  )) as Hex;
  const receipt = await chain.publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');

  await wallet.useKey(chain.otherKey);
  const refused = await page.evaluate(
    ({ to, data, from }) =>
      window.ethereum
        .request({ method: 'eth_estimateGas', params: [{ from, to, data }] })
        .then(() => null)
        .catch((e: { data?: string }) => e.data ?? null),
    { to: chain.address, data: mint, from: chain.otherAddress },
  );
  // NotOwner(address) selector followed by the caller.
  expect(refused).toMatch(/^0x245aecd3/);
  expect(wallet.calls).toContain('wallet_switchEthereumChain');
});
