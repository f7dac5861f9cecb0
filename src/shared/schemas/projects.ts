import { z } from 'zod';
import { isValidUrl, MAX_MONEY } from '../application/schema';
import { companyTypes, industries, projectStages } from '../enums';
import { normalizeUrl } from '../normalize';
import type { ProgrammeStatus } from '../programme';
import type { PublicProject } from '../projects';
import type { CapitalSyncStatus } from './capital-sources';
import type { Milestone, MilestoneProgress } from './milestones';
import { text } from '../text';

/**
 * Managing incubated projects (admins; the owner for the profile): the admin list's query, the
 * create/update bodies and the answers. The public list stays in ../projects.ts.
 */

/** Spec section 4: the five phases with colours, plus the labelled ones an admin may still pick. */
export const projectPhases = [
  'documentation',
  'development',
  'testing',
  'launch',
  'capital_raising',
  'fundraising',
  'scaling',
  'growth',
  'mature',
  'maintenance',
] as const;

/** What only admins may change; the owner edits the rest of the profile. */
export const adminOnlyProjectFields = ['isActive', 'isFeatured', 'currentPhase', 'onboardingDate'] as const;

const optionalText = (label: string, max: number, multiline = false) =>
  text(label, { required: false, max, multiline })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const optionalUrl = (label: string) =>
  z
    .string()
    .nullable()
    .optional()
    .transform((v) => normalizeUrl(v ?? null))
    .refine((v) => v === null || isValidUrl(v), `${label} must be a valid URL (e.g., https://example.com)`);

const money = (label: string) =>
  z
    .number({ error: `${label} must be a valid number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_MONEY, `${label} is too large`)
    .nullable()
    .optional();

const tag = text('Tag', { max: 32 }).refine(
  (v) => /^[\w -]+$/.test(v),
  'Tags may use letters, digits, spaces, - and _',
);

const projectFields = {
  name: text('Project name', { min: 2, max: 100 }),
  description: optionalText('Description', 2000, true),
  shortDescription: optionalText('Short description', 200),
  websiteUrl: optionalUrl('Website'),
  linkedinUrl: optionalUrl('LinkedIn'),
  industry: z
    .enum(industries, { error: 'Industry is not one of the listed industries' })
    .nullable()
    .optional(),
  companyType: z
    .enum(companyTypes, { error: 'Company type is not one of the listed types' })
    .nullable()
    .optional(),
  projectStage: z
    .enum(projectStages, { error: 'Stage is not one of the listed stages' })
    .nullable()
    .optional(),
  tags: z.array(tag, { error: 'Tags must be a list' }).max(20, 'At most 20 tags').optional(),
  totalCapitalTarget: money('Capital target'),
  capitalRaised: money('Capital raised'),
  currentPhase: z.enum(projectPhases, { error: 'Phase is not one of the listed phases' }).optional(),
  onboardingDate: z.iso.date({ error: 'Programme start must be a date (YYYY-MM-DD)' }).nullable().optional(),
  isActive: z.boolean({ error: 'Published must be true or false' }).optional(),
  isFeatured: z.boolean({ error: 'Featured must be true or false' }).optional(),
};

export const projectCreateSchema = z.object(projectFields);
export const projectUpdateSchema = z
  .object(projectFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');

export const adminProjectListQuerySchema = z.object({
  search: text('Search', { required: false, max: 100 }).optional(),
  phase: z.enum(projectPhases, { error: 'Phase is not one of the listed phases' }).optional(),
  industry: z.enum(industries, { error: 'Industry is not one of the listed industries' }).optional(),
  active: flag.optional(),
  featured: flag.optional(),
});

export interface ProjectOwner {
  id: string;
  name: string;
  email: string;
}

/** How a project's capital sources last synced: the worst status among them and the newest read. */
export interface CapitalSyncHealth {
  /** failed before syncing before pending before completed; null when the project has no source. */
  status: CapitalSyncStatus | null;
  sources: number;
  lastSyncedAt: string | null;
}

/** One row of the admin management list. */
export interface ManagedProjectSummary {
  id: string;
  name: string;
  logoUrl: string | null;
  industry: string | null;
  currentPhase: string;
  isActive: boolean;
  isFeatured: boolean;
  programme: ProgrammeStatus;
  capitalRaised: number | null;
  totalCapitalTarget: number | null;
  teamSize: number;
  unreadMessages: number;
  milestonesDone: number;
  milestonesTotal: number;
  /** The newest of: a message, a ticked milestone, a capital read, a team arrival, a profile edit. */
  lastActivityAt: string;
  syncHealth: CapitalSyncHealth;
  updatedAt: string;
}

/** Every column of incubated_projects as the management page edits it. */
export interface ManagedProject extends PublicProject {
  isActive: boolean;
  owner: ProjectOwner | null;
  /** The address a claim invitation went to while the project has no owner. */
  pendingOwnerEmail: string | null;
  programme: ProgrammeStatus;
  updatedAt: string;
}

/** What a founder's project dashboard shows, from real rows (replaces spec section 9's placeholders). */
export interface ProjectOverview {
  project: ManagedProject;
  /** The viewer's part: their project role, or 'admin'. */
  viewerRole: string;
  teamSize: number;
  milestones: Milestone[];
  milestoneProgress: MilestoneProgress;
  capital: {
    raised: number | null;
    target: number | null;
    /** raised / target in whole percent, null without a target. */
    percent: number | null;
    sources: Array<{
      id: string;
      contractName: string;
      sourceType: string;
      totalRaised: number;
      syncStatus: string;
      lastSyncedAt: string | null;
    }>;
  };
  revenueTargets: Array<{ id: string; targetAmount: number; targetDate: string; status: string }>;
  messages: { unreadForViewer: number; total: number; lastAt: string | null };
  activity: Array<{ at: string; kind: 'message' | 'milestone' | 'capital' | 'team'; text: string }>;
}
