import { z } from 'zod';
import { applicationStatusValues, type ApplicationStatusValue } from './enums';
import { decisionMailTextSchema } from './decision-mail';
import { isoDate } from './schemas/dates';
import { projectCreateSchema } from './schemas/projects';

// Imported as types, then handed on: an `export type ... from` counts as a runtime edge for
// import-x/no-cycle, and schemas/applicants.ts and schemas/decisions.ts import this file.
import type {
  applicationFileKinds,
  ApplicationAnalytics,
  ApplicationCounts,
  ApplicationDetail,
  ApplicationHistoryEntry,
  ApplicationList,
  ApplicationListItem,
  ApplicationNote,
  ApplicationStatusCount,
} from './schemas/applicants';
import type { HeldDecision, ReleaseResult } from './schemas/decisions';

export type {
  ApplicationAnalytics,
  ApplicationCounts,
  ApplicationDetail,
  ApplicationHistoryEntry,
  ApplicationList,
  ApplicationListItem,
  ApplicationNote,
  ApplicationStatusCount,
};
export type { HeldDecision, ReleaseResult };

/** Review side of incubator applications (issue 5): request schemas and response shapes. */

export { applicationStatusValues, type ApplicationStatusValue };
const statusChoice = `Status must be one of ${applicationStatusValues.join(', ')}`;

