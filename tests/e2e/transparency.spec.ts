import type { Page } from '@playwright/test';
import { createApplication, createCapitalSource, createProject } from '../../src/server/test/factories';
import { expect, expectNoAxeViolations, startServer, test } from './fixtures';
import { gotoWithoutIntent } from './hydration';

type Server = Awaited<ReturnType<typeof startServer>>;

/** Every spec placeholder with no data source behind it must carry the label. */
async function expectIllustrativeFigures(page: Page) {
  for (const label of ['Average ROI', 'Portfolio Valuation']) {
    const card = page.locator('div.rounded-xl', { has: page.getByRole('heading', { name: label }) });
    await expect(card.getByText('Illustrative', { exact: true })).toBeVisible();
  }
  await expect(page.getByText('+247%')).toBeVisible();
  await expect(page.getByText('2.47x')).toBeVisible();
  for (const bar of ['Capital efficiency', 'Time to market']) {
    await expect(page.getByRole('progressbar', { name: bar })).toHaveAttribute(
      'aria-valuetext',
      /illustrative/,
    );
  }
  await expect(page.getByText('Average time to first funding: 8.2 months')).toBeVisible();
}

const hero = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Transparency Dashboard' })
    .locator('dt', { hasText: label })
    .locator('+ dd');

test.describe('with an empty database', () => {
  let server: Server;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(() => server.stop());

  test('shows zeros and honest empty states, never sample data', async ({ page }) => {
    await page.goto(`${server.url}/transparency`);
    await expect(page).toHaveTitle('Transparency · Hatchery');
    await expect(hero(page, 'Total Capital Raised')).toHaveText('$0');
    await expect(hero(page, 'Projects Incubated')).toHaveText('0');
    await expect(hero(page, 'Success Rate')).toHaveText('0.0%');
    await expect(page.getByText('No capital has been recorded yet.')).toBeVisible();
    await expect(page.getByText('No projects have joined the incubator yet.')).toBeVisible();
    await expect(page.getByText('No industry data yet: no active projects.')).toBeVisible();
    await expect(page.getByText(/No featured projects yet/)).toBeVisible();
    // The spec's sample industry split and chart months must not appear as if measured.
    await expect(page.getByText('40%')).toHaveCount(0);
    await expect(page.locator('figure')).toHaveCount(0);
    await expectIllustrativeFigures(page);
  });
});

