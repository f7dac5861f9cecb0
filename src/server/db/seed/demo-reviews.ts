import { asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  applicationRecusals,
  applicationReviewScores,
  applicationReviews,
  applicationStatusHistory,
  incubatorApplications,
  reviewAssignments,
  reviewRubricCategories,
  users,
} from '../schema/index';

const rubric = [
  { name: 'Team', description: 'Experience, completeness and commitment of the founders.', weight: 3 },
  {
    name: 'Problem and market',
    description: 'A real problem, a market that can carry a company.',
    weight: 2,
  },
  {
    name: 'Product and technology',
    description: 'Working product, sound architecture, audit plans.',
    weight: 2,
  },
  { name: 'Avalanche fit', description: 'Why this belongs on Avalanche and in this programme.', weight: 1 },
];

/** Per reviewed application: each admin's scores per category (in rubric order). */
const superScores = [
  [5, 4, 4, 3],
  [3, 3, 2, 4],
  [4, 5, 4, 4],
  [2, 3, 3, 1],
];
const adminScores = [
  [4, 4, 3, 3],
  [3, 2, 2, 3],
  [5, 4, 5, 4],
];

const commentFor = (score: number) =>
  score === 5
    ? 'Exceptional: clear evidence in the application.'
    : score === 1
      ? 'Missing: nothing shown yet.'
      : null;

/**
 * `npm run demo`: a rubric, both demo admins assigned to the open applications, scores for some
 * (figures in the list, aggregates in the detail view, progress on the dashboard) and one recusal
 * in an application's history. Runs once: nothing happens when the rubric already exists.
 */
export async function seedDemoReviews(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(reviewRubricCategories);
  if ((existing?.n ?? 0) > 0) return;
  const admins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['super@demo.hatchery.local', 'admin@demo.hatchery.local']));
  const superId = admins.find((a) => a.email.startsWith('super'))?.id;
  const adminId = admins.find((a) => a.email.startsWith('admin'))?.id;
  await db.transaction(async (tx) => {
    const categories = await tx
      .insert(reviewRubricCategories)
      .values(rubric.map((c, position) => ({ ...c, position })))
      .returning({ id: reviewRubricCategories.id });
    if (!superId || !adminId) return;
    const open = await tx
      .select({ id: incubatorApplications.id, status: incubatorApplications.status })
      .from(incubatorApplications)
      .where(inArray(incubatorApplications.status, ['submitted', 'under_review']))
      .orderBy(asc(incubatorApplications.createdAt), asc(incubatorApplications.id))
      .limit(8);
    if (open.length === 0) return;
    // The demo admin recuses from the last one, so is not assigned to it.
    const recusedIndex = open.length - 1;
    await tx
      .insert(reviewAssignments)
      .values(
        open.flatMap((a, i) => [
          { applicationId: a.id, reviewerId: superId, assignedBy: superId },
          ...(i < recusedIndex ? [{ applicationId: a.id, reviewerId: adminId, assignedBy: superId }] : []),
        ]),
      );
    const score = async (applicationId: string, reviewerId: string, values: number[]) => {
      const [review] = await tx
        .insert(applicationReviews)
        .values({ applicationId, reviewerId })
        .returning({ id: applicationReviews.id });
      await tx.insert(applicationReviewScores).values(
        categories.map((c, i) => ({
          reviewId: review!.id,
          categoryId: c.id,
          score: values[i]!,
          comment: commentFor(values[i]!),
        })),
      );
    };
    for (const [i, values] of superScores.entries()) if (open[i]) await score(open[i].id, superId, values);
    for (const [i, values] of adminScores.entries()) {
      if (open[i] && i < recusedIndex) await score(open[i].id, adminId, values);
    }
    // Kept in the application's history like any recusal.
    const recused = open[recusedIndex]!;
    const reason = 'I advised this team before they applied.';
    await tx.insert(applicationRecusals).values({ applicationId: recused.id, reviewerId: adminId, reason });
    await tx.insert(applicationStatusHistory).values({
      applicationId: recused.id,
      fromStatus: recused.status,
      toStatus: recused.status,
      actorId: adminId,
      note: `Recused from review: ${reason}`,
    });
  });
}
