import { z } from 'zod';
import { applicationIdsSchema } from './applicants';
import { applicationStatusValues } from '../enums';
import { isHoldable } from './applicant-status';

/** Triage of the applicants list (issue 16): neighbours in the detail view, bulk status, read state. */

/** The applications before and after one in the list's filter and order. */
export const applicantNeighboursResponse = z.object({
  previousId: z.string().nullable(),
  nextId: z.string().nullable(),
  /** 1-based place in the filtered list; null when the application itself no longer matches (e.g. read under 'Unread'). */
  position: z.number().nullable(),
  total: z.number(),
});
export type ApplicantNeighbours = z.input<typeof applicantNeighboursResponse>;

/** The most applications one bulk change may touch: the largest page. */
export const BULK_STATUS_MAX = 100;

export const bulkStatusSchema = z
  .object({
    ids: applicationIdsSchema(BULK_STATUS_MAX).transform((ids) => [...new Set(ids)]),
    status: z.enum(applicationStatusValues, {
      error: `Status must be one of ${applicationStatusValues.join(', ')}`,
    }),
    note: z.string().trim().max(2000, 'Note must be no more than 2000 characters').optional(),
    /** false: change the statuses without e-mailing the applicants. */
    sendEmail: z.boolean({ error: 'Send e-mail must be true or false' }).optional(),
    /** Stage approvals or rejections as held decisions, released together later. */
    hold: z.boolean({ error: 'Hold must be true or false' }).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    // Each request for changes carries its own message to its applicant.
    if (v.status === 'changes_requested')
      ctx.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'Changes are requested one application at a time, each with its own message',
      });
    if (v.hold && !isHoldable(v.status))
      ctx.addIssue({ code: 'custom', path: ['hold'], message: 'Only approvals and rejections can be held' });
  });
export type BulkStatusInput = z.input<typeof bulkStatusSchema>;

export const bulkStatusResponse = z.object({
  status: z.enum(applicationStatusValues),
  /** Every application moved, each with its own history row and e-mail. */
  changed: z.array(z.object({ id: z.string(), historyId: z.string() })),
  /** With `hold`: staged as held decisions, applied when released. */
  held: z.array(z.object({ id: z.string() })),
  /** Changed by someone else between the check and the change (a race): left as they were. */
  failed: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BulkStatusResult = z.input<typeof bulkStatusResponse>;

export const readStateResponse = z.object({ id: z.string(), isRead: z.boolean() });
