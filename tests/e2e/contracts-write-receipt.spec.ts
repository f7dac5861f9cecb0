import { expect, registerOnLocalChain, test } from '../chain/playwright';
import { installTestWallet } from '../chain/test-wallet';
import { signInAs } from './auth-fixtures';

test('a write whose receipt cannot be read says it was sent, with its hash, not that it failed', async ({
  page,
  server,
  chain,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  const wallet = await installTestWallet(page, chain);
  // The wallet stays unlinked: another spec on this worker's server may have linked it to its admin.
  await signInAs(page, server, 'admin');
  const deployment = await registerOnLocalChain(page, server.url, {
    address: chain.address,
    abi: chain.abi,
    label: 'Receipt token',
    product: 'Receipt product',
  });

  // Once the wallet has sent, the network's RPC fails every receipt read (a node hiccup).
  allowConsoleErrors({ text: /status of 502/, url: /\/rpc$/ });
  await page.route('**/api/networks/*/rpc', async (route) => {
    const sent = wallet.calls.includes('eth_sendTransaction');
    if (sent && route.request().postData()?.includes('eth_getTransactionReceipt')) {
      return route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'NETWORK_ERROR', message: 'The RPC answered HTTP 503' } }),
      });
    }
    return route.continue();
  });
  // The server's own receipt read after sending fails too, so the journal row stays pending.
  const journalRow = '**/api/deployments/*/transactions/*';
  allowConsoleErrors({ text: /status of 502/, url: /\/transactions\/[^/]+$/ });
  await page.route(journalRow, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'NETWORK_ERROR', message: 'The RPC answered HTTP 503' } }),
        })
      : route.continue(),
  );

  // The network is marked a mainnet for this test: the write asks first (restored at the end).
  const origin = { headers: { origin: server.url } };
  await page.request.patch(`${server.url}/api/networks/${deployment.networkId}`, {
    ...origin,
    data: { isTestnet: false },
  });
  try {
    await writeOnce();
  } finally {
    await page.request.patch(`${server.url}/api/networks/${deployment.networkId}`, {
      ...origin,
      data: { isTestnet: true },
    });
  }

  async function writeOnce() {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/interfaces/${deployment.id}`);
    await expect(page.getByRole('heading', { name: 'Receipt token', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('menuitem', { name: 'Hatchery Test Wallet' }).click();
    await expect(page.getByRole('button', { name: `Wallet ${chain.ownerAddress}` })).toBeVisible();
    await page.getByRole('tab', { name: 'Write' }).click();
    const mint = page.getByRole('region', { name: 'mint(address,uint256)' });
    await mint.getByLabel('to address').fill(chain.otherAddress);
    await mint.getByLabel(/amount uint256/).fill('7');
    await mint.getByRole('button', { name: 'Write mint' }).click();
    // A mainnet write is confirmed first, naming the function, the contract and the network.
    const mainnet = page.getByRole('alertdialog', { name: /^Send on .+, a mainnet\?$/ });
    await expect(mainnet).toContainText(
      `mint(address,uint256) will be sent to ${deployment.contractAddress}`,
    );
    await mainnet.getByRole('button', { name: 'Send on mainnet' }).click();
    await page.getByRole('button', { name: 'Send anyway' }).click();

    const outcome = page.getByTestId('write-mint');
    await expect(outcome.getByText('Sent, but its outcome could not be read')).toBeVisible({
      timeout: 30_000,
    });
    await expect(outcome.getByText('Transaction failed')).toHaveCount(0);
    // The hash is there to check; the chain did mine it.
    const hash = (await outcome.getByRole('link').textContent())!.match(
      /0x[0-9a-f]{64}/,
    )![0] as `0x${string}`;
    const receipt = await chain.publicClient.getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');

    // The journal still says pending; once the node answers again, one click asks the chain.
    await page.unroute(journalRow);
    const journal = page.getByRole('table', { name: 'Transaction journal' });
    const row = journal.getByRole('row').filter({ hasText: 'mint(address,uint256)' });
    await expect(row.getByText('pending', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /^Check status of/ }).click();
    await expect(row.getByText('success', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Check status of/ })).toHaveCount(0);
  }
});
