import { z } from 'zod';
import { applicationStatusValues } from '../enums';
import { isoDate } from './dates';
import { statusChoice } from './applicant-status';

/** The admin applicants list's filters, sort and pages (issue 5), also taken by the CSV export and the saved views. */

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
