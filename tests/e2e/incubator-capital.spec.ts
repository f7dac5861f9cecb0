import type { Page } from '@playwright/test';
import { parseEther } from 'viem';
import {
  profitSharingDistributions,
  projectCapitalSourceHistory,
  projectRevenueTargets,
  projectTeamMembers,
  users,
} from '../../src/server/db/schema/index';
import { createNetworkRow } from '../../src/server/test/contract-factories';
import { createCapitalSource, createProject } from '../../src/server/test/factories';
import { deployCapitalFixtures } from '../chain/capital-fixtures';
import { expect, test } from '../chain/playwright';
import { createUser, signIn, signInAs } from './auth-fixtures';
import { checkScreen } from './screens';
import { eq } from 'drizzle-orm';

const toast = (page: Page, text: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();

const sourcesTable = (page: Page) => page.getByRole('table', { name: 'Capital sources' });

test('an admin adds a native-balance source on the local chain, syncs, and the public cards show the raised amount', async ({
  page,
  browser,
  server,
  chain,
}) => {
  test.slow();
  const fx = await deployCapitalFixtures(chain);
  await fx.buy(parseEther('4000'));
  const name = `Capital Nest ${Date.now()}`;
  const project = await createProject(server.db, {
    name,
    isFeatured: true,
    totalCapitalTarget: 10_000,
  });

  await signInAs(page, server, 'admin');
  await page.goto(`${server.url}/incubator/${project.id}?tab=capital`);
  // The admin shell loads the wallet's networks first; give a busy machine time.
  await expect(page.getByText('No capital sources yet.', { exact: false })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add source' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Presale');
  await dialog.getByLabel('Type').selectOption('token_sale');
  await dialog
    .getByLabel('Network', { exact: true })
    .selectOption({ label: 'Avalanche Fuji Testnet (chain 43113)' });
  await dialog.getByLabel('Contract address').fill(fx.sale);
  // A token amount counts in dollars only at a rate (decision 0024, amended 2026-11-26).
  await dialog.getByLabel('USD conversion').selectOption('fixed');
  await dialog.getByLabel('USD per unit').fill('1');
  await dialog.getByRole('button', { name: 'Add source' }).click();
  await toast(page, 'Capital source added');
  await expect(sourcesTable(page).getByText('Pending')).toBeVisible();

  await page.getByRole('button', { name: 'Sync now' }).click();
  await toast(page, 'Sync completed: 1 sources updated, 0 from cache');
  await toast(page, 'Capital Updated');
  await expect(sourcesTable(page).getByText('Synced', { exact: true })).toBeVisible();
  await expect(sourcesTable(page).getByRole('cell', { name: '4,000', exact: true })).toBeVisible();
  await expect(sourcesTable(page).getByRole('cell', { name: '$4,000.00', exact: true })).toBeVisible();
  await expect(page.getByTestId('capital-raised')).toHaveText('$4K');
  await expect(page.getByText('40% of target')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Presale: readings over time' })).toBeAttached();

  await checkScreen(page, 'incubator-capital-admin', async (p) => {
    await expect(sourcesTable(p).getByText('Synced', { exact: true })).toBeVisible();
  });

  // A visitor: the home card and the public /incubator card show what was raised.
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/`);
  const homeCard = visitor.getByTestId('project-card').filter({ hasText: name });
  await expect(homeCard).toContainText('$4K');
  await visitor.goto(`${server.url}/incubator`);
  await expect(visitor.getByTestId('project-card').filter({ hasText: name })).toContainText('$4K');
  await visitor.close();
});

test('an unreachable RPC marks the source failed and shows the error', async ({ page, server }) => {
  const project = await createProject(server.db, { name: `Offline Nest ${Date.now()}` });
  const down = await createNetworkRow(server.db, { name: 'Unreachable net', rpcUrl: 'http://127.0.0.1:1' });
  await createCapitalSource(server.db, {
    projectId: project.id,
    contractName: 'Unreachable sale',
    networkId: down.id,
    chainId: down.chainId,
    contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  });
  await signInAs(page, server, 'admin');
  await page.goto(`${server.url}/incubator/${project.id}?tab=capital`);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await toast(page, 'Sync failed');
  const row = sourcesTable(page).getByRole('row').filter({ hasText: 'Unreachable sale' });
  await expect(row.getByText('Failed', { exact: true })).toBeVisible();
  await expect(row.locator('p.text-destructive')).not.toBeEmpty();
  await expect(row.getByText('Never synced')).toBeVisible();
});

test('members read the capital tab; the revenue tab and capital analytics pass the screen check', async ({
  page,
  server,
}) => {
  test.slow();
  const project = await createProject(server.db, {
    name: `Member Nest ${Date.now()}`,
    capitalRaised: 84_000,
    totalCapitalTarget: 200_000,
  });
  const source = await createCapitalSource(server.db, {
    projectId: project.id,
    contractName: 'VIP Pass',
    sourceType: 'vip_nft',
    totalRaised: 84_000,
    syncStatus: 'completed',
    lastSyncedAt: new Date(),
  });
  const day = 86_400_000;
  await server.db.insert(projectCapitalSourceHistory).values(
    [28, 21, 14, 7, 0].map((ago, i) => ({
      sourceId: source.id,
      amount: 20_000 + i * 16_000,
      at: new Date(Date.now() - ago * day),
    })),
  );
  await server.db.insert(projectRevenueTargets).values([
    {
      projectId: project.id,
      targetAmount: 50_000,
      targetDate: '2027-03-31',
      notes: 'First paying customers',
    },
    {
      projectId: project.id,
      targetAmount: 250_000,
      targetDate: '2027-12-31',
      status: 'achieved',
      achievedAt: new Date(),
    },
  ]);
  await server.db.insert(profitSharingDistributions).values({
    projectId: project.id,
    amount: '12.5',
    tokenSymbol: 'AVAX',
    distributedAt: new Date(),
  });

  // A member: the figures, no management controls.
  const member = await createUser(server, page.request);
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
  await server.db
    .insert(projectTeamMembers)
    .values({ projectId: project.id, userId: row!.id, role: 'developer' });
  await signIn(page, server, member.email);
  await page.goto(`${server.url}/incubator/${project.id}?tab=capital`);
  await expect(sourcesTable(page).getByText('VIP Pass').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add source' })).toHaveCount(0);
  await checkScreen(page, 'incubator-capital-member', async (p) => {
    await expect(sourcesTable(p).getByText('Synced', { exact: true })).toBeVisible();
  });

  await page.context().clearCookies();
  await signInAs(page, server, 'admin');
  await page.goto(`${server.url}/incubator/${project.id}?tab=revenue`);
  await expect(
    page.getByRole('table', { name: 'Revenue targets' }).getByText('First paying customers'),
  ).toBeVisible();
  await checkScreen(page, 'incubator-revenue', async (p) => {
    await expect(
      p.getByRole('table', { name: 'Profit-sharing distributions' }).getByText('12.5 AVAX'),
    ).toBeVisible();
  });

  await page.goto(`${server.url}/admin/analytics`);
  await expect(page.getByRole('heading', { name: 'Capital', exact: true, level: 2 })).toBeVisible();
  await checkScreen(page, 'analytics-capital', async (p) => {
    await expect(p.getByRole('table', { name: 'Capital raised per project' })).toBeAttached();
    await expect(p.getByText('Raised per source type over time')).toBeVisible();
  });
});
