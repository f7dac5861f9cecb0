import { z } from 'zod';
import { companyTypes, industries, projectStages } from '../enums';
import { isValidUrl, normalizeUrl } from '../normalize';
import { programmeStatusResponse } from '../programme';
import { publicProjectResponse } from './public-projects';
import { capitalSyncStatuses } from './capital-sources';
import { milestoneResponse } from './milestones';
import { isoDate } from './dates';
import { money } from './money';
import { timestamp } from './timestamp';
import { somethingToUpdate } from './update';
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

/**
 * What only admins may change; the owner edits the rest of the profile. The money fields are the
 * incubator's record of the raise (design: the admins' projects CRUD holds them; owners edit the
 * public profile and team), so an owner cannot type the target or the figure raised against it.
 */
export const adminOnlyProjectFields = [
  'isActive',
  'isFeatured',
  'currentPhase',
  'onboardingDate',
  'totalCapitalTarget',
  'capitalRaised',
] as const;

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

const optionalMoney = (label: string) => money(label).nullable().optional();

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
  tags: z
    .array(tag, { error: 'Tags must be a list' })
    .max(20, 'At most 20 tags')
    // A tag twice would show twice on the public card (and share a React key in the tag input).
    .transform((tags) => [...new Set(tags)])
    .optional(),
  totalCapitalTarget: optionalMoney('Capital target'),
  capitalRaised: optionalMoney('Capital raised'),
  currentPhase: z.enum(projectPhases, { error: 'Phase is not one of the listed phases' }).optional(),
  onboardingDate: isoDate('Programme start').nullable().optional(),
  isActive: z.boolean({ error: 'Published must be true or false' }).optional(),
  isFeatured: z.boolean({ error: 'Featured must be true or false' }).optional(),
};

export const projectCreateSchema = z.object(projectFields);
export const projectUpdateSchema = z
  .object(projectFields)
  .partial()
  .refine(...somethingToUpdate);
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;

const flag = (label: string) =>
  z.enum(['true', 'false'], { error: `${label} must be true or false` }).transform((v) => v === 'true');

export const adminProjectListQuerySchema = z.object({
  search: text('Search', { required: false, max: 100 }).optional(),
  phase: z.enum(projectPhases, { error: 'Phase is not one of the listed phases' }).optional(),
  industry: z.enum(industries, { error: 'Industry is not one of the listed industries' }).optional(),
  active: flag('Active').optional(),
  featured: flag('Featured').optional(),
});

export const projectOwnerResponse = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type ProjectOwner = z.input<typeof projectOwnerResponse>;

/** How a project's capital sources last synced: the worst status among them and the newest read. */
const capitalSyncHealthResponse = z.object({
  /** failed before syncing before pending before completed; null when the project has no source. */
  status: z.enum(capitalSyncStatuses).nullable(),
  sources: z.number(),
  lastSyncedAt: timestamp.nullable(),
});
export type CapitalSyncHealth = z.input<typeof capitalSyncHealthResponse>;

/** One row of the admin management list. */
export const managedProjectSummaryResponse = publicProjectResponse
  .pick({
    id: true,
    name: true,
    logoUrl: true,
    industry: true,
    currentPhase: true,
    isFeatured: true,
    capitalRaised: true,
    totalCapitalTarget: true,
  })
  .extend({
    isActive: z.boolean(),
    programme: programmeStatusResponse,
    teamSize: z.number(),
    unreadMessages: z.number(),
    milestonesDone: z.number(),
    milestonesTotal: z.number(),
    /** The newest of: a message, a ticked milestone, a capital read, a team arrival, a profile edit. */
    lastActivityAt: timestamp,
    syncHealth: capitalSyncHealthResponse,
    updatedAt: timestamp,
  });
export type ManagedProjectSummary = z.input<typeof managedProjectSummaryResponse>;

/** GET /api/admin/projects. */
export const managedProjectListResponse = z.object({ projects: z.array(managedProjectSummaryResponse) });

/** Every column of incubated_projects as the management page edits it. */
export const managedProjectResponse = publicProjectResponse.extend({
  isActive: z.boolean(),
  owner: projectOwnerResponse.nullable(),
  /** The address a claim invitation went to while the project has no owner. */
  pendingOwnerEmail: z.string().nullable(),
  /** With any, capital raised is their sum (set by each sync) and is not typed by hand. */
  capitalSourceCount: z.number(),
  programme: programmeStatusResponse,
  updatedAt: timestamp,
});
export type ManagedProject = z.input<typeof managedProjectResponse>;

/** What a founder's project dashboard shows, from real rows (replaces spec section 9's placeholders). */
export const projectOverviewResponse = z.object({
  project: managedProjectResponse,
  /** The viewer's part: their project role, or 'admin'. */
  viewerRole: z.string(),
  teamSize: z.number(),
  milestones: z.array(milestoneResponse),
  milestoneProgress: z.object({ done: z.number(), total: z.number(), percent: z.number() }),
  capital: z.object({
    raised: z.number().nullable(),
    target: z.number().nullable(),
    /** raised / target in whole percent, null without a target. */
    percent: z.number().nullable(),
    sources: z.array(
      z.object({
        id: z.string(),
        contractName: z.string(),
        sourceType: z.string(),
        /** In the source's own unit (tokens, coin), not dollars. */
        totalRaised: z.number(),
        /** Its USD value, null without a USD rate or before the price feed is read. */
        value: z.number().nullable(),
        syncStatus: z.string(),
        lastSyncedAt: timestamp.nullable(),
      }),
    ),
  }),
  revenueTargets: z.array(
    z.object({ id: z.string(), targetAmount: z.number(), targetDate: z.string(), status: z.string() }),
  ),
  messages: z.object({ unreadForViewer: z.number(), total: z.number(), lastAt: timestamp.nullable() }),
  activity: z.array(
    z.object({ at: timestamp, kind: z.enum(['message', 'milestone', 'capital', 'team']), text: z.string() }),
  ),
});
export type ProjectOverview = z.input<typeof projectOverviewResponse>;

// The public list's query lives with its answer in ../projects.ts (the public pages load only that).
export { projectListQuery } from './public-projects';
