import type { Page } from '@playwright/test';
import { keccak256, toBytes } from 'viem';
import { deployGuardedVault } from '../chain/guarded-vault';
import { expect, pointFujiAtChain, registerOnLocalChain, test as chainTest } from '../chain/playwright';
import { installTestWallet } from '../chain/test-wallet';
import { AUTH_ENV, linkWallets, signInAs } from './auth-fixtures';
import { checkScreen } from './screens';

/**
 * A server with no confirmations (the local chain mines one block per transaction) and a fast
 * monitor watcher, so a hit reaches the toast within a second or so.
 */
const test = chainTest.extend({
  pool: {
    name: 'roles-monitors',
    env: { ...AUTH_ENV, CHAIN_CONFIRMATIONS: '0', MONITOR_POLL_INTERVAL_MS: '500' },
    seed: pointFujiAtChain,
  },
});

const MINTER_ROLE = keccak256(toBytes('MINTER_ROLE'));

const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible({
    timeout: 20_000,
  });

const openRoles = async (page: Page) => {
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('heading', { name: 'Owner', exact: true })).toBeVisible();
};

test('roles view, a role granted from the console, and a monitor firing a toast', async ({
  page,
  server,
  chain,
  allowConsoleErrors,
}) => {
  test.setTimeout(240_000);
  const vault = await deployGuardedVault(chain);
  await installTestWallet(page, chain);
  const admin = await signInAs(page, server, 'admin');
  await linkWallets(server, admin.email, [chain.ownerAddress, chain.otherAddress]);
  const deployment = await registerOnLocalChain(page, server.url, {
    address: vault.address,
    abi: vault.abi,
    label: 'Guarded vault',
    product: 'Vault product',
  });

  // Roles: owner and the deployer's admin role, from the logs.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/interfaces/${deployment.id}`);
  await expect(page.getByRole('heading', { name: 'Guarded vault', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await openRoles(page);
  await expect(page.getByTestId('current-owner')).toContainText(chain.ownerAddress);
  await expect(page.getByTestId('role-DEFAULT_ADMIN_ROLE')).toContainText(chain.ownerAddress);

  // Grant MINTER_ROLE to account #1 through the wallet; the view follows.
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('menuitem', { name: 'Hatchery Test Wallet' }).click();
  await expect(page.getByRole('button', { name: `Wallet ${chain.ownerAddress}` })).toBeVisible();
  const grant = page.getByRole('region', { name: 'grantRole(bytes32,address)' });
  await grant.getByLabel(/^role/).fill(MINTER_ROLE);
  await grant.getByLabel(/^account/).fill(chain.otherAddress);
  await grant.getByRole('button', { name: 'Write grantRole' }).click();
  await expect(grant.getByText(/Confirmed in block \d+ \(status: success\)/)).toBeVisible();
  await expect(page.getByTestId('role-MINTER_ROLE')).toContainText(chain.otherAddress);
  await expect(page.getByRole('cell', { name: 'grantRole' }).first()).toBeVisible();
  await checkScreen(page, 'contracts-roles', openRoles);

  // A monitor on large deposits, made through the form.
  await page.goto('/monitors');
  await expect(page.getByRole('heading', { name: 'Monitors', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New monitor' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Big deposit');
  await dialog.getByLabel('Contract').selectOption({ label: 'Guarded vault · Avalanche Fuji Testnet' });
  await dialog.getByLabel('Event').selectOption('Deposit');
  allowConsoleErrors({ text: /status of 400/, url: /\/api\/monitors$/ });
  await dialog.getByLabel('Condition (optional)').fill('valu > 1000');
  await dialog.getByRole('button', { name: 'Create monitor' }).click();
  await expect(dialog.getByText(/'valu', which is not an argument of Deposit/)).toBeVisible();
  await dialog.getByLabel('Condition (optional)').fill('value > 1000');
  await dialog.getByRole('button', { name: 'Create monitor' }).click();
  await expect(page.getByRole('cell', { name: /Big deposit Guarded/ })).toBeVisible();

  // A small deposit passes silently; a large one raises the toast.
  await vault.write('deposit', [5n, 'small']);
  await vault.write('deposit', [5000n, 'large']);
  await toast(page, 'Alert: Big deposit');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'memo=large' }).first()).toBeVisible();
  await checkScreen(page, 'monitors', async (p) => {
    await expect(p.getByRole('cell', { name: /Big deposit Guarded/ })).toBeVisible();
  });

  await page.goto('/alerts');
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: /memo=large/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /memo=small/ })).toHaveCount(0);
  await checkScreen(page, 'alerts', async (p) => {
    await expect(p.getByRole('cell', { name: /memo=large/ }).first()).toBeVisible();
  });
});