/** Spec section 4: shown with underscores as spaces and words capitalised. */
export const applicationStatusLabels: Record<ApplicationStatusValue, string> = {
  submitted: 'Submitted',
  under_review: 'Under Review',
  changes_requested: 'Changes Requested',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * submitted -> under_review -> approved | rejected | changes_requested; an admin may reopen a
 * decision (approved | rejected -> under_review) or withdraw a request for changes
 * (changes_requested -> under_review, which the applicant's resubmission also does). Everything
 * else is refused with 409.
 */
export const allowedStatusTransitions: Record<ApplicationStatusValue, readonly ApplicationStatusValue[]> = {
  submitted: ['under_review'],
  under_review: ['approved', 'rejected', 'changes_requested'],
  changes_requested: ['under_review'],
  approved: ['under_review'],
  rejected: ['under_review'],
};

export function canTransition(from: ApplicationStatusValue, to: ApplicationStatusValue): boolean {
  return allowedStatusTransitions[from].includes(to);
}

export const applicationSortFields = [
  'createdAt',
  'updatedAt',
  'name',
  'contactName',
  'status',
  'industry',
] as const;
export type ApplicationSortField = (typeof applicationSortFields)[number];

/**
 * The list's created-at range: inclusive UTC days, each within the shared date range. The
 * applicants screen checks its date inputs with these before asking for the list.
 */
export const applicationDateFilterFields = { from: isoDate('From'), to: isoDate('To') };

/** A free-text filter; a query string repeating it arrives as a list. */
const textFilter = (label: string, max: number) =>
  z
    .string({ error: `${label} must be given once, as text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** Every refusal names its field: the saved views quote these messages as they are. */
const filterFields = z.object({
  status: z.enum(applicationStatusValues, { error: statusChoice }).optional(),
  /** Matches project name, contact name or contact e-mail, case-insensitively. */
  search: textFilter('Search', 100).optional(),
  industry: textFilter('Industry', 50).optional(),
  from: applicationDateFilterFields.from.optional(),
  to: applicationDateFilterFields.to.optional(),
  read: z.enum(['read', 'unread'], { error: 'Read must be read or unread' }).optional(),
  /** `me`: only applications the caller is assigned to review. */
  assigned: z.enum(['me'], { error: 'Assigned must be me' }).optional(),
  sort: z
    .enum(applicationSortFields, { error: `Sort must be one of ${applicationSortFields.join(', ')}` })
    .default('createdAt'),
  dir: z.enum(['asc', 'desc'], { error: 'Sort direction must be asc or desc' }).default('desc'),
});

const datesInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const datesMessage = { path: ['to'], message: 'To must not be before From' };

/** Filters shared by the list and the CSV export. */
export const applicationFiltersSchema = filterFields.refine(datesInOrder, datesMessage);
export type ApplicationFilters = z.infer<typeof applicationFiltersSchema>;

export const applicationListQuerySchema = filterFields
  .extend({
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be at least 1')
      .max(100_000, 'Page must be at most 100000')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Page size must be a number' })
      .int('Page size must be a whole number')
      .min(1, 'Page size must be at least 1')
      .max(100, 'Page size must be at most 100')
      .default(25),
    /**
     * A `nextCursor` or `prevCursor` of the page before: the page then starts right after (or
     * ends right before) that row instead of skipping (page - 1) x pageSize rows, so a deep page
     * costs what page 1 costs. `page` still says which page it is.
     */
    cursor: z
      .string({ error: 'Cursor is not a valid page cursor' })
      .max(1000, 'Cursor is not a valid page cursor')
      .regex(/^[\w-]+$/, 'Cursor is not a valid page cursor')
      .optional(),
  })
  .refine(datesInOrder, datesMessage);
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/**
 * Totals of filters the status counters cannot answer (search, industry, dates, assignment) stop
 * counting past this many rows (decision 0020): an exact count of a search matching most of
 * 100,000 rows reads most of the table; the first 1,001 matches cost a few ms.
 */
export const APPLICATION_TOTAL_CAP = 1000;

export type ApplicationFileKind = (typeof applicationFileKinds)[number];

/** A selection of applications by id: at least one, at most `max`. */
export const applicationIdsSchema = (max: number) =>
  z
    .array(z.uuid({ error: 'Applications must be application ids' }), {
      error: 'Applications must be a list of application ids',
    })
    .min(1, 'Select at least one application')
    .max(max, `At most ${max} applications at a time`);

export const releaseHeldSchema = z
  .object({
    /** Only these; all held decisions when absent. */
    ids: applicationIdsSchema(1000).optional(),
  })
  .strict();

/** The statuses a decision can be held in, to be released together later. */
export const holdableStatuses = ['approved', 'rejected'] as const;
export type HoldableStatus = (typeof holdableStatuses)[number];
export const isHoldable = (s: ApplicationStatusValue): s is HoldableStatus =>
  (holdableStatuses as readonly string[]).includes(s);

export const changeRequestMessageRequired = 'Message to the applicant is required when requesting changes';

/** Without refinements, so a route taking more (the bulk change) can extend it. */
export const statusChangeFields = z.object({
  status: z.enum(applicationStatusValues, { error: statusChoice }),
  note: z.string().trim().max(2000, 'Note must be no more than 2000 characters').optional(),
  /** The {message} of the mail; what the applicant is asked to change for changes_requested. */
  message: z.string().trim().max(5000, 'Message must be no more than 5000 characters').optional(),
  /** false: change the status without e-mailing the applicant (default true). */
  sendEmail: z.boolean({ error: 'Send e-mail must be true or false' }).optional(),
  /** This send's text instead of the template (same placeholders). */
  mailText: decisionMailTextSchema.optional(),
  /** Stage an approval or rejection instead of applying it; released with the other held ones. */
  hold: z.boolean({ error: 'Hold must be true or false' }).optional(),
});

export const statusChangeSchema = statusChangeFields.superRefine((v, ctx) => {
  for (const [path, message] of Object.entries(statusChangeProblems(v))) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
});

/** The rules across fields, for the schema and for services called without it (bulk). */
export function statusChangeProblems(v: {
  status: ApplicationStatusValue;
  message?: string;
  sendEmail?: boolean;
  hold?: boolean;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (v.status === 'changes_requested') {
    if (!v.message?.trim()) problems.message = changeRequestMessageRequired;
    if (v.sendEmail === false)
      problems.sendEmail = 'A request for changes is always e-mailed: the link is in it';
  }
  if (v.hold && !isHoldable(v.status)) problems.hold = 'Only approvals and rejections can be held';
  return problems;
}
export type StatusChange = z.infer<typeof statusChangeSchema>;
export type StatusChangeInput = z.input<typeof statusChangeSchema>;

export const noteSchema = z.object({
  body: z.string().trim().min(1, 'Note is required').max(5000, 'Note must be no more than 5000 characters'),
});

export const markReadSchema = z.union(
  [
    z.object({ ids: applicationIdsSchema(1000) }).strict(),
    z
      .object({
        status: z.enum(applicationStatusValues, { error: statusChoice }),
      })
      .strict(),
  ],
  { error: 'Send either { ids } or { status }' },
);

export type Urgency = 'urgent' | 'high' | 'normal';

/**
 * Optional edits to the prefilled project ('Create incubated project'), under the project's own
 * rules: a phase or a tag the project form would refuse must not get in this way.
 */
export const createProjectFromApplicationSchema = projectCreateSchema
  .pick({
    name: true,
    shortDescription: true,
    description: true,
    currentPhase: true,
    isFeatured: true,
    tags: true,
  })
  .partial()
  .strict();
