import { eq } from 'drizzle-orm';
import { networks } from '../../src/server/db/schema/index';
import { startAbiServices } from '../chain/abi-services';
import { expect, test } from '../chain/playwright';
import { deployProxyFixtures } from '../chain/proxy-fixtures';
import { installTestWallet } from '../chain/test-wallet';
import { signInAs } from './auth-fixtures';
import { checkScreen, saveShot } from './screens';

test('fetch a verified ABI from the explorer, proxy console with implementation functions, formatted amounts, upgrade warning', async ({
  page,
  server,
  chain,
}) => {
  test.setTimeout(240_000);
  const services = await startAbiServices();
  try {
    const fx = await deployProxyFixtures(chain);
    // The local explorer knows the proxy and its first implementation (verified); not V2.
    services.explorer.set(fx.proxy.toLowerCase(), fx.proxyAbi);
    services.explorer.set(fx.implementationV1.toLowerCase(), fx.v1Abi);
    await server.db
      .update(networks)
      .set({ explorerApiUrl: services.explorerApiUrl })
      .where(eq(networks.chainId, 43113));
    await installTestWallet(page, chain);
    await signInAs(page, server, 'admin');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Registration: fetch the proxy's verified ABI from the explorer; the form says it is a proxy.
    await page.goto(`${server.url}/contracts/new`);
    await page
      .getByLabel('Network', { exact: true })
      .selectOption({ label: 'Avalanche Fuji Testnet (chain 43113) · testnet' });
    await page.getByLabel('Contract address').fill(fx.proxy);
    await page.getByLabel('Label (optional)').fill('Vault');
    await page.getByLabel('Fetch verified ABI').check();
    await page.getByRole('button', { name: 'Fetch from explorer / Sourcify' }).click();
    await expect(page.getByText('Found on the explorer (full match).')).toBeVisible();
    await expect(page.getByText(`This address is a proxy (eip1967) to ${fx.implementationV1}`)).toBeVisible();
    await page.getByLabel(/^upgradeTo\(address\)/).check();
    await page.getByLabel('Product name').fill('Vault');
    await saveShot(page, 'contracts-abi-fetched');
    await page.getByRole('button', { name: 'Register contract' }).click();
    await expect(page.getByRole('heading', { name: 'Vault', level: 1 })).toBeVisible();
    const consoleUrl = page.url();

    // The proxy panel: kind, implementation and admin read from the chain.
    const proxy = page.getByRole('region', { name: 'Proxy', exact: true });
    await expect(proxy.getByText('EIP-1967 proxy')).toBeVisible();
    await expect(proxy.getByText(fx.implementationV1)).toBeVisible();
    await expect(proxy.getByText(chain.ownerAddress)).toBeVisible();
    await expect(
      proxy.getByText('Functions from the implementation (explorer (verified)) and the proxy'),
    ).toBeVisible();

    // Implementation functions through the proxy, amounts in the token's 6 decimals, raw on demand.
    await page.getByLabel('Search functions').fill('total');
    await expect(page.getByRole('region', { name: 'balanceOf(address)' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Query totalSupply' }).click();
    const supply = page.getByTestId('result-totalSupply');
    await expect(supply).toContainText('1,250,000.5 VAULT');
    await supply.getByRole('button', { name: 'Show raw values' }).click();
    await expect(supply).toContainText('1250000500000');
    await page.getByLabel('Search functions').fill('');

    // A tuple result: the amount formatted, the other members as they are.
    const position = page.getByRole('region', { name: 'position(address)' });
    await position.getByLabel(/holder/).fill(chain.ownerAddress);
    await position.getByRole('button', { name: 'Query position' }).click();
    await expect(page.getByTestId('result-position')).toContainText('amount');
    await expect(page.getByTestId('result-position')).toContainText('1,250,000.5 VAULT');
    await expect(page.getByTestId('result-position')).toContainText('true');
    // A new input: the old result is cleared.
    await position.getByLabel(/holder/).fill(chain.otherAddress);
    await expect(page.getByTestId('result-position')).toHaveCount(0);

    // The proxy's own function is there too, marked admin.
    await page.getByRole('tab', { name: 'Write' }).click();
    await expect(page.getByRole('region', { name: 'upgradeTo(address)' }).getByText('Admin')).toBeVisible();
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Transfer' }).first()).toContainText(
      '1,250,000.5 VAULT',
    );
    await page.getByRole('tab', { name: 'Read' }).click();
    await checkScreen(page, 'contracts-abi-proxy-console', async (p) => {
      await expect(p.getByRole('region', { name: 'Proxy', exact: true })).toBeVisible();
      await expect(p.getByRole('button', { name: 'Query totalSupply' })).toBeVisible();
    });

    // An upgrade to V2, which no service knows: the console warns and asks for its ABI.
    await fx.upgradeToV2();
    await page.goto(consoleUrl);
    await expect(proxy.getByText('The implementation changed since registration')).toBeVisible();
    await expect(
      proxy.getByRole('link', { name: `${fx.implementationV2} (opens the explorer)` }),
    ).toBeVisible();
    // Refused in the browser, on the field, before anything is sent.
    await proxy.getByLabel('Implementation ABI JSON').fill('{"abi": 1}');
    await proxy.getByRole('button', { name: 'Use this ABI' }).click();
    await expect(proxy.getByLabel('Implementation ABI JSON')).toHaveAttribute('aria-invalid', 'true');
    await expect(proxy.getByText('ABI must be a JSON array of fragments')).toBeVisible();
    await proxy.getByLabel('Implementation ABI JSON').fill(JSON.stringify(fx.v2Abi));
    await proxy.getByRole('button', { name: 'Use this ABI' }).click();
    await page.getByRole('tab', { name: 'Write' }).click();
    await expect(page.getByRole('region', { name: 'burn(uint256)' })).toBeVisible();
    await checkScreen(page, 'contracts-abi-upgraded', async (p) => {
      await expect(p.getByText('The implementation changed since registration')).toBeVisible();
    });

    // Replace the proxy's own ABI: the explorer's copy is the same interface, rated "none".
    await page.getByRole('button', { name: 'Replace ABI' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Preview changes' }).click();
    await expect(dialog.getByText('No change')).toBeVisible();
    await dialog.getByLabel('Paste JSON').check();
    await dialog
      .getByLabel('New ABI JSON')
      .fill(JSON.stringify(fx.proxyAbi.filter((i) => !('name' in i) || i.name !== 'proxyAdmin')));
    await dialog.getByRole('button', { name: 'Preview changes' }).click();
    await expect(dialog.getByText('Breaking: functions removed or their signatures changed')).toBeVisible();
    await expect(dialog.getByText('function proxyAdmin() removed')).toBeVisible();
    await saveShot(page, 'contracts-abi-replace-diff');
    await dialog.getByRole('button', { name: 'Save new ABI' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await services.close();
  }
});
