import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { holdableStatuses } from '~/shared/schemas/applicant-status';
import { decisionMailKinds, type DecisionMailText } from '~/shared/decision-mail';
import { applicationStatuses, incubatorApplications } from './applications';
import { createdAt, primaryId, updatedAt, uuidRef } from './columns';

/**
 * Decision mail and requests for changes (issue 16, docs/decisions/0015). User ids are plain text
 * like the other review tables.
 */

/** A super admin's text for one kind of decision mail; no row means the built-in text. */
export const decisionMailTemplates = pgTable('decision_mail_templates', {
  kind: text('kind', { enum: decisionMailKinds }).primaryKey(),
  subject: text('subject').notNull(),
  heading: text('heading').notNull(),
  body: text('body').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * One link per request for changes. Only the SHA-256 of the token is stored, so a database
 * read does not hand out working links; the token names its application and nothing else.
 */
export const applicationChangeRequests = pgTable(
  'application_change_requests',
  {
    id: primaryId(),
    applicationId: uuidRef('application_id', () => incubatorApplications.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    message: text('message').notNull(),
    requestedBy: text('requested_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the resubmission, or when a newer request replaces this one. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('application_change_requests_app_idx').on(t.applicationId, t.createdAt)],
);

/** A staged approval or rejection: applied, with its mail, by 'Release held decisions'. */
export const heldDecisions = pgTable('held_decisions', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => incubatorApplications.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status', { enum: applicationStatuses }).notNull(),
  toStatus: text('to_status', { enum: holdableStatuses }).notNull(),
  note: text('note'),
  message: text('message'),
  sendEmail: boolean('send_email').notNull().default(true),
  /** This send's own text, when the admin edited it. */
  mailText: jsonb('mail_text').$type<DecisionMailText>(),
  heldBy: text('held_by'),
  createdAt: createdAt(),
});
