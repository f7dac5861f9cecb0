import type { Page } from '@playwright/test';
import { expect, workerTest as test } from './fixtures';
import { createProject } from '../../src/server/test/factories';
import { installRetryClock, outlastRetries } from './retries';
import { checkScreen } from './screens';
import { clearProjects, expectAccessibleInBothThemes, failProjects, ownServer } from './public-site-helpers';

const server = ownServer();
const companies = () => `${server.url}/companies`;
const cards = (page: Page) => page.getByTestId('company-card');
const names = (page: Page) => cards(page).getByRole('heading');
const count = (page: Page) => page.getByRole('status').filter({ hasText: /found$/ });

async function seedPortfolio() {
  await clearProjects(server.db);
  await createProject(server.db, {
    name: 'Glacier Swap',
    description: 'Concentrated liquidity for subnets.',
    shortDescription: 'A DEX.',
    industry: 'defi',
    projectStage: 'growth',
    companyType: 'startup',
    currentPhase: 'launch',
    isFeatured: true,
    logoUrl: '/favicon.svg',
    capitalRaised: 1_250_000,
    totalCapitalTarget: 2_000_000,
    onboardingDate: '2025-02-10',
    websiteUrl: 'https://glacier.example',
    socialLinks: { linkedin: 'https://www.linkedin.com/company/glacier' },
    createdAt: new Date('2025-03-01'),
  });
  await createProject(server.db, {
    name: 'Peak Pass',
    description: null,
    shortDescription: 'Ticketing with resale caps.',
    industry: 'nft',
    projectStage: 'mvp',
    companyType: 'llc',
    currentPhase: 'documentation',
    capitalRaised: null,
    totalCapitalTarget: null,
    createdAt: new Date('2025-02-01'),
  });
  await createProject(server.db, {
    name: 'Summit Lend',
    description: 'Invoice financing on-chain.',
    industry: 'defi',
    projectStage: 'seed',
    companyType: 'dao',
    currentPhase: 'scaling',
    capitalRaised: 0,
    totalCapitalTarget: 900,
    onboardingDate: '2024-11-30',
    createdAt: new Date('2025-01-01'),
  });
  await createProject(server.db, { name: 'Retired Co', isActive: false, industry: 'social' });
}

test('cards show every field the spec lists', async ({ page }) => {
  await seedPortfolio();
  await page.goto(companies());
  await expect(count(page)).toHaveText('3 companies found');

  const glacier = page.getByRole('article', { name: /Glacier Swap/ });
  await expect(glacier.getByRole('heading')).toHaveText('Glacier Swap(featured)');
  await expect(glacier.getByRole('img', { name: 'Glacier Swap logo' })).toBeVisible();
  await expect(glacier.getByText('Startup')).toBeVisible();
  await expect(glacier.getByText('Concentrated liquidity for subnets.')).toBeVisible();
  await expect(glacier.getByRole('list', { name: 'Classification' }).getByRole('listitem')).toHaveText([
    'Industry: DeFi',
    'Stage: Growth',
    'Phase: Launch',
  ]);
  await expect(glacier.getByText('Raised:')).toBeVisible();
  await expect(glacier.getByRole('definition').first()).toHaveText('$1.3M');
  await expect(glacier.getByText('Joined:').locator('..')).toHaveText('Joined:2025');
  for (const name of [/Visit Site/, /LinkedIn/]) {
    const link = glacier.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(glacier.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/company/glacier',
  );

  const peak = page.getByRole('article', { name: 'Peak Pass' });
  await expect(peak.getByTestId('logo-placeholder')).toBeVisible();
  await expect(peak.getByText('Building innovative solutions in the Web3 space.')).toBeVisible();
  await expect(peak.getByText('Raised:')).toHaveCount(0);
  await expect(peak.getByText('Target:').locator('..')).toHaveText('Target:Not disclosed');
  await expect(peak.getByText('Joined:')).toHaveCount(0);
  await expect(peak.getByRole('link')).toHaveCount(0);
  // The companies page shows every phase badge, documentation included.
  await expect(peak.getByText('Documentation')).toBeVisible();

  const summit = page.getByRole('article', { name: 'Summit Lend' });
  await expect(summit.getByText('Raised:').locator('..')).toHaveText('Raised:$0');
  await expect(summit.getByText('Target:').locator('..')).toHaveText('Target:$900');
  await expect(summit.getByText('Joined:').locator('..')).toHaveText('Joined:2024');
  await expect(summit.getByText('DAO')).toBeVisible();

  await expect(page.getByText('Retired Co')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
});

test('search covers name, description and short description with a singular/plural count', async ({
  page,
}) => {
  await page.goto(companies());
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('glacier');
  await expect(names(page)).toHaveText([/Glacier Swap/]);
  await expect(count(page)).toHaveText('1 company found');
  await search.fill('INVOICE');
  await expect(names(page)).toHaveText(['Summit Lend']);
  await search.fill('resale caps');
  await expect(names(page)).toHaveText(['Peak Pass']);
  await search.fill('on');
  await expect(count(page)).toHaveText('2 companies found');
});

test('industry and stage filters offer only values present and combine', async ({ page }) => {
  await page.goto(companies());
  const industry = page.getByRole('combobox', { name: 'Industry' });
  const stage = page.getByRole('combobox', { name: 'Stage' });
  await expect(industry.getByRole('option')).toHaveText(['All Industries', 'DeFi', 'NFT']);
  await expect(stage.getByRole('option')).toHaveText(['All Stages', 'Growth', 'MVP', 'Seed']);

  await industry.selectOption({ label: 'DeFi' });
  await expect(count(page)).toHaveText('2 companies found');
  await stage.selectOption({ label: 'Seed' });
  await expect(names(page)).toHaveText(['Summit Lend']);
  await expect(count(page)).toHaveText('1 company found');

  await industry.selectOption({ label: 'NFT' });
  await expect(count(page)).toHaveText('0 companies found');
  await expect(page.getByText('No companies found')).toBeVisible();
  await expect(page.getByText(/adjusting your search or filters/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count(page)).toHaveText('3 companies found');
  await expect(industry).toHaveValue('all');
});

test('the controls work from the keyboard', async ({ page }) => {
  await page.goto(companies());
  await expect(cards(page)).toHaveCount(3);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.focus();
  await page.keyboard.type('peak');
  await expect(count(page)).toHaveText('1 company found');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Industry' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Stage' })).toBeFocused();
});

