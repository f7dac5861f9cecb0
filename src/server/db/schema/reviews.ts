import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { incubatorApplications } from './applications';
import { createdAt, primaryId, updatedAt, uuidRef } from './columns';

/*
 * Application review: the rubric super admins configure, each admin's scores, recusals and
 * reviewer assignments. Reviewer ids are plain text like the other review-side tables
 * (schema/applicants.ts): no foreign key to the auth tables.
 */

/** One scoring category of the rubric (scale 1-5, shared/schemas/reviews.ts). */
export const reviewRubricCategories = pgTable(
  'review_rubric_categories',
  {
    id: primaryId(),
    name: text('name').notNull(),
    description: text('description'),
    weight: doublePrecision('weight').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('review_rubric_categories_weight_positive', sql`${t.weight} > 0`)],
);

/** Review settings: a single row (id is always true). */
export const reviewSettings = pgTable('review_settings', {
  id: boolean('id').primaryKey().default(true),
  blindReview: boolean('blind_review').notNull().default(false),
  updatedAt: updatedAt(),
});

/** One admin's review of one application: at most one, edited in place. */
export const applicationReviews = pgTable(
  'application_reviews',
  {
    id: primaryId(),
    applicationId: uuidRef('application_id', () => incubatorApplications.id, 'cascade'),
    reviewerId: text('reviewer_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One review per admin per application, even under concurrent submits.
    uniqueIndex('application_reviews_app_reviewer_uq').on(t.applicationId, t.reviewerId),
    index('application_reviews_reviewer_idx').on(t.reviewerId),
  ],
);

/**
 * A review's score for one category. The category is RESTRICTed: a category with scores cannot
 * be deleted (decision 0014), so every stored score keeps its category and weight.
 */
export const applicationReviewScores = pgTable(
  'application_review_scores',
  {
    reviewId: uuidRef('review_id', () => applicationReviews.id, 'cascade'),
    categoryId: uuidRef('category_id', () => reviewRubricCategories.id, 'restrict'),
    score: smallint('score').notNull(),
    comment: text('comment'),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.categoryId] }),
    index('application_review_scores_category_idx').on(t.categoryId),
    check('application_review_scores_range', sql`${t.score} between 1 and 5`),
  ],
);

/** An admin who stepped back from reviewing an application; withdrawing deletes the row. */
export const applicationRecusals = pgTable(
  'application_recusals',
  {
    applicationId: uuidRef('application_id', () => incubatorApplications.id, 'cascade'),
    reviewerId: text('reviewer_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.reviewerId] }),
    index('application_recusals_reviewer_idx').on(t.reviewerId),
  ],
);

/** Who is asked to review which application. */
export const reviewAssignments = pgTable(
  'review_assignments',
  {
    applicationId: uuidRef('application_id', () => incubatorApplications.id, 'cascade'),
    reviewerId: text('reviewer_id').notNull(),
    assignedBy: text('assigned_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.reviewerId] }),
    index('review_assignments_reviewer_idx').on(t.reviewerId, t.applicationId),
  ],
);
