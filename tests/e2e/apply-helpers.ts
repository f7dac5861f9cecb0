import type { Locator, Page } from '@playwright/test';
import { docxBytes, pdfBytes, pngBytes } from '../../src/server/test/upload-fixtures';
import { expect, test as base, type Pool } from './fixtures';

// The apply specs submit several applications from one address: their own server, with room
// under the per-address submission limit.
const applyPool: Pool = { name: 'apply', env: { SUBMISSION_RATE_LIMIT: '100' } };

export const test = base.extend({ pool: applyPool });

export const DRAFT_KEY = 'hatchery-apply-draft';

export const titles = [
  'Basic Information',
  'Contact Information',
  'Project Details',
  'Technical Details',
  'Team & Funding',
  'Timeline & Goals',
];

let counter = 0;
/** A contact e-mail no other test in this worker uses (the server refuses duplicates). */
export const uniqueEmail = (tag: string) =>
  `${tag}-${process.pid}-${Date.now()}-${++counter}@example.com`.toLowerCase();

function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A complete, valid application as the form holds it. */
export function validValues(email: string): Record<string, string> {
  return {
    projectName: 'Aurora Ledger',
    companyType: 'startup',
    industry: 'defi',
    projectStage: 'development',
    websiteUrl: 'aurora-ledger.example.com',
    linkedinUrl: 'https://www.linkedin.com/company/aurora-ledger',
    contactName: 'Ada Lovelace',
    contactEmail: email,
    contactPhone: '+1 555 010 0100',
    description:
      'Aurora Ledger is an on-chain accounting layer that reconciles DeFi positions for small treasuries.',
    problemStatement: 'Small DAOs cannot see their real treasury exposure across protocols.',
    solution: 'We index positions on Avalanche and produce audited monthly statements automatically.',
    targetMarket: 'DAOs and crypto-native startups with treasuries under $10M.',
    businessModel: 'Monthly subscription per treasury, with a free tier for small DAOs.',
    technologyStack: 'TypeScript, Solidity, PostgreSQL, The Graph',
    developmentStage: 'mvp',
    githubUrl: 'https://github.com/aurora-ledger',
    teamSize: '4',
    teamExperience: 'Two former auditors and two protocol engineers.',
    keyPersonnel: 'Ada (CEO), Charles (CTO)',
    fundingGoal: '500000',
    currentFunding: '50000',
    useOfFunds: 'Engineering hires and a security audit.',
    expectedLaunchDate: inDays(120),
    milestonesNext90Days: 'Public beta, first ten paying DAOs, audit kickoff.',
  };
}

/** The visible labels of each step's fields, in the order they are filled. */
const labels: Record<string, string> = {
  projectName: 'Project Name',
  companyType: 'Company Type',
  industry: 'Industry',
  projectStage: 'Project Stage',
  websiteUrl: 'Website URL',
  linkedinUrl: 'LinkedIn URL',
  contactName: 'Contact Name',
  contactEmail: 'Contact Email',
  contactPhone: 'Contact Phone',
  description: 'Project Description',
  problemStatement: 'Problem Statement',
  solution: 'Your Solution',
  targetMarket: 'Target Market',
  businessModel: 'Business Model',
  technologyStack: 'Technology Stack',
  developmentStage: 'Development Stage',
  githubUrl: 'GitHub URL',
  teamSize: 'Team Size',
  teamExperience: 'Team Experience',
  keyPersonnel: 'Key Personnel',
  fundingGoal: 'Funding Goal (USD)',
  currentFunding: 'Current Funding (USD)',
  useOfFunds: 'Use of Funds',
  expectedLaunchDate: 'Expected Launch Date',
  milestonesNext90Days: 'Milestones (Next 90 Days)',
  companyLogo: 'Company Logo',
  companyDocuments: 'Company Documents',
  whitepaper: 'Whitepaper / Pitch Deck',
};

export const stepNames = [
  ['projectName', 'companyType', 'industry', 'projectStage', 'websiteUrl', 'linkedinUrl'],
  ['contactName', 'contactEmail', 'contactPhone'],
  ['description', 'problemStatement', 'solution', 'targetMarket', 'businessModel'],
  ['technologyStack', 'developmentStage', 'githubUrl'],
  ['teamSize', 'teamExperience', 'keyPersonnel', 'fundingGoal', 'currentFunding', 'useOfFunds'],
  ['expectedLaunchDate', 'milestonesNext90Days'],
];

export const field = (page: Page, name: string): Locator => page.getByLabel(labels[name] ?? name);

export async function fillStep(page: Page, step: number, values: Record<string, string>) {
  for (const name of stepNames[step]!) {
    const control = field(page, name);
    const tag = await control.evaluate((el) => el.tagName);
    if (tag === 'SELECT') await control.selectOption(values[name]!);
    else await control.fill(values[name]!);
  }
}

export async function expectStep(page: Page, n: number, title: string) {
  await expect(page.getByText(`Step ${n} of 6`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** Stores a draft as the form would have, then loads /apply so the form restores it. */
export async function openWithDraft(page: Page, values: Record<string, string>, step: number) {
  await page.goto('/apply');
  await expect(page.getByRole('progressbar', { name: 'Application progress' })).toBeVisible();
  await page.evaluate(([key, draft]) => localStorage.setItem(key, draft), [
    DRAFT_KEY,
    JSON.stringify({ values, step }),
  ] as const);
  await page.reload();
}

export const files = {
  logo: { name: 'aurora-logo.png', mimeType: 'image/png', buffer: pngBytes({ width: 8, height: 8 }) },
  documents: {
    name: 'company-overview.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docxBytes(),
  },
  whitepaper: { name: 'whitepaper.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
};