test('filters live in the URL: a reload or a shared link keeps them', async ({ page }) => {
  await page.goto(companies());
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'DeFi' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('invoice');
  await expect(names(page)).toHaveText(['Summit Lend']);
  await expect(page).toHaveURL(/\/companies\?industry=defi&q=invoice$|\/companies\?q=invoice&industry=defi$/);

  await page.reload();
  await expect(names(page)).toHaveText(['Summit Lend']);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('invoice');
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveValue('defi');

  await page.goto(`${companies()}?stage=mvp`);
  await expect(names(page)).toHaveText(['Peak Pass']);
  await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue('mvp');
  await page.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'All Stages' });
  await expect(cards(page)).toHaveCount(3);
  await expect(page).toHaveURL(/\/companies$/);
});

test('a stage and a phase of the same value are labelled on screen', async ({ page }) => {
  await createProject(server.db, {
    name: 'Twin Labels',
    industry: 'defi',
    projectStage: 'development',
    currentPhase: 'development',
  });
  await page.goto(companies());
  const badges = page
    .getByRole('article', { name: 'Twin Labels' })
    .getByRole('list', { name: 'Classification' })
    .getByRole('listitem');
  await expect(badges).toHaveText(['Industry: DeFi', 'Stage: Development', 'Phase: Development']);
  // The labels are drawn, not only read out: what shows is never 'Development Development'.
  for (const label of ['Stage:', 'Phase:']) {
    const box = await badges.getByText(label, { exact: true }).boundingBox();
    expect(box?.width ?? 0, label).toBeGreaterThan(10);
  }
  await checkScreen(page, 'companies-cards', async (p) => {
    await expect(p.getByRole('article', { name: 'Twin Labels' })).toBeVisible();
  });
});

test('an empty portfolio has its own message', async ({ page }) => {
  await clearProjects(server.db);
  await page.goto(companies());
  await expect(page.getByText('There are currently no companies in our incubator program.')).toBeVisible();
  await expect(page.getByText('No companies found')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Apply Now' })).toBeVisible();
});

test('a failed load says so', async ({ page }) => {
  // Served pages carry their projects; the list is fetched when the visitor navigates here.
  await installRetryClock(page);
  await page.goto(companies().replace('/companies', '/faq'), { waitUntil: 'networkidle' });
  await failProjects(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
  await outlastRetries(page, page.getByRole('heading', { name: 'Error Loading Companies' }));
  await expect(page.getByText('Please try refreshing the page')).toBeVisible();
});

test('passes axe in light and dark', async ({ page }) => {
  await seedPortfolio();
  await expectAccessibleInBothThemes(page, companies(), async () => {
    await expect(cards(page)).toHaveCount(3);
  });
});