test.describe('with seeded rows', () => {
  let server: Server;
  test.beforeAll(async () => {
    server = await startServer();
    const db = server.db;
    const alpha = await createProject(db, {
      name: 'Alpha Swap',
      industry: 'defi',
      capitalRaised: 1_500_000,
      totalCapitalTarget: 3_000_000,
      onboardingDate: '2026-05-10',
      createdAt: new Date('2026-05-08T10:00:00Z'),
      isFeatured: true,
      shortDescription: 'A decentralised exchange for Avalanche subnets.',
    });
    await createProject(db, {
      name: 'Bravo Pass',
      industry: 'nft',
      capitalRaised: 750_000,
      totalCapitalTarget: 1_000_000,
      onboardingDate: '2026-07-01',
      createdAt: new Date('2026-07-01T10:00:00Z'),
      isFeatured: true,
    });
    await createProject(db, {
      name: 'Charlie Nodes',
      industry: 'infrastructure',
      capitalRaised: 250_000,
      createdAt: new Date('2026-07-15T10:00:00Z'),
    });
    await createProject(db, {
      name: 'Delta Guild',
      industry: 'defi',
      capitalRaised: null,
      isFeatured: true,
      createdAt: new Date('2026-08-03T10:00:00Z'),
    });
    await createProject(db, {
      name: 'Echo Hidden',
      industry: 'social',
      capitalRaised: 9_000_000,
      isActive: false,
      isFeatured: true,
      createdAt: new Date('2026-08-20T10:00:00Z'),
    });
    await createCapitalSource(db, {
      projectId: alpha.id,
      sourceType: 'vip_nft',
      totalRaised: 400_000,
      usdConversion: 'usd',
      totalRaisedUsd: 400_000,
      lastSyncedAt: new Date(),
    });
    const statuses = [
      'approved',
      'approved',
      'approved',
      'rejected',
      'rejected',
      'submitted',
      'submitted',
      'under_review',
    ];
    for (const status of statuses) await createApplication(db, { status: status as 'approved' });
  });
  test.afterAll(() => server.stop());

  test('shows the figures the database holds', async ({ page }) => {
    await page.goto(`${server.url}/transparency`);
    // 1.5M + 750K + 250K of active projects; the inactive 9M is left out.
    await expect(hero(page, 'Total Capital Raised')).toHaveText('$2.5M');
    await expect(hero(page, 'Projects Incubated')).toHaveText('4');
    await expect(hero(page, 'Success Rate')).toHaveText('37.5%'); // 3 approved of 8
    const applications = page.locator('div.rounded-xl', {
      has: page.getByRole('heading', { name: 'Applications Received' }),
    });
    await expect(applications).toContainText('8');
    await expect(applications).toContainText('3 approved');
    const funding = page.locator('div.rounded-xl', {
      has: page.getByRole('heading', { name: 'Funding Progress' }),
    });
    await expect(funding).toContainText('62%'); // 2.5M of 4M
    await expect(page.getByRole('progressbar', { name: 'Application success rate' })).toHaveAttribute(
      'aria-valuenow',
      '37.5',
    );

    // Chart text alternatives carry every value.
    const capital = page.getByRole('table', { name: 'Capital Raised Over Time' });
    await expect(capital.getByRole('row')).toHaveCount(1 + 4); // May to August 2026
    await expect(capital.getByRole('row', { name: /July 2026/ })).toContainText('$2.5M');
    await expect(capital.getByRole('row', { name: /June 2026/ })).toContainText('$1.5M');
    const byMonth = page.getByRole('table', { name: 'Projects by Month' });
    await expect(byMonth.getByRole('row', { name: /July 2026/ }).getByRole('cell')).toHaveText('2');
    await expect(byMonth.getByRole('row', { name: /June 2026/ }).getByRole('cell')).toHaveText('0');
    const industries = page.getByRole('table', { name: 'Projects by Industry' });
    await expect(industries.getByRole('row', { name: /DeFi/ })).toContainText('50%');
    await expect(industries.getByRole('row', { name: /NFT/ })).toContainText('25%');
    await expect(page.getByText('DeFi 50%, Infrastructure 25%, NFT 25%.')).toBeVisible();
    await expect(page.getByText(/By source: VIP NFT \$400K/)).toBeVisible();

    const stories = page.getByRole('region', { name: 'Featured Stories' }).getByRole('heading', { level: 3 });
    await expect(stories).toHaveText(['Delta Guild', 'Bravo Pass', 'Alpha Swap']);
    await expectIllustrativeFigures(page);
  });

  test('draws every chart from the HTML: with scripts off, and before any interaction', async ({
    browser,
    page,
  }) => {
    const expectDrawn = async (p: Page) => {
      // One drawing shows per width (a phone's and a wider card's).
      await expect(p.locator('[data-static-chart="capital"]:visible circle')).toHaveCount(4);
      await expect(p.locator('[data-static-chart="projects"]:visible rect')).toHaveCount(4);
      await expect(p.locator('[data-static-chart="industries"]:visible path')).toHaveCount(3);
      await expect(p.locator('[data-static-chart="industries"]:visible')).toContainText('DeFi');
    };
    for (const width of [1280, 375]) {
      const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const noScripts = await off.newPage();
      await noScripts.goto(`${server.url}/transparency`);
      await expectDrawn(noScripts);
      await off.close();
    }
    // Scripts on but no intent yet: the same drawing, in place, until recharts takes over.
    await gotoWithoutIntent(page, `${server.url}/transparency`);
    await expectDrawn(page);
    await page.mouse.wheel(0, 600);
    await expectDrawn(page);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no accessibility violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${server.url}/transparency`);
      // The drawings load as they near the screen; bring all three in before checking.
      await page.getByRole('heading', { name: 'Featured Stories' }).scrollIntoViewIfNeeded();
      await expect(page.locator('figure .recharts-wrapper')).toHaveCount(3);
      await expectNoAxeViolations(page);
    });
  }
});

test('has no accessibility violations when empty (dark)', async ({ page }) => {
  const server = await startServer();
  try {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${server.url}/transparency`);
    await expect(page.getByText('No capital has been recorded yet.')).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await server.stop();
  }
});
