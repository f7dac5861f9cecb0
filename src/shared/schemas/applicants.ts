import { z } from 'zod';
import { applicationStatusValues } from '../enums';
import { statusChoice } from './applicant-status';
import { projectCreateSchema } from './projects';
import { publicProjectResponse } from './public-projects';
import { listScoreSummaryResponse } from './reviews';
import { heldDecisionResponse } from './decisions';
import { analyticsRangeResponse } from './analytics-range';
import { timestamp } from './timestamp';

/**
 * The admin applicants routes (/api/admin/applications, issue 5): their response schemas, then the
 * requests on picked applications. The status rules are in applicant-status.ts, the list's filters
 * in applicant-filters.ts.
 */

const status = z.enum(applicationStatusValues);
const person = z
  .object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() })
  .nullable();
/** Stored JSON of links; keys the form did not know pass through as they were stored. */
const socialLinks = z
  .looseObject({
    github: z.string().optional(),
    website: z.string().optional(),
    linkedin: z.string().optional(),
  })
  .nullable();

/** Every stored field of an application but its idempotency key. */
const applicationRecordResponse = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  companyType: z.string(),
  industry: z.string(),
  status,
  projectStage: z.string().nullable(),
  description: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  problemStatement: z.string().nullable(),
  solution: z.string().nullable(),
  targetMarket: z.string().nullable(),
  businessModel: z.string().nullable(),
  technologyStack: z.string().nullable(),
  developmentStage: z.string().nullable(),
  teamSize: z.number().nullable(),
  teamExperience: z.string().nullable(),
  keyPersonnel: z.string().nullable(),
  currentFunding: z.number().nullable(),
  totalCapitalTarget: z.number().nullable(),
  expectedLaunchDate: z.string().nullable(),
  socialLinks,
  logoUrl: z.string().nullable(),
  documentsUrl: z.string().nullable(),
  whitepaperUrl: z.string().nullable(),
  userAgent: z.string().nullable(),
  submissionIp: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const applicationListItemResponse = applicationRecordResponse
  .pick({
    id: true,
    name: true,
    contactName: true,
    contactEmail: true,
    companyType: true,
    industry: true,
    projectStage: true,
    status: true,
    totalCapitalTarget: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    /** Whether the calling admin has read it. */
    isRead: z.boolean(),
    /** Score figures as the caller may see them (blind review applies). */
    scores: listScoreSummaryResponse.optional(),
  });

export const applicationListResponse = z.object({
  items: z.array(applicationListItemResponse),
  /** How many applications match, exactly; when `totalCapped`, `APPLICATION_TOTAL_CAP`. */
  total: z.number(),
  /** More than `total` applications match: the count stopped at the cap ('More than 1,000'). */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  /** null when the total is capped: the last page is not known, `nextCursor` says if there is a next. */
  pageCount: z.number().nullable(),
  /** The `cursor` of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The `cursor` of the previous page; null on page 1. */
  prevCursor: z.string().nullable(),
});

export const applicationHistoryEntryResponse = z.object({
  id: z.string(),
  fromStatus: status.nullable(),
  toStatus: status,
  note: z.string().nullable(),
  actor: person,
  createdAt: timestamp,
});

export const applicationNoteResponse = z.object({
  id: z.string(),
  body: z.string(),
  author: person,
  createdAt: timestamp,
});
export const applicationNoteListResponse = z.object({ notes: z.array(applicationNoteResponse) });

export const applicationFileKinds = ['logo', 'documents', 'whitepaper'] as const;

export const applicationDetailResponse = z.object({
  application: applicationRecordResponse,
  /** Admin-only download links (served as attachments). */
  files: z.array(z.object({ kind: z.enum(applicationFileKinds), url: z.string() })),
  isRead: z.boolean(),
  readAt: timestamp.nullable(),
  history: z.array(applicationHistoryEntryResponse),
  notes: z.array(applicationNoteResponse),
  /** The incubated project created from this application, if any. */
  projectId: z.string().nullable(),
  /** The transitions an admin may make from the current status. */
  allowedTransitions: z.array(status),
  /** A staged approval or rejection waiting for 'Release held decisions'. */
  heldDecision: heldDecisionResponse.nullable(),
  /** The latest request for changes, if any. */
  changeRequest: z
    .object({ message: z.string(), createdAt: timestamp, expiresAt: timestamp, usedAt: timestamp.nullable() })
    .nullable(),
});

