import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { linkedWallets } from '../../src/server/db/schema/index';
import type { DeploymentDetail } from '../../src/shared/schemas/deployments';
import { createNetworkRow } from '../../src/server/test/contract-factories';
import { expect, test } from '../chain/playwright';
import type { LocalChain } from '../chain/local-chain';
import { installTestWallet } from '../chain/test-wallet';
import { expectNoAxeViolations, signInAs } from './auth-fixtures';
import { checkScreen, saveShot } from './screens';

const shot = (page: Page, name: string) => saveShot(page, `contracts-siwe-${name}`);

const toast = (page: Page, text: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();

/** Registers the local HatchToken under a fresh product through the API, as the signed-in admin. */
async function registerToken(page: Page, url: string, chain: LocalChain, product: string) {
  const networks = (await (await page.request.get(`${url}/api/networks`)).json()) as Array<{
    id: string;
    chainId: number;
  }>;
  const res = await page.request.post(`${url}/api/contracts`, {
    headers: { origin: url },
    data: {
      networkId: networks.find((n) => n.chainId === 43113)!.id,
      address: chain.address,
      abiSource: 'pasted',
      abi: JSON.stringify(chain.abi),
      adminFunctions: ['mint(address,uint256)'],
      newProduct: { name: product },
      confirmOtherProducts: true,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as DeploymentDetail;
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('menuitem', { name: 'Hatchery Test Wallet' }).click();
}

async function mintOne(page: Page, chain: LocalChain) {
  await page.getByRole('tab', { name: 'Write' }).click();
  const mint = page.getByRole('region', { name: 'mint(address,uint256)' });
  await mint.getByLabel('to address').fill(chain.otherAddress);
  await mint.getByLabel(/amount uint256/).fill('1');
  return mint;
}

test('link a wallet by signing in with Ethereum; writes from an unlinked wallet ask first', async ({
  page,
  server,
  chain,
}) => {
  test.setTimeout(240_000);
  // The chain's owner account starts linked to nobody: earlier tests of this worker's server
  // (console, roles) link it to their own admins, and a wallet belongs to one account only.
  await server.db
    .delete(linkedWallets)
    .where(sql`lower(${linkedWallets.address}) = lower(${chain.ownerAddress})`);
  const wallet = await installTestWallet(page, chain);
  await signInAs(page, server, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  const deployment = await registerToken(page, server.url, chain, `SIWE token ${Date.now()}`);

  // Unlinked: the console says so, and a write waits for a confirmation.
  await page.goto(`${server.url}/interfaces/${deployment.id}`);
  await connect(page);
  await expect(page.getByRole('button', { name: `Wallet ${chain.ownerAddress}` })).toBeVisible();
  const mint = await mintOne(page, chain);
  await expect(page.getByText('This wallet is not linked to your account')).toBeVisible();
  await mint.getByRole('button', { name: 'Write' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send from an unlinked wallet?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'unlinked-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(wallet.calls).not.toContain('eth_sendTransaction');
  await mint.getByRole('button', { name: 'Write' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send anyway' }).click();
  await expect(page.getByTestId('write-mint')).toContainText('Confirmed in block');
  await expect(page.getByText('Wallet not linked').first()).toBeVisible();

  // Settings: link the connected wallet with a signed EIP-4361 message.
  await page.goto(`${server.url}/settings`);
  await expect(page.getByRole('heading', { name: 'Linked wallets' })).toBeVisible();
  await expect(page.getByText('No wallet is linked to your account yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Link connected wallet' }).click();
  await toast(page, 'Wallet linked');
  expect(wallet.calls).toContain('personal_sign');
  const list = page.getByRole('list', { name: 'Linked wallets' });
  await expect(list.getByRole('listitem')).toContainText(chain.ownerAddress);
  await expect(page.getByText('The connected wallet')).toBeVisible();
  await checkScreen(page, 'settings-linked-wallets', async (p) => {
    await expect(p.getByRole('list', { name: 'Linked wallets' }).getByRole('listitem')).toContainText(
      chain.ownerAddress,
    );
  });

  // Linked: no notice, no question, and the journal says so.
  await page.goto(`${server.url}/interfaces/${deployment.id}`);
  await expect(page.getByRole('button', { name: `Wallet ${chain.ownerAddress}` })).toBeVisible();
  const linkedMint = await mintOne(page, chain);
  await expect(page.getByText('This wallet is not linked to your account')).toHaveCount(0);
  await linkedMint.getByRole('button', { name: 'Write' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByTestId('write-mint')).toContainText('Confirmed in block');
  await expect(page.getByText('Linked wallet').first()).toBeVisible();

  // Unlink, behind a confirmation.
  await page.goto(`${server.url}/settings`);
  await page.getByRole('button', { name: `Unlink ${chain.ownerAddress}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click();
  await toast(page, 'Wallet unlinked');
  await expect(page.getByText('No wallet is linked to your account yet.')).toBeVisible();
});

test('network health wording and layout; the switcher marks failing networks', async ({
  page,
  server,
  chain,
}) => {
  test.setTimeout(180_000);
  // Reachable (the local chain answers 43113) but configured with another chain id; and a dead RPC.
  const wrong = await createNetworkRow(server.db, { name: 'Wrong chain id', rpcUrl: chain.rpcUrl });
  await createNetworkRow(server.db, { name: 'Dead RPC', rpcUrl: 'http://127.0.0.1:1' });
  await installTestWallet(page, chain);
  await signInAs(page, server, 'admin');
  await page.goto(`${server.url}/network`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Wrong chain id' }) });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await card.getByRole('button', { name: /Check health/ }).click();
    await expect(
      card.getByText(`Reachable, but the RPC reports chain id 43113, not ${wrong.chainId}`),
    ).toBeVisible();
    await expect(card.getByText(/Unreachable/)).toHaveCount(0);
    // The result sits below the buttons: Check health, Edit and Delete stay on one line.
    const [check, edit, remove] = await Promise.all(
      [/Check health/, /^Edit/, /^Delete/].map((name) => card.getByRole('button', { name }).boundingBox()),
    );
    expect(Math.round(edit!.y)).toBe(Math.round(check!.y));
    expect(Math.round(remove!.y)).toBe(Math.round(check!.y));
    await expectNoAxeViolations(page);
    await shot(page, `network-health-${width}`);
  }
  const dead = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dead RPC' }) });
  await dead.getByRole('button', { name: /Check health/ }).click();
  await expect(dead.getByText(/^Unreachable: /)).toBeVisible();
  await checkScreen(page, 'network-list');

  // The switcher checks every active network and refuses the failing ones, saying why.
  await page.setViewportSize({ width: 1280, height: 900 });
  await connect(page);
  await page.getByRole('button', { name: /^Network: / }).click();
  const failing = page.getByRole('menuitem', { name: /Wrong chain id/ });
  await expect(failing).toContainText('Health check failed: Reachable, but the RPC reports chain id 43113');
  await expect(failing).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: /Dead RPC/ })).toContainText(
    'Health check failed: Unreachable',
  );
  await expect(page.getByRole('menuitem', { name: /Avalanche Fuji/ })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // No axe scan here: an open Radix menu hides the rest of the page from assistive tech by design.
  await shot(page, 'switcher');
});

test('edit and delete a deployment, delete a product, confirm a duplicate address', async ({
  page,
  server,
  chain,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  // The server's 'confirm first' answer, and the deleted product's page refetching as it closes.
  allowConsoleErrors({ text: /status of 409/, url: /\/api\/contracts$/ });
  allowConsoleErrors({ text: /status of 404/, url: /\/api\/products\// });
  await signInAs(page, server, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  const product = `Duplicate home ${Date.now()}`;
  const first = await registerToken(page, server.url, chain, product);

  // The same address under another product: asked first, saved only when confirmed.
  await page.goto(`${server.url}/contracts/new`);
  await page
    .getByLabel('Network', { exact: true })
    .selectOption({ label: 'Avalanche Fuji Testnet (chain 43113) · testnet' });
  await page.getByLabel('Contract address').fill(chain.address);
  await page.getByLabel('ABI JSON').fill(JSON.stringify(chain.abi));
  await page.getByLabel('Product name').fill('Second home');
  await page.getByRole('button', { name: 'Register contract' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Address already registered' });
  await expect(ask).toContainText(`already registered on Avalanche Fuji Testnet under "${product}"`);
  await expectNoAxeViolations(page);
  await shot(page, 'duplicate-confirm');
  await ask.getByRole('button', { name: 'Register anyway' }).click();
  await expect(page).toHaveURL(/\/interfaces\/[0-9a-f-]{36}$/);

  // Edit the first deployment's label and admin functions on its product's page.
  await page.goto(`${server.url}/products/${first.productId}`);
  await expect(page.getByRole('heading', { name: product, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Edit / }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Label').fill('Renamed token');
  await form.getByLabel('transfer(address,uint256)').check();
  await form.getByRole('button', { name: 'Save deployment' }).click();
  await toast(page, 'Deployment updated');
  await expect(page.getByRole('link', { name: 'Renamed token' })).toBeVisible();
  const saved = (await (
    await page.request.get(`${server.url}/api/contracts/${first.id}`)
  ).json()) as DeploymentDetail;
  expect(saved.adminFunctions.sort()).toEqual(['mint(address,uint256)', 'transfer(address,uint256)']);
  await checkScreen(page, 'product-detail-actions', async (p) => {
    await expect(p.getByRole('link', { name: 'Renamed token' })).toBeVisible();
  });

  // Delete the deployment, then the product.
  await page.getByRole('button', { name: 'Delete Renamed token' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete deployment' }).click();
  await toast(page, 'Deployment deleted');
  await expect(page.getByText('No deployments yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete product' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await toast(page, 'Product deleted');
  expect((await page.request.get(`${server.url}/api/products/${first.productId}`)).status()).toBe(404);
});
