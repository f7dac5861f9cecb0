import { z } from 'zod';
import { decisionMailTextSchema } from '../decision-mail';
import { applicationStatusValues, type ApplicationStatusValue } from '../enums';

/** An application's status (issue 5): its labels, the moves between them, and the change request. */

/** The refusal of a status that is not one of the application statuses. */
export const statusChoice = `Status must be one of ${applicationStatusValues.join(', ')}`;

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
