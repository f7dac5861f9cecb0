import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';

/**
 * An admin's saved filters of the applicants list. The user id is plain text without a foreign
 * key, like the other review tables (schema/applicants.ts); the unique index makes a name once per admin, whatever its case.
 */
export const applicantViews = pgTable(
  'applicant_views',
  {
    id: primaryId(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    /** The list's query string (status=...&read=unread&pageSize=50), already validated. */
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('applicant_views_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);
