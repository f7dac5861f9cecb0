import {
  companyTypeLabels,
  companyTypes,
  developmentStageLabels,
  developmentStages,
  industries,
  industryLabels,
  projectStageLabels,
  projectStages,
} from '~/shared/enums';
import type { FileField } from '~/shared/application-files';

/** Every text field of the form (spec section 3 names), blank. Files are held apart (not drafted). */
export const blankValues = {
  projectName: '',
  companyType: '',
  industry: '',
  projectStage: '',
  websiteUrl: '',
  linkedinUrl: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  description: '',
  problemStatement: '',
  solution: '',
  targetMarket: '',
  businessModel: '',
  technologyStack: '',
  developmentStage: '',
  githubUrl: '',
  teamSize: '',
  teamExperience: '',
  keyPersonnel: '',
  fundingGoal: '',
  currentFunding: '',
  useOfFunds: '',
  expectedLaunchDate: '',
  milestonesNext90Days: '',
};

export type ApplyValues = typeof blankValues;
export type ApplyFieldName = keyof ApplyValues;

export interface FieldDef {
  name: ApplyFieldName;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'url' | 'number' | 'textarea' | 'select' | 'date';
  required?: boolean;
  hint?: string;
  placeholder?: string;
  options?: Array<{ value: string; label: string }>;
  autoComplete?: string;
  /** Shown as a live character count; the schema enforces it. */
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal';
  rows?: number;
}

const options = (codes: readonly string[], labels: Record<string, string>) =>
  codes.map((value) => ({ value, label: labels[value] ?? value }));

export const stepFields: FieldDef[][] = [
  [
    { name: 'projectName', label: 'Project Name', kind: 'text', required: true, hint: '3 to 100 characters' },
    {
      name: 'companyType',
      label: 'Company Type',
      kind: 'select',
      required: true,
      options: options(companyTypes, companyTypeLabels),
    },
    {
      name: 'industry',
      label: 'Industry',
      kind: 'select',
      required: true,
      options: options(industries, industryLabels),
    },
    {
      name: 'projectStage',
      label: 'Project Stage',
      kind: 'select',
      options: options(projectStages, projectStageLabels),
    },
    {
      name: 'websiteUrl',
      label: 'Website URL',
      kind: 'url',
      placeholder: 'https://example.com',
      autoComplete: 'url',
    },
    {
      name: 'linkedinUrl',
      label: 'LinkedIn URL',
      kind: 'url',
      placeholder: 'https://linkedin.com/company/your-company',
    },
  ],
  [
    { name: 'contactName', label: 'Contact Name', kind: 'text', required: true, autoComplete: 'name' },
    {
      name: 'contactEmail',
      label: 'Contact Email',
      kind: 'email',
      required: true,
      autoComplete: 'email',
      placeholder: 'name@example.com',
    },
    {
      name: 'contactPhone',
      label: 'Contact Phone',
      kind: 'tel',
      autoComplete: 'tel',
      placeholder: '+1 555 123 4567',
    },
  ],
  [
    {
      name: 'description',
      label: 'Project Description',
      kind: 'textarea',
      required: true,
      hint: '50 to 2000 characters',
      maxLength: 2000,
      rows: 5,
    },
    {
      name: 'problemStatement',
      label: 'Problem Statement',
      kind: 'textarea',
      required: true,
      hint: '20 to 1000 characters',
      maxLength: 1000,
    },
    {
      name: 'solution',
      label: 'Your Solution',
      kind: 'textarea',
      required: true,
      hint: '20 to 1000 characters',
      maxLength: 1000,
    },
    {
      name: 'targetMarket',
      label: 'Target Market',
      kind: 'textarea',
      required: true,
      hint: '10 to 500 characters',
      maxLength: 500,
    },
    {
      name: 'businessModel',
      label: 'Business Model',
      kind: 'textarea',
      required: true,
      hint: '10 to 500 characters',
      maxLength: 500,
    },
  ],
  [
    {
      name: 'technologyStack',
      label: 'Technology Stack',
      kind: 'textarea',
      hint: 'Chains, languages, frameworks; up to 1000 characters',
      maxLength: 1000,
    },
    {
      name: 'developmentStage',
      label: 'Development Stage',
      kind: 'select',
      options: options(developmentStages, developmentStageLabels),
    },
    { name: 'githubUrl', label: 'GitHub URL', kind: 'url', placeholder: 'https://github.com/your-org' },
  ],
  [
    {
      name: 'teamSize',
      label: 'Team Size',
      kind: 'number',
      inputMode: 'numeric',
      hint: 'Whole number of people',
    },
    { name: 'teamExperience', label: 'Team Experience', kind: 'textarea', maxLength: 2000 },
    { name: 'keyPersonnel', label: 'Key Personnel', kind: 'textarea', maxLength: 1000 },
    {
      name: 'fundingGoal',
      label: 'Funding Goal (USD)',
      kind: 'number',
      inputMode: 'decimal',
      placeholder: '500000',
    },
    {
      name: 'currentFunding',
      label: 'Current Funding (USD)',
      kind: 'number',
      inputMode: 'decimal',
      placeholder: '50000',
      hint: 'Cannot exceed your funding goal',
    },
    { name: 'useOfFunds', label: 'Use of Funds', kind: 'textarea', maxLength: 2000 },
  ],
  [
    {
      name: 'expectedLaunchDate',
      label: 'Expected Launch Date',
      kind: 'date',
      hint: 'From today up to five years ahead',
    },
    {
      name: 'milestonesNext90Days',
      label: 'Milestones (Next 90 Days)',
      kind: 'textarea',
      maxLength: 2000,
      rows: 5,
    },
  ],
];

export const stepCount = stepFields.length;

/** The file pickers' labels, as on screen. */
export const fileLabels: Record<FileField, string> = {
  companyLogo: 'Company Logo',
  companyDocuments: 'Company Documents',
  whitepaper: 'Whitepaper / Pitch Deck',
};

const labelByName: Record<string, string> = {
  ...Object.fromEntries(stepFields.flat().map((f) => [f.name, f.label])),
  ...fileLabels,
};

/** A field's label as the applicant sees it; never the internal name ('companyLogo'). */
export const fieldLabel = (name: string): string => labelByName[name] ?? 'A field';
