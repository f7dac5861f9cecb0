import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  applicationReviewScores,
  applicationReviews,
  incubatorApplications as apps,
  reviewRubricCategories,
  users,
} from '../../../db/schema/index';
import { AppError } from '../../../http/app-error';
import { weightedMean } from '../aggregate';

export interface StoredReview {
  id: string;
  applicationId: string;
  reviewer: { id: string; name: string | null; email: string | null };
  scores: Array<{ categoryId: string; score: number; comment: string | null; weight: number }>;
  weightedMean: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Chunked so a 50,000-row export stays under PostgreSQL's bind-parameter limit. */
const CHUNK = 5_000;

/** The reviews of the given applications, with their scores and weighted means. */
export async function reviewsFor(db: DbOrTx, applicationIds: readonly string[]): Promise<StoredReview[]> {
  const out: StoredReview[] = [];
  for (let i = 0; i < applicationIds.length; i += CHUNK) {
    const ids = applicationIds.slice(i, i + CHUNK);
    const rows = await db
      .select({
        r: applicationReviews,
        name: users.name,
        email: users.email,
        categoryId: applicationReviewScores.categoryId,
        score: applicationReviewScores.score,
        comment: applicationReviewScores.comment,
        weight: reviewRubricCategories.weight,
      })
      .from(applicationReviews)
      .innerJoin(applicationReviewScores, eq(applicationReviewScores.reviewId, applicationReviews.id))
      .innerJoin(reviewRubricCategories, eq(reviewRubricCategories.id, applicationReviewScores.categoryId))
      .leftJoin(users, eq(users.id, applicationReviews.reviewerId))
      .where(inArray(applicationReviews.applicationId, ids))
      .orderBy(applicationReviews.createdAt, reviewRubricCategories.position);
    const byId = new Map<string, StoredReview>();
    for (const row of rows) {
      let review = byId.get(row.r.id);
      if (!review) {
        review = {
          id: row.r.id,
          applicationId: row.r.applicationId,
          reviewer: { id: row.r.reviewerId, name: row.name, email: row.email },
          scores: [],
          weightedMean: 0,
          createdAt: row.r.createdAt,
          updatedAt: row.r.updatedAt,
        };
        byId.set(row.r.id, review);
      }
      review.scores.push({
        categoryId: row.categoryId,
        score: row.score,
        comment: row.comment,
        weight: row.weight,
      });
    }
    for (const review of byId.values()) review.weightedMean = weightedMean(review.scores);
    out.push(...byId.values());
  }
  return out;
}

export async function assertApplicationExists(db: DbOrTx, id: string): Promise<{ status: string }> {
  const [row] = await db.select({ status: apps.status }).from(apps).where(eq(apps.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Application not found');
  return row;
}

/** Whether the reviewer has a stored review of the application. */
export async function hasReviewed(db: DbOrTx, applicationId: string, reviewerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applicationReviews.id })
    .from(applicationReviews)
    .where(
      and(eq(applicationReviews.applicationId, applicationId), eq(applicationReviews.reviewerId, reviewerId)),
    );
  return Boolean(row);
}
