import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { reviewPanelResponse, reviewResponse, reviewSubmitSchema } from '~/shared/schemas/reviews';
import type { DbOrTx } from '../../../db/client';
import {
  applicationRecusals,
  applicationReviewScores,
  applicationReviews,
  reviewAssignments,
  users,
} from '../../../db/schema/index';
import { AppError, validationError } from '../../../http/app-error';
import type { CallerOnApplication } from '../../service-args';
import { summarizeReviews } from '../aggregate';
import { assertApplicationExists, reviewsFor, type StoredReview } from './reads';
import { getRubric } from './rubric';

type Panel = z.output<typeof reviewPanelResponse>;
type ReviewOut = z.output<typeof reviewResponse>;

const toResponse = (r: StoredReview): ReviewOut => ({
  id: r.id,
  reviewer: r.reviewer,
  scores: r.scores.map(({ categoryId, score, comment }) => ({ categoryId, score, comment })),
  weightedMean: r.weightedMean,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/**
 * Blind rule (decision 0014): while blind review is on, an admin sees nothing of other admins'
 * scores (individual or aggregate) for an application until they have submitted their own. A
 * recused admin never submits, so stays blind.
 */
export const othersVisible = (blind: boolean, scoredByMe: boolean) => !blind || scoredByMe;

/** What the detail view's review panel shows the caller. */
export async function getReviewPanel({ db, userId, applicationId }: CallerOnApplication): Promise<Panel> {
  await assertApplicationExists(db, applicationId);
  const [rubric, reviews, recusals, assignees] = await Promise.all([
    getRubric({ db }),
    reviewsFor(db, [applicationId]),
    db
      .select({ r: applicationRecusals, name: users.name, email: users.email })
      .from(applicationRecusals)
      .leftJoin(users, eq(users.id, applicationRecusals.reviewerId))
      .where(eq(applicationRecusals.applicationId, applicationId))
      .orderBy(asc(applicationRecusals.createdAt)),
    db
      .select({ id: reviewAssignments.reviewerId, name: users.name, email: users.email })
      .from(reviewAssignments)
      .leftJoin(users, eq(users.id, reviewAssignments.reviewerId))
      .where(eq(reviewAssignments.applicationId, applicationId))
      .orderBy(asc(reviewAssignments.createdAt), asc(users.name)),
  ]);
  const mine = reviews.find((r) => r.reviewer.id === userId) ?? null;
  const visible = othersVisible(rubric.blindReview, Boolean(mine));
  const scored = new Set(reviews.map((r) => r.reviewer.id));
  const myRecusal = recusals.find((r) => r.r.reviewerId === userId);
  return {
    rubric,
    mine: mine && toResponse(mine),
    myRecusal: myRecusal ? { reason: myRecusal.r.reason, createdAt: myRecusal.r.createdAt } : null,
    othersVisible: visible,
    others: visible ? reviews.filter((r) => r !== mine).map(toResponse) : [],
    summary: visible ? summarizeReviews(reviews.map((r) => r.weightedMean)) : null,
    recusals: recusals.map(({ r, name, email }) => ({
      reviewer: { id: r.reviewerId, name, email },
      reason: r.reason,
      createdAt: r.createdAt,
    })),
    assignees: assignees.map((a) => ({ ...a, scored: scored.has(a.id) })),
  };
}

/**
 * Stores (or replaces) the caller's scores. Every category of the current rubric must be scored;
 * a missing or unknown category is named in `fields` like any other bad input.
 */
export async function submitReview({
  db,
  userId,
  applicationId,
  input,
}: CallerOnApplication & { input: z.output<typeof reviewSubmitSchema> }): Promise<Panel> {
  await assertApplicationExists(db, applicationId);
  const { categories } = await getRubric({ db });
  if (categories.length === 0) {
    throw new AppError('CONFLICT', 'The rubric has no categories yet: a super admin must configure it first');
  }
  const fields: Record<string, string> = {};
  for (const c of categories) {
    if (!input.scores[c.id]) fields[`scores.${c.id}.score`] = `Score ${c.name} from 1 to 5`;
  }
  const known = new Set(categories.map((c) => c.id));
  for (const categoryId of Object.keys(input.scores)) {
    if (!known.has(categoryId)) fields[`scores.${categoryId}`] = 'This category is not in the rubric';
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);

  await db.transaction(async (tx) => {
    const [recused] = await tx
      .select({ reason: applicationRecusals.reason })
      .from(applicationRecusals)
      .where(
        and(eq(applicationRecusals.applicationId, applicationId), eq(applicationRecusals.reviewerId, userId)),
      );
    if (recused) {
      throw new AppError(
        'CONFLICT',
        'You recused yourself from this application; withdraw the recusal to score it',
      );
    }
    const [review] = await tx
      .insert(applicationReviews)
      .values({ applicationId, reviewerId: userId })
      .onConflictDoUpdate({
        target: [applicationReviews.applicationId, applicationReviews.reviewerId],
        set: { updatedAt: new Date() },
      })
      .returning({ id: applicationReviews.id });
    await tx.delete(applicationReviewScores).where(eq(applicationReviewScores.reviewId, review!.id));
    await tx.insert(applicationReviewScores).values(
      categories.map((c) => ({
        reviewId: review!.id,
        categoryId: c.id,
        score: input.scores[c.id]!.score,
        comment: input.scores[c.id]!.comment ?? null,
      })),
    );
  });
  return getReviewPanel({ db, userId, applicationId });
}

/** Removes the reviewer's review (on recusal). */
export async function deleteReview(db: DbOrTx, applicationId: string, reviewerId: string): Promise<boolean> {
  const gone = await db
    .delete(applicationReviews)
    .where(
      and(eq(applicationReviews.applicationId, applicationId), eq(applicationReviews.reviewerId, reviewerId)),
    )
    .returning({ id: applicationReviews.id });
  return gone.length > 0;
}
