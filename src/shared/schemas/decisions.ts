import { z } from 'zod';
import { applicationStatusValues } from '../enums';
import { holdableStatuses } from './applicant-status';
import { decisionMailKinds } from '../decision-mail';

/** Response schemas of the decision-mail, held-decision and change-request routes (issue 16). */

const person = z
  .object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() })
  .nullable();

export const decisionMailTemplateResponse = z.object({
  kind: z.enum(decisionMailKinds),
  subject: z.string(),
  heading: z.string(),
  body: z.string(),
  customised: z.boolean(),
  updatedAt: z.string().nullable(),
});
export const decisionMailTemplateListResponse = z.object({
  templates: z.array(decisionMailTemplateResponse),
});

export const decisionMailKindParam = z.object({
  kind: z.enum(decisionMailKinds, { error: `Kind must be one of ${decisionMailKinds.join(', ')}` }),
});

export const heldDecisionResponse = z.object({
  applicationId: z.string(),
  name: z.string(),
  fromStatus: z.enum(applicationStatusValues),
  toStatus: z.enum(holdableStatuses),
  sendEmail: z.boolean(),
  heldBy: person,
  createdAt: z.string(),
});
export type HeldDecision = z.input<typeof heldDecisionResponse>;
export const heldDecisionListResponse = z.object({ held: z.array(heldDecisionResponse) });

export const releaseResultResponse = z.object({
  released: z.array(z.object({ id: z.string(), status: z.enum(applicationStatusValues) })),
  /** Queued in the outbox; delivered one after another at the outbox's pace. */
  mailQueued: z.number(),
});
export type ReleaseResult = z.input<typeof releaseResultResponse>;

export const changeRequestFormResponse = z.object({
  message: z.string(),
  expiresAt: z.string(),
  projectName: z.string(),
  values: z.record(z.string(), z.string()),
  files: z.object({ companyLogo: z.boolean(), whitepaper: z.boolean(), companyDocuments: z.boolean() }),
});

export const resubmitResponse = z.object({ id: z.string(), status: z.literal('under_review') });

export const changeTokenParam = z.object({
  token: z
    .string()
    .min(1, 'Token must be the link from the e-mail')
    .max(200, 'Token must be the link from the e-mail'),
});
