import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationStatuses, incubatorApplications } from './applications';
import { incubatedProjects } from './projects';
import { createdAt, primaryId, uuidRef } from './columns';

/**
 * Review-side tables of the applicants feature. User ids are plain text (no foreign key) so these
 * tables do not depend on the auth tables' migration order; a deleted user only leaves stale rows.
 */

/** Per-admin read flag (spec section 3: "A per-row read flag per admin is implied"). */
export const applicationReads = pgTable(
  'application_reads',
  {
    applicationId: uuidRef('application_id', () => incubatorApplications.id, 'cascade'),
    userId: text('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId] }),
    index('application_reads_user_idx').on(t.userId, t.applicationId),
  ],
);

export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: primaryId(),
    applicationId: uuidRef('application_id', () => incubatorApplications.id, 'cascade'),
    fromStatus: text('from_status', { enum: applicationStatuses }),
    toStatus: text('to_status', { enum: applicationStatuses }).notNull(),
    actorId: text('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('application_status_history_app_idx').on(t.applicationId, t.createdAt)],
);

/** Internal notes: admins only, never part of any non-admin response. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: primaryId(),
    applicationId: uuidRef('application_id', () => incubatorApplications.id, 'cascade'),
    authorId: text('author_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_notes_app_idx').on(t.applicationId, t.createdAt)],
);

/**
 * Which incubated project was created from which application. A link table rather than a column
 * on incubated_projects so the projects schema stays with its owner; the primary key makes
 * "created twice" impossible even under concurrent clicks.
 */
export const applicationProjects = pgTable('application_projects', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => incubatorApplications.id, { onDelete: 'cascade' }),
  projectId: uuid('project_id')
    .notNull()
    .unique()
    .references(() => incubatedProjects.id, { onDelete: 'cascade' }),
  createdBy: text('created_by'),
  createdAt: createdAt(),
});

/**
 * Applications per status, kept by triggers on incubator_applications (migration
 * applicant_counter_triggers) in the writing transaction, so the status counts and the list's
 * totals are exact without counting 100,000 rows. Keyed by the status text: a status added
 * later gets its row on its first application.
 */
export const applicationStatusTotals = pgTable('application_status_totals', {
  status: text('status').primaryKey(),
  total: integer('total').notNull().default(0),
});

/**
 * Applications each admin has read, per current status of the application, kept by triggers on
 * application_reads and incubator_applications. Unread = the status total minus this: a new
 * application raises every admin's unread without a row per admin, and no anti-join is needed.
 */
export const applicationReadTotals = pgTable(
  'application_read_totals',
  {
    userId: text('user_id').notNull(),
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);
