import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createApplication } from '../../src/server/test/factories';
import { docxBytes, pdfBytes, pngBytes } from '../../src/server/test/upload-fixtures';
import { AUTH_ENV } from './auth-fixtures';
import { expect, test as base, type Pool, type TestServer } from './fixtures';
import { checkScreen as checkEveryScreen } from './screens';

export { createUser, expect, expectNoAxeViolations, setTheme, signIn, signInAs } from './auth-fixtures';

/**
 * A server per worker with room for many sign-ins and submissions from 127.0.0.1. Tests of one
 * worker share its database, so every assertion looks at rows the test made itself (unique names)
 * or at differences it caused.
 */
const applicantsPool: Pool = { name: 'applicants', env: { ...AUTH_ENV, SUBMISSION_RATE_LIMIT: '1000' } };

export const test = base.extend({ pool: applicantsPool });

export const tag = () => randomUUID().slice(0, 8);

export function applicationValues(overrides: Record<string, string> = {}) {
  const id = tag();
  const launch = new Date();
  launch.setFullYear(launch.getFullYear() + 1);
  return {
    projectName: `Orbit Ledger ${id}`,
    companyType: 'startup',
    industry: 'defi',
    websiteUrl: 'https://orbit.example.com',
    linkedinUrl: 'https://linkedin.com/company/orbit',
    projectStage: 'development',
    contactName: `Grace Hopper ${id}`,
    contactEmail: `grace.${id}@example.com`,
    contactPhone: '+1 555 0100',
    description: 'A settlement layer for small merchants on Avalanche.',
    problemStatement: 'Merchants wait days for card settlements.',
    solution: 'Stablecoin payouts that settle in seconds.',
    targetMarket: 'Independent online shops',
    businessModel: 'A small fee per settled payment',
    technologyStack: 'Solidity, TypeScript',
    developmentStage: 'mvp',
    githubUrl: 'https://github.com/orbit',
    teamSize: '7',
    teamExperience: 'Two exits in payments.',
    keyPersonnel: 'Grace (CEO), Alan (CTO)',
    currentFunding: '1200',
    fundingGoal: '50000',
    useOfFunds: 'Audits and hiring',
    expectedLaunchDate: launch.toISOString().slice(0, 10),
    milestonesNext90Days: 'Audit, testnet, first merchants',
    ...overrides,
  };
}

/** A visitor's submission through the real endpoint (multipart, as the /apply form sends it). */
export async function submitApplication(
  request: APIRequestContext,
  server: TestServer,
  overrides: Record<string, string> = {},
  { withFiles = false } = {},
) {
  const values = applicationValues(overrides);
  type FilePart = { name: string; mimeType: string; buffer: Buffer };
  const files: Record<string, FilePart> = withFiles
    ? {
        companyLogo: {
          name: 'logo.png',
          mimeType: 'image/png',
          buffer: Buffer.from(pngBytes({ width: 2, height: 2 })),
        },
        companyDocuments: {
          name: 'incorporation.docx',
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          buffer: Buffer.from(docxBytes()),
        },
        whitepaper: { name: 'whitepaper.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes()) },
      }
    : {};
  const res = await request.post(`${server.url}/api/applications`, {
    headers: { origin: server.url },
    multipart: { ...values, ...files },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { id: string };
  return { id: body.id, ...values };
}

/** Rows straight into the database: for lists, filters and charts that need many of them. */
export async function seedApplications(
  server: TestServer,
  count: number,
  overrides: (i: number) => Parameters<typeof createApplication>[1] = () => ({}),
) {
  const rows = [];
  for (let i = 0; i < count; i++) rows.push(await createApplication(server.db, overrides(i)));
  return rows;
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** The number on the sidebar's Applicants badge; 0 when it is hidden. */
export async function badgeCount(page: Page): Promise<number> {
  const link = sidebar(page).getByRole('link', { name: /^Applicants/ });
  const text = (await link.innerText()).replace('Applicants', '').trim();
  if (!text) return 0;
  return text === '99+' ? 100 : Number.parseInt(text, 10);
}

export async function waitLive(page: Page) {
  await expect(page.locator('[data-realtime-status]')).toHaveAttribute('data-realtime-status', 'connected');
}

export function row(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Applications' }).getByRole('row').filter({ hasText: text });
}

/** Light and dark, 375 and 1280 px: axe each and keep a screenshot to look at, once live again. */
export async function checkScreen(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  await checkEveryScreen(page, `applicants-client-${name}`, async (p) => {
    await ready(p);
    await waitLive(p);
  });
}
