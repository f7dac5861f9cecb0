import { and, eq, inArray } from 'drizzle-orm';
import type { ListScoreSummary } from '~/shared/schemas/reviews';
import type { DbOrTx } from '../../../db/client';
import { reviewAssignments } from '../../../db/schema/index';
import { summarizeReviews } from '../aggregate';
import { reviewsFor } from './reads';
import { othersVisible } from './reviews';
import { isBlindReview } from './rubric';

/**
 * Score figures of the given applications as the caller may see them (the blind rule applies to
 * the list and the CSV as to the detail view). For a page of the list or a CSV export.
 */
export async function scoreSummariesFor({
  db,
  userId,
  applicationIds,
}: {
  db: DbOrTx;
  userId: string;
  applicationIds: readonly string[];
}): Promise<Map<string, ListScoreSummary>> {
  const out = new Map<string, ListScoreSummary>();
  if (applicationIds.length === 0) return out;
  const [blind, reviews, mine] = await Promise.all([
    isBlindReview(db),
    reviewsFor(db, applicationIds),
    assignedIds(db, userId, applicationIds),
  ]);
  const means = new Map<string, number[]>();
  const scoredByMe = new Set<string>();
  for (const r of reviews) {
    means.set(r.applicationId, [...(means.get(r.applicationId) ?? []), r.weightedMean]);
    if (r.reviewer.id === userId) scoredByMe.add(r.applicationId);
  }
  for (const id of applicationIds) {
    const visible = othersVisible(blind, scoredByMe.has(id));
    out.set(id, {
      hidden: !visible,
      summary: visible ? summarizeReviews(means.get(id) ?? []) : null,
      scoredByMe: scoredByMe.has(id),
      assignedToMe: mine.has(id),
    });
  }
  return out;
}

async function assignedIds(db: DbOrTx, userId: string, ids: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < ids.length; i += 5_000) {
    const rows = await db
      .select({ id: reviewAssignments.applicationId })
      .from(reviewAssignments)
      .where(
        and(
          eq(reviewAssignments.reviewerId, userId),
          inArray(reviewAssignments.applicationId, ids.slice(i, i + 5_000)),
        ),
      );
    for (const r of rows) out.add(r.id);
  }
  return out;
}

/** The CSV export's score columns (blind rule applied: hidden figures are empty cells). */
export const scoreCsvColumns = [
  { header: 'score_mean', value: (s: ListScoreSummary | undefined) => s?.summary?.mean ?? null },
  { header: 'score_median', value: (s: ListScoreSummary | undefined) => s?.summary?.median ?? null },
  { header: 'score_spread', value: (s: ListScoreSummary | undefined) => s?.summary?.spread ?? null },
  {
    header: 'score_count',
    value: (s: ListScoreSummary | undefined) => (s?.hidden ? null : (s?.summary?.count ?? 0)),
  },
] as const;

/** The list page with each row's score figures merged in (only the page's ids are read). */
export async function withScoreSummaries<L extends { items: Array<{ id: string }> }>({
  db,
  userId,
  list,
}: {
  db: DbOrTx;
  userId: string;
  list: L;
}): Promise<L> {
  const scores = await scoreSummariesFor({ db, userId, applicationIds: list.items.map((i) => i.id) });
  return { ...list, items: list.items.map((i) => ({ ...i, scores: scores.get(i.id) })) };
}
