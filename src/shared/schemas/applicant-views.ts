import { z } from 'zod';
import { applicationListQuerySchema } from './applicant-filters';
import { text } from '../text';
import { timestamp } from './common';

/** Saved views of the applicants list: an admin's named filter sets (issue 16). */

export const APPLICANT_VIEW_NAME_MAX = 60;

/** The list parameters a view may hold; paging is not part of a view, the page size is. */
const viewKeys = ['status', 'search', 'industry', 'from', 'to', 'read', 'sort', 'dir', 'pageSize'] as const;

/**
 * A query string of list filters, kept only when the list itself would accept it, and written back
 * with the known keys only (in a fixed order), so applying a view can never break the list.
 */
export const viewQuery = z
  .string({ error: 'Filters must be a query string' })
  .max(1000, 'Filters must be no more than 1000 characters')
  .transform((value, ctx) => {
    const given = new URLSearchParams(value.replace(/^\?/, ''));
    const kept = new URLSearchParams();
    for (const key of viewKeys) {
      const v = given.get(key);
      if (v !== null && v !== '') kept.set(key, v);
    }
    const parsed = applicationListQuerySchema.safeParse(Object.fromEntries(kept));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      ctx.addIssue({ code: 'custom', message: `Filters: ${issue.message}` });
      return z.NEVER;
    }
    return kept.toString();
  });

export const applicantViewSchema = z.object({
  name: text('Name', { max: APPLICANT_VIEW_NAME_MAX }),
  query: viewQuery,
});
export type ApplicantViewInput = z.input<typeof applicantViewSchema>;

export const applicantViewResponse = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  createdAt: timestamp,
});
export type ApplicantView = z.input<typeof applicantViewResponse>;
