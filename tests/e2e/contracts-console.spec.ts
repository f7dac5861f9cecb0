import type { Page } from '@playwright/test';
import { INITIAL_SUPPLY } from '../chain/local-chain';
import { expect, test } from '../chain/playwright';
import { createProject } from '../../src/server/test/factories';
import { formatAmount } from '../../src/web/features/interfaces/result-tree';
import { installTestWallet } from '../chain/test-wallet';
import { COLOUR_RULES, expectNoAxeViolations, linkWallets, signInAs } from './auth-fixtures';
import { saveShot, showTheme } from './screens';

const shot = (page: Page, name: string) => saveShot(page, `contracts-client-${name}`);

/**
 * Toasts fade in and out (axe would read their mid-animation colours): scan once they are gone,
 * and once the theme's colour transitions have finished (buttons read mid-fade failed contrast).
 * A screen already scanned in full in light needs only the colour rules in dark.
 */
const axe = async (page: Page, colorScheme: 'light' | 'dark' = 'light') => {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await showTheme(page, colorScheme);
  await expectNoAxeViolations(page, colorScheme === 'dark' ? COLOUR_RULES : undefined);
};

const toast = (page: Page, text: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();

test('connect, switch, register through the wizard, read, write as owner, refused non-owner, events, journal', async ({
  page,
  server,
  chain,
}) => {
  test.setTimeout(180_000);
  // The wallet starts on a chain Hatchery does not support (Ethereum mainnet, 1).
  const wallet = await installTestWallet(page, chain, { startChainId: 1 });
  const admin = await signInAs(page, server, 'admin');
  await linkWallets(server, admin.email, [chain.ownerAddress, chain.otherAddress]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/contracts/wizard`);
  await expect(page.getByRole('heading', { name: 'Register a contract' })).toBeVisible();

  // Connect: the EIP-6963 announcement lists the test wallet; the unsupported chain is switched
  // to the first active non-testnet network (spec §4), added to the wallet since it does not know it.
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('menuitem', { name: 'Hatchery Test Wallet' }).click();
  await toast(page, 'Switching to Avalanche C-Chain for full app support...');
  await toast(page, 'Successfully connected to Avalanche C-Chain');
  expect(wallet.calls).toContain('wallet_addEthereumChain');
  expect(wallet.chainId).toBe(43114);
  await expect(page.getByRole('button', { name: `Wallet ${chain.ownerAddress}` })).toBeVisible();

  // Switch to Fuji (the local chain) with the header's network switcher.
  await page.getByRole('button', { name: /^Network: Avalanche C-Chain/ }).click();
  await page.getByRole('menuitem', { name: /Avalanche Fuji/ }).click();
  await toast(page, 'Successfully connected to Avalanche Fuji');
  expect(wallet.chainId).toBe(43113);

  // Wizard: Network -> Address -> ABI -> Admin functions -> Review.
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  await next();
  await expect(page.getByText('Choose a network', { exact: true }).last()).toBeVisible();
  await page
    .getByLabel('Network', { exact: true })
    .selectOption({ label: 'Avalanche Fuji Testnet (chain 43113) · testnet' });
  await next();
  await page.getByLabel('Contract address').fill('0x1234');
  await next();
  await expect(page.getByText('Address must be 0x followed by 40 hexadecimal characters')).toBeVisible();
  await page.getByLabel('Contract address').fill(chain.address.toLowerCase());
  await page.getByLabel('Label (optional)').fill('HATCH token');
  await next();
  await page.getByLabel('ABI JSON').fill('{"not": "an abi"');
  await next();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
  await page.getByLabel('ABI JSON').fill(JSON.stringify(chain.abi));
  await expect(page.getByText(/Valid ABI: \d+ functions/)).toBeVisible();
  await axe(page);
  await shot(page, 'wizard-abi');
  await next();
  await page.getByLabel(/^mint\(address,uint256\)/).check();
  await next();
  await page.getByLabel('Product name').fill('HATCH');
  await shot(page, 'wizard-review');
  await page.getByRole('button', { name: 'Register contract' }).click();
  await expect(page).toHaveURL(/\/interfaces\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'HATCH token', level: 1 })).toBeVisible();

  // Read: totalSupply through the network's RPC.
  await page.getByRole('button', { name: 'Query totalSupply' }).click();
  // Amounts in the token's decimals (18) with its symbol.
  await expect(page.getByTestId('result-totalSupply')).toContainText(
    `${formatAmount(INITIAL_SUPPLY, 18)} HATCH`,
  );
  await axe(page);
  await shot(page, 'console-read');

  // Write as the owner: mint 5 tokens (decimals helper) to account #1.
  const before = (await chain.publicClient.readContract({
    address: chain.address,
    abi: chain.abi,
    functionName: 'balanceOf',
    args: [chain.otherAddress],
  })) as bigint;
  await page.getByRole('tab', { name: 'Write' }).click();
  const mint = page.getByRole('region', { name: 'mint(address,uint256)' });
  await expect(mint.getByText('Admin')).toBeVisible();
  await mint.getByLabel('to address').fill(chain.otherAddress);
  await mint.getByRole('button', { name: 'Decimals' }).click();
  await mint.getByLabel(/Token amount for/).fill('5');
  await mint.getByRole('button', { name: 'Apply' }).click();
  await expect(mint.getByLabel(/amount uint256/)).toHaveValue((5n * 10n ** 18n).toString());
  await mint.getByRole('button', { name: 'Write mint' }).click();
  await expect(mint.getByText(/Confirmed in block \d+ \(status: success\)/)).toBeVisible();
  await axe(page);
  await shot(page, 'console-write');

  // The new balance, read in the console.
  await page.getByRole('tab', { name: 'Read' }).click();
  const balanceOf = page.getByRole('region', { name: 'balanceOf(address)' });
  await balanceOf
    .getByLabel(/address$/)
    .first()
    .fill(chain.otherAddress);
  await balanceOf.getByRole('button', { name: 'Query balanceOf' }).click();
  await expect(page.getByTestId('result-balanceOf')).toContainText(
    `${formatAmount(before + 5n * 10n ** 18n, 18)} HATCH`,
  );

  // A non-owner's mint is refused by the simulation with the decoded custom error; nothing is sent.
  await wallet.useKey(chain.otherKey);
  await page.getByRole('tab', { name: 'Write' }).click();
  await expect(page.getByRole('button', { name: `Wallet ${chain.otherAddress}` })).toBeVisible();
  const sentBefore = wallet.calls.filter((c) => c === 'eth_sendTransaction').length;
  await mint.getByLabel('to address').fill(chain.otherAddress);
  await mint.getByLabel(/amount uint256/).fill('1');
  await mint.getByRole('button', { name: 'Write mint' }).click();
  await expect(mint.getByText(`NotOwner(${chain.otherAddress})`)).toBeVisible();
  expect(wallet.calls.filter((c) => c === 'eth_sendTransaction').length).toBe(sentBefore);

  // Events: the mint's Transfer from the zero address.
  await page.getByRole('tab', { name: 'Events' }).click();
  const transfer = page
    .getByRole('listitem')
    .filter({ hasText: 'Transfer' })
    .filter({ hasText: chain.otherAddress });
  await expect(transfer.first()).toBeVisible();
  await axe(page);
  await shot(page, 'console-events');

  // Journal: who, function, arguments, hash, chain, status.
  const row = page.getByRole('table', { name: 'Transaction journal' }).getByRole('row').nth(1);
  await expect(row).toContainText('mint(address,uint256)');
  await expect(row).toContainText(chain.otherAddress);
  await expect(row).toContainText('43113');
  await expect(row).toContainText('success');
  await expect(row).toContainText(/Confirmed on chain, block \d+/);

  await page.getByRole('tab', { name: 'Write' }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 800 });
  await axe(page);
  await shot(page, 'console-write-dark-375');
  // No sideways scrolling on a phone: the journal table scrolls inside its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('networks: health check, duplicate chain id refused on its field; light and dark at 375 px', async ({
  page,
  server,
  allowConsoleErrors,
  chain,
}) => {
  allowConsoleErrors({ text: /status of 409/, url: /\/api\/networks$/ });
  await signInAs(page, server, 'admin');
  await page.goto(`${server.url}/network`);
  const fuji = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Avalanche Fuji Testnet' }) });
  await fuji.getByRole('button', { name: 'Check health of Avalanche Fuji Testnet' }).click();
  const latest = await chain.publicClient.getBlockNumber();
  await expect(
    fuji.getByText(
      new RegExp(
        `^Healthy: chain id 43113 matches, latest block (${latest}|${latest + 1n}|${latest + 2n}|${latest + 3n})`,
      ),
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add network' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create network' }).click();
  await expect(dialog.getByText('RPC URL is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Copy of Fuji');
  await dialog.getByLabel('Chain id').fill('43113');
  await dialog.getByLabel('Currency symbol').fill('AVAX');
  await dialog.getByLabel('Explorer URL (optional)').fill('https://testnet.snowtrace.io');
  await dialog.getByLabel('RPC URL').fill('https://api.avax-test.network/ext/bc/C/rpc');
  await dialog.getByRole('button', { name: 'Create network' }).click();
  await expect(dialog.getByText('Chain id 43113 is already used by another network')).toBeVisible();
  await expect(dialog.getByLabel('Chain id')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await axe(page, colorScheme);
      await shot(page, `network-${colorScheme}-${width}`);
    }
  }
});

test('the one-page form shows the server refusing an address without contract code', async ({
  page,
  server,
  allowConsoleErrors,
  chain,
}) => {
  allowConsoleErrors({ text: /status of 400/, url: /\/api\/contracts$/ });
  await signInAs(page, server, 'admin');
  await page.goto(`${server.url}/contracts/new`);
  await page
    .getByLabel('Network', { exact: true })
    .selectOption({ label: 'Avalanche Fuji Testnet (chain 43113) · testnet' });
  // An account, not a contract: the server's eth_getCode finds nothing.
  await page.getByLabel('Contract address').fill(chain.otherAddress);
  await page.getByLabel('Standard library').check();
  await page.getByLabel('Standard ABI').selectOption({ index: 1 });
  await page.getByLabel('Product name').fill('Nothing there');
  await page.getByRole('button', { name: 'Register contract' }).click();
  await expect(
    page
      .getByRole('main')
      .getByText(`No contract code found at ${chain.otherAddress} on Avalanche Fuji Testnet`),
  ).toBeVisible();
  await expect(page.getByLabel('Contract address')).toHaveAttribute('aria-invalid', 'true');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await axe(page, colorScheme);
    await shot(page, `contracts-new-${colorScheme}`);
  }
});

test('products: create, edit, schedule and launch; the dashboard lists it with connection status', async ({
  page,
  server,
}) => {
  // Revenue targets and distributions belong to an incubated project.
  const project = await createProject(server.db, { name: `Nestling ${Date.now()}` });
  await signInAs(page, server, 'admin');
  await page.goto(`${server.url}/products/new`);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('main').getByText('Product name is required')).toBeVisible();
  await page.getByLabel('Name').fill('Launchpad');
  await page.getByLabel('Description').fill('Token launches on Avalanche');
  await page.getByLabel('Tags').fill('DeFi, Launch');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { name: 'Launchpad', level: 1 })).toBeVisible();
  await expect(page.getByText('DeFi', { exact: true })).toBeVisible();

  await page.getByLabel('Planned launch date').fill('2027-01-15');
  await page.getByRole('button', { name: 'Schedule launch' }).click();
  await toast(page, 'Contract launch schedule created successfully');
  await page.getByRole('button', { name: 'Mark launched (2027-01-15)' }).click();
  await expect(page.getByText('launched', { exact: true })).toBeVisible();
  await axe(page);
  await shot(page, 'product-detail');
  // Revenue targets and distributions live on the project's Revenue tab; the product page links there.
  const productUrl = page.url();
  await page.getByLabel('Incubated project').selectOption({ label: project.name });
  await page.getByRole('link', { name: `Open ${project.name}'s revenue` }).click();
  await expect(page).toHaveURL(new RegExp(`/incubator/${project.id}\\?tab=revenue$`));
  await page.getByLabel('Target amount').fill('250000');
  await page.getByLabel('Target date').fill('2027-06-30');
  await page.getByRole('button', { name: 'Add revenue target' }).click();
  await toast(page, 'Revenue target created successfully');
  await page.getByRole('button', { name: 'Mark achieved (Jun 30, 2027)' }).click();
  await expect(page.getByText('Achieved', { exact: true })).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('1.1234567890123456789');
  await page.getByRole('button', { name: 'Record distribution' }).click();
  await expect(page.getByText('Amount must be a valid number (up to 18 decimals)')).toBeVisible();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Amount', { exact: true }).fill('12.5');
  await page.getByRole('button', { name: 'Record distribution' }).click();
  await toast(page, 'Profit distribution created successfully');
  await expect(page.getByText('12.5 AVAX')).toBeVisible();
  await page.goto(productUrl);

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Name').fill('Launchpad Pro');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('heading', { name: 'Launchpad Pro', level: 1 })).toBeVisible();

  await page.goto(`${server.url}/dashboard`);
  const recent = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Launchpad Pro' }) });
  await expect(recent.getByText('Active')).toBeVisible();
  await expect(recent.getByText('0 deployments')).toBeVisible();
  await expect(page.getByText('Wallet: Not connected')).toBeVisible();
  await expect(page.getByText('Illustrative figures (not measured)')).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await axe(page, colorScheme);
      await shot(page, `dashboard-${colorScheme}-${width}`);
    }
  }
});

test('standard ABI library: refused ABI on its field, create and delete with the spec toasts', async ({
  page,
  server,
}) => {
  await signInAs(page, server, 'admin');
  await page.goto(`${server.url}/contracts`);
  await expect(page.getByText('ERC20', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add standard ABI' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Mintable');
  await dialog.getByLabel('Contract type').fill('Mintable');
  await dialog.getByLabel('ABI JSON').fill('{"abi": 1}');
  await dialog.getByRole('button', { name: 'Create ABI' }).click();
  await expect(dialog.getByLabel('ABI JSON')).toHaveAttribute('aria-invalid', 'true');
  await dialog
    .getByLabel('ABI JSON')
    .fill(
      '[{"type":"function","name":"mint","stateMutability":"nonpayable","inputs":[{"name":"to","type":"address"},{"name":"amount","type":"uint256"}],"outputs":[]}]',
    );
  await dialog.getByRole('button', { name: 'Create ABI' }).click();
  await toast(page, 'Standard ABI created successfully');
  await axe(page);
  await shot(page, 'contracts-library');
  await page.getByRole('button', { name: 'Delete Mintable' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Standard ABI deleted successfully');
  await expect(page.getByRole('button', { name: 'Delete Mintable' })).toHaveCount(0);
});
