import { bigint, index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { incubatorApplications } from './applications';
import { createdAt, primaryId } from './columns';

export const auditEventTypes = [
  'accepted',
  'validation_failed',
  'rejected_file',
  'duplicate',
  'rate_limited',
  'payload_too_large',
  'malformed_request',
  'security_rejected',
  'failed',
] as const;
export type AuditEventType = (typeof auditEventTypes)[number];

/**
 * One row per submission attempt (spec section 3, application_security_audit). The address lives
 * here and not on the application row, whose submission_ip the spec keeps null.
 */
export const applicationSecurityAudit = pgTable(
  'application_security_audit',
  {
    id: primaryId(),
    applicationId: uuid('application_id').references(() => incubatorApplications.id, {
      onDelete: 'set null',
    }),
    submissionIp: text('submission_ip'),
    userAgent: text('user_agent'),
    securityFlags: jsonb('security_flags')
      .$type<{ event_type: AuditEventType; metadata: Record<string, unknown> }>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_security_audit_created_idx').on(t.createdAt.desc()),
    index('application_security_audit_ip_idx').on(t.submissionIp, t.createdAt.desc()),
  ],
);

/**
 * Submission rate-limit counters for rate-limiter-flexible's PostgreSQL store when several
 * instances share one database (columns as that library expects; PGlite uses memory instead).
 */
export const submissionRateLimits = pgTable('submission_rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
