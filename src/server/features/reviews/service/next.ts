import { and, asc, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { nextUnreviewedResponse } from '~/shared/schemas/reviews';
import type { DbOrTx } from '../../../db/client';
import {
  applicationRecusals,
  applicationReviews,
  incubatorApplications as apps,
  reviewAssignments,
} from '../../../db/schema/index';

/** Decided applications need no more review. */
const decided = ['approved', 'rejected'] as const;

/** SQL: the caller is assigned to the application (the applicants list's `assigned=me`). */
export const assignedToUser = (userId: string): SQL =>
  sql`exists (select 1 from ${reviewAssignments} ra where ra.application_id = ${apps}.id and ra.reviewer_id = ${userId})`;

const untouchedBy = (userId: string): SQL =>
  sql`not exists (select 1 from ${applicationReviews} r where r.application_id = ${apps}.id and r.reviewer_id = ${userId})
    and not exists (select 1 from ${applicationRecusals} x where x.application_id = ${apps}.id and x.reviewer_id = ${userId})`;

/**
 * The oldest open application assigned to the caller that they have neither scored nor recused
 * from; without one, the oldest such application of anyone's. `exclude` is the one on screen.
 */
export async function nextUnreviewed({
  db,
  userId,
  exclude,
}: {
  db: DbOrTx;
  userId: string;
  exclude?: string;
}): Promise<z.output<typeof nextUnreviewedResponse>> {
  const find = async (extra?: SQL) => {
    const [row] = await db
      .select({ id: apps.id })
      .from(apps)
      .where(
        and(
          notInArray(apps.status, [...decided]),
          untouchedBy(userId),
          exclude ? ne(apps.id, exclude) : undefined,
          extra,
        ),
      )
      .orderBy(asc(apps.createdAt), asc(apps.id))
      .limit(1);
    return row?.id ?? null;
  };
  const mine = await find(assignedToUser(userId));
  if (mine) return { id: mine, assigned: true };
  return { id: await find(), assigned: false };
}