/** POST /read: how many were newly marked read. */
export const markedReadResponse = z.object({ count: z.number() });
/** POST /:id/read. */
export const applicationReadResponse = z.object({
  id: z.string(),
  isRead: z.literal(true),
  readAt: timestamp,
});

/** PATCH /:id/status (applied now, not held). */
export const statusChangeResponse = z.object({
  id: z.string(),
  status,
  history: applicationHistoryEntryResponse,
  /** The outbox row of the applicant's e-mail; null when none was sent. */
  mail: z.object({ id: z.string(), status: z.enum(['pending', 'sent', 'failed']) }).nullable(),
});

/** get_application_counts_by_status (spec section 3), for the calling admin. */
export const applicationStatusCountResponse = z.object({
  status,
  total_count: z.number(),
  unread_count: z.number(),
  /** The newest application of this status the caller has NOT read; null when all are read. */
  latest_application: z
    .object({ id: z.string(), name: z.string(), contact_name: z.string(), created_at: z.string() })
    .nullable(),
});

export const applicationCountsResponse = z.object({
  statuses: z.array(applicationStatusCountResponse),
  total: z.number(),
  unread: z.number(),
  urgency: z.enum(['urgent', 'high', 'normal']),
  /** Created since the start of the current UTC month. */
  this_month: z.number(),
  /** Approved with updated_at since the start of the current UTC month (spec section 7). */
  approved_this_month: z.number(),
  /** approved / total * 100, one decimal (spec section 9); 0 with no applications. */
  conversion_rate: z.number(),
});

/** POST /:id/project: the incubated project made from the application, every column of its row. */
export const projectFromApplicationResponse = z.object({
  project: publicProjectResponse.omit({ linkedinUrl: true }).extend({
    createdBy: z.string().nullable(),
    isActive: z.boolean(),
    socialLinks: z
      .looseObject({
        linkedin: z.string().optional(),
        twitter: z.string().optional(),
        github: z.string().optional(),
      })
      .nullable(),
    updatedAt: timestamp,
  }),
  applicationId: z.string(),
});

/** DELETE /:id (super admins). */
export const applicationDeletedResponse = z.object({
  id: z.string(),
  deleted: z.literal(true),
  filesRemoved: z.boolean(),
});

const tally = z.object({ value: z.string(), count: z.number() });

/** GET /api/admin/analytics. */
export const applicationAnalyticsResponse = z.object({
  /** The UTC days counted, both included; null for an open end (no range: both null, all time). */
  range: analyticsRangeResponse,
  /** What each perDay point covers: a day, 7 days, or a calendar month (clipped to the range). */
  trendUnit: z.enum(['day', 'week', 'month']),
  total: z.number(),
  byStatus: z.array(z.object({ status, count: z.number() })),
  /** How many reached each step: every application was submitted; reviewed = under review or decided. */
  funnel: z.array(z.object({ stage: z.enum(['submitted', 'reviewed', 'approved']), count: z.number() })),
  conversionRate: z.number(),
  /**
   * Applications per trendUnit, oldest first, zero-filled, each dated by its first day: without a
   * range the last 30 UTC days, today included; with one, its days up to today (an open start
   * from the first application).
   */
  perDay: z.array(z.object({ date: z.string(), count: z.number() })),
  industries: z.array(tally),
  companyTypes: z.array(tally),
  /** project_stage; 'unspecified' for applications without one. */
  stages: z.array(tally),
  /** Active incubated projects by capital raised, largest first (at most 10): standings now, whatever the range. */
  capitalByProject: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      capitalRaised: z.number(),
      totalCapitalTarget: z.number().nullable(),
    }),
  ),
});

export type ApplicationListItem = z.input<typeof applicationListItemResponse>;
export type ApplicationList = z.input<typeof applicationListResponse>;
export type ApplicationDetail = z.input<typeof applicationDetailResponse>;
export type ApplicationHistoryEntry = z.input<typeof applicationHistoryEntryResponse>;
export type ApplicationNote = z.input<typeof applicationNoteResponse>;
export type ApplicationStatusCount = z.input<typeof applicationStatusCountResponse>;
export type ApplicationCounts = z.input<typeof applicationCountsResponse>;
export type ApplicationAnalytics = z.input<typeof applicationAnalyticsResponse>;

// Requests.

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
