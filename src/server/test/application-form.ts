import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { toLocalDayString } from '~/shared/schemas/applications';
import type { TestContext } from './harness';
import { docxBytes, pdfBytes, pngBytes } from './upload-fixtures';

/** A complete /apply submission as the form sends it; shared by intake and review tests. */

export function validValues(overrides: Record<string, string> = {}): Record<string, string> {
  const launch = new Date();
  launch.setFullYear(launch.getFullYear() + 1);
  return {
    projectName: '  Acme   Chain Labs ',
    companyType: 'startup',
    industry: 'defi',
    websiteUrl: 'acme.example.com',
    linkedinUrl: 'linkedin.com/company/acme',
    projectStage: 'development',
    contactName: ' Ada   Founder ',
    contactEmail: `Ada.${randomUUID().slice(0, 8)}@Example.COM`,
    contactPhone: '+1 555 0100',
    description:
      'A settlement layer for small merchants on Avalanche, with   instant payouts.\n\n\n\nSecond paragraph.',
    problemStatement: 'Merchants wait days for card settlements.',
    solution: 'Stablecoin payouts that settle in seconds.',
    targetMarket: 'Independent online shops',
    businessModel: 'A small fee per settled payment',
    technologyStack: 'Solidity, TypeScript',
    developmentStage: 'mvp',
    githubUrl: 'github.com/acme',
    teamSize: '7',
    teamExperience: 'Two exits in payments.',
    keyPersonnel: 'Ada (CEO), Grace (CTO)',
    currentFunding: '$1,200',
    fundingGoal: '$50,000.50',
    useOfFunds: 'Audits and hiring',
    expectedLaunchDate: toLocalDayString(launch),
    milestonesNext90Days: 'Audit, testnet, first merchants',
    ...overrides,
  };
}

export interface UploadPart {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

export const validFiles = (): Record<string, UploadPart> => ({
  companyLogo: { name: 'Acme Logo.png', bytes: pngBytes({ width: 2, height: 2 }), type: 'image/png' },
  companyDocuments: {
    name: 'incorporation.docx',
    bytes: docxBytes(),
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  whitepaper: { name: 'White Paper.pdf', bytes: pdfBytes(), type: 'application/pdf' },
});

export function buildForm(values: Record<string, string>, files: Record<string, UploadPart> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  for (const [k, f] of Object.entries(files))
    form.append(k, new File([f.bytes as BlobPart], f.name, { type: f.type ?? '' }));
  return form;
}

/** Every stored file (relative paths) under the test's uploads directory. */
export function storedFiles(t: TestContext): string[] {
  const root = t.config.uploadsDir;
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !path.relative(root, e.parentPath).startsWith('.tmp'))
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}
