import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per periodic job (src/server/jobs): when it last ran and how often, across every
 * instance. The scheduler claims a run by moving `last_started_at`, so a job runs once per
 * interval however many instances tick.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** Which instance ran it last (its realtime instance id), for the operator. */
  lastInstance: text('last_instance'),
});
