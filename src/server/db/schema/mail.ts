import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';

export const mailStatuses = ['pending', 'sent', 'failed'] as const;

/** Every message the app sends; the delivery record and, without SMTP, the only copy. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt), index('mail_outbox_status_idx').on(t.status)],
);

/**
 * Counters of the mail limits (src/server/mail/mail-limits.ts), for rate-limiter-flexible's
 * Drizzle store (columns as that library expects). In the database on both drivers, so every
 * instance counts against the same limit.
 */
export const mailRateLimits = pgTable('mail_rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
