import type { Page } from '@playwright/test';
import { expect, workerTest as test } from './fixtures';
import { createProject } from '../../src/server/test/factories';
import { installRetryClock, outlastRetries } from './retries';
import { checkScreen } from './screens';
import {
  clearProjects,
  expectAccessibleInBothThemes,
  failProjects,
  ownServer,
  seedProjects,
} from './public-site-helpers';

const server = ownServer();
const incubator = () => `${server.url}/incubator`;
const cards = (page: Page) => page.getByTestId('project-card');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('lists every active project, featured first then newest, never inactive ones', async ({ page }) => {
  await clearProjects(server.db);
  await seedProjects(server.db, 8);
  await createProject(server.db, {
    name: 'Featured Old',
    isFeatured: true,
    createdAt: new Date('2020-01-01'),
  });
  await createProject(server.db, { name: 'Retired', isActive: false });
  await page.goto(incubator());
  await expect(page.getByRole('heading', { level: 1, name: 'Our Incubator Projects' })).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  await expect(cards(page).getByRole('heading')).toHaveText([
    'Featured Old',
    ...[8, 7, 6, 5, 4, 3, 2, 1].map((n) => `Project ${n}`),
  ]);
  await expect(page.getByText('Retired')).toHaveCount(0);
  await expect(page.getByText('9 active projects')).toBeVisible();
});

test('project card rules', async ({ page }) => {
  await clearProjects(server.db);
  await createProject(server.db, {
    name: 'Full Card',
    shortDescription: 'Short pitch wins.',
    description: 'Long description loses.',
    currentPhase: 'capital_raising',
    isFeatured: true,
    logoUrl: '/favicon.svg',
    websiteUrl: 'https://full.example',
    industry: 'defi',
    companyType: 'llc',
    tags: ['defi', 'rwa', 'cross_chain', 'lending', 'subnet'],
    capitalRaised: 1_250_000,
    totalCapitalTarget: 2_000_000,
  });
  await createProject(server.db, {
    name: 'Bare Card',
    description: null,
    shortDescription: null,
    currentPhase: 'documentation',
    industry: 'supply_chain',
    companyType: 'public_benefit_corp',
    tags: ['one', 'two', 'three'],
  });
  await createProject(server.db, {
    name: 'Described Card',
    description: 'Only a long description.',
    currentPhase: 'optimization',
    websiteUrl: null,
    capitalRaised: 40_000,
    totalCapitalTarget: null,
  });
  await page.goto(incubator());

  const full = card(page, 'Full Card');
  await expect(full.getByRole('img', { name: 'Full Card logo' })).toBeVisible();
  await expect(full.getByText('Featured', { exact: true })).toBeVisible();
  await expect(full.getByText('Capital Raising')).toHaveAttribute('data-colored', 'true');
  await expect(full.getByText('Short pitch wins.')).toBeVisible();
  await expect(full.getByText('Long description loses.')).toHaveCount(0);
  await expect(full.getByText('DeFi', { exact: true }).first()).toBeVisible();
  await expect(full.getByText('LLC')).toBeVisible();
  await expect(full.getByTestId('funding-amounts')).toHaveText('$1.3M / $2.0M');
  await expect(full.getByTestId('funding-percent')).toHaveText('62%');
  await expect(full.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '62');
  const tags = full.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  await expect(tags).toHaveText(['DeFi', 'RWA', 'Cross Chain', /\+2/]);
  const visit = full.getByRole('link', { name: /Visit Website/ });
  await expect(visit).toHaveAttribute('href', 'https://full.example');
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');

  const bare = card(page, 'Bare Card');
  await expect(bare.getByTestId('logo-placeholder')).toBeVisible();
  await expect(bare.getByText('Featured', { exact: true })).toHaveCount(0);
  // Documentation is the one phase whose badge the card hides.
  await expect(bare.locator('[data-phase]')).toHaveCount(0);
  await expect(bare.getByText('An innovative Web3 project building the future on Avalanche.')).toBeVisible();
  await expect(bare.getByText('Supply Chain')).toBeVisible();
  await expect(bare.getByText('Public Benefit Corp')).toBeVisible();
  // No target: 'Not disclosed' as on /companies, never '$0 / $0' or a bar at 0%.
  await expect(bare.getByTestId('funding-amounts')).toHaveText('Target: Not disclosed');
  await expect(bare.getByTestId('funding-percent')).toHaveText('Not disclosed');
  await expect(bare.getByRole('progressbar')).toHaveCount(0);
  await expect(bare.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'One',
    'Two',
    'Three',
  ]);
  const soon = bare.getByRole('button', { name: 'Coming Soon' });
  await expect(soon).toBeDisabled();
  await expect(bare.getByRole('link', { name: /Visit Website/ })).toHaveCount(0);

  const described = card(page, 'Described Card');
  await expect(described.getByText('Only a long description.')).toBeVisible();
  await expect(described.getByTestId('funding-amounts')).toHaveText('Raised: $40K · Target: Not disclosed');
  await checkScreen(page, 'incubator-cards', async (p) => {
    await expect(p.getByRole('article', { name: 'Bare Card' })).toBeVisible();
  });
  // Phases past the first five have a label but no colour.
  await expect(described.getByText('Optimization')).toHaveAttribute('data-colored', 'false');
});

test('with no projects it says Coming Soon', async ({ page }) => {
  await clearProjects(server.db);
  await page.goto(incubator());
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply to be Featured' })).toHaveAttribute('href', '/apply');
});

test('a failed load says so', async ({ page }) => {
  await failProjects(page);
  await installRetryClock(page);
  await page.goto(incubator());
  await outlastRetries(page, page.getByText('Unable to load projects'));
  await expect(page.getByText('Please try refreshing the page')).toBeVisible();
});

test('passes axe in light and dark', async ({ page }) => {
  await clearProjects(server.db);
  await seedProjects(server.db, 2);
  await createProject(server.db, {
    name: 'Axe Card',
    currentPhase: 'launch',
    isFeatured: true,
    tags: ['a', 'b', 'c', 'd'],
    capitalRaised: 10,
    totalCapitalTarget: 100,
  });
  await expectAccessibleInBothThemes(page, incubator(), async () => {
    await expect(cards(page)).toHaveCount(3);
  });
});
