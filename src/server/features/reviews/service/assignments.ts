import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  assignResultResponse,
  autoAssignSchema,
  bulkAssignSchema,
  reviewerProgressResponse,
} from '~/shared/schemas/reviews';
import type { DbOrTx } from '../../../db/client';
import {
  applicationRecusals,
  applicationReviews,
  incubatorApplications as apps,
  reviewAssignments,
  users,
} from '../../../db/schema/index';
import { AppError, validationError } from '../../../http/app-error';
import { applicationFilterWhere } from '../../applicants/service';
import { assertApplicationExists } from './reads';

type Target = z.output<typeof bulkAssignSchema>['target'];
/** A bulk or automatic assignment by `actorId`. */
type AssignmentRun<S extends z.ZodType> = { db: DbOrTx; actorId: string; input: z.output<S> };
type AssignResult = z.output<typeof assignResultResponse>;

/** Bulk actions on a filter stop here; a bigger batch should narrow its filters. */
const MAX_TARGET = 5_000;

/** Active admins and super admins: the people who review. */
export async function eligibleReviewers(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.isActive, true), or(eq(users.role, 'admin'), eq(users.role, 'super_admin'))))
    .orderBy(asc(users.name), asc(users.id));
}

async function assertReviewers(db: DbOrTx, reviewerIds: readonly string[], field: string) {
  const known = new Set((await eligibleReviewers(db)).map((r) => r.id));
  const unknown = reviewerIds.filter((id) => !known.has(id));
  if (unknown.length) throw validationError({ [field]: 'Reviewers must be active admins' });
}

/** The applications a bulk action names, oldest first. */
async function targetIds(db: DbOrTx, userId: string, target: Target): Promise<string[]> {
  const where = target.ids ? inArray(apps.id, target.ids) : applicationFilterWhere(target.filters!, userId);
  const rows = await db
    .select({ id: apps.id })
    .from(apps)
    .where(where)
    .orderBy(asc(apps.createdAt), asc(apps.id))
    .limit(MAX_TARGET + 1);
  if (rows.length > MAX_TARGET) {
    throw new AppError('BAD_REQUEST', `More than ${MAX_TARGET} applications match: narrow the filters`);
  }
  return rows.map((r) => r.id);
}

/** application id -> the reviewer ids `table` pairs with it: those recused from it, or assigned to it. */
async function reviewersByApplication(
  db: DbOrTx,
  table: typeof applicationRecusals | typeof reviewAssignments,
  ids: readonly string[],
) {
  const map = new Map<string, Set<string>>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ a: table.applicationId, r: table.reviewerId })
    .from(table)
    .where(inArray(table.applicationId, [...ids]));
  for (const { a, r } of rows) map.set(a, (map.get(a) ?? new Set()).add(r));
  return map;
}

const recusedBy = (db: DbOrTx, ids: readonly string[]) =>
  reviewersByApplication(db, applicationRecusals, ids);
const assignedTo = (db: DbOrTx, ids: readonly string[]) => reviewersByApplication(db, reviewAssignments, ids);

/** One reviewer by hand; a recused admin cannot be assigned (409). Idempotent. */
export async function assignReviewer({
  db,
  actorId,
  applicationId,
  reviewerId,
}: {
  db: DbOrTx;
  actorId: string;
  applicationId: string;
  reviewerId: string;
}): Promise<void> {
  await assertApplicationExists(db, applicationId);
  await assertReviewers(db, [reviewerId], 'reviewerId');
  if ((await recusedBy(db, [applicationId])).get(applicationId)?.has(reviewerId)) {
    throw new AppError('CONFLICT', 'This admin recused themself from this application');
  }
  await db
    .insert(reviewAssignments)
    .values({ applicationId, reviewerId, assignedBy: actorId })
    .onConflictDoNothing();
}

export async function unassignReviewer({
  db,
  applicationId,
  reviewerId,
}: {
  db: DbOrTx;
  applicationId: string;
  reviewerId: string;
}): Promise<void> {
  await assertApplicationExists(db, applicationId);
  await db
    .delete(reviewAssignments)
    .where(
      and(eq(reviewAssignments.applicationId, applicationId), eq(reviewAssignments.reviewerId, reviewerId)),
    );
}

/** Each chosen reviewer on each targeted application, skipping recused admins and existing pairs. */
export async function bulkAssign({
  db,
  actorId,
  input,
}: AssignmentRun<typeof bulkAssignSchema>): Promise<AssignResult> {
  await assertReviewers(db, input.reviewerIds, 'reviewerIds');
  return db.transaction(async (tx) => {
    const ids = await targetIds(tx, actorId, input.target);
    const recused = await recusedBy(tx, ids);
    const values = ids.flatMap((applicationId) =>
      input.reviewerIds
        .filter((r) => !recused.get(applicationId)?.has(r))
        .map((reviewerId) => ({ applicationId, reviewerId, assignedBy: actorId })),
    );
    const shortfall = ids.filter((id) => input.reviewerIds.some((r) => recused.get(id)?.has(r))).length;
    const created = await insertAssignments(tx, values);
    return { created, shortfall };
  });
}

async function insertAssignments(
  db: DbOrTx,
  values: Array<{ applicationId: string; reviewerId: string; assignedBy: string }>,
): Promise<number> {
  let created = 0;
  for (let i = 0; i < values.length; i += 1_000) {
    const rows = await db
      .insert(reviewAssignments)
      .values(values.slice(i, i + 1_000))
      .onConflictDoNothing()
      .returning({ a: reviewAssignments.applicationId });
    created += rows.length;
  }
  return created;
}

/**
 * Tops every targeted application up to N assigned reviewers. Each slot goes to the eligible admin
 * with the lowest current load (assignments not yet scored), never one recused from it or already
 * on it; ties go to the admin first by name, so the result is reproducible. Starting from equal
 * loads, loads end up differing by at most one.
 */
export async function autoAssign({
  db,
  actorId,
  input,
}: AssignmentRun<typeof autoAssignSchema>): Promise<AssignResult> {
  return db.transaction(async (tx) => {
    // One auto assignment at a time, so two clicks do not both fill the same slots.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('review_auto_assign'))`);
    const reviewers = await eligibleReviewers(tx);
    const ids = await targetIds(tx, actorId, input.target);
    const [recused, assigned, load] = await Promise.all([
      recusedBy(tx, ids),
      assignedTo(tx, ids),
      pendingLoad(tx),
    ]);
    const order = new Map(reviewers.map((r, i) => [r.id, i]));
    const values: Array<{ applicationId: string; reviewerId: string; assignedBy: string }> = [];
    let shortfall = 0;
    for (const applicationId of ids) {
      const on = assigned.get(applicationId) ?? new Set<string>();
      const out = recused.get(applicationId) ?? new Set<string>();
      let missing = input.reviewsPerApplication - on.size;
      while (missing > 0) {
        const pick = reviewers
          .filter((r) => !on.has(r.id) && !out.has(r.id))
          .sort(
            (a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) || order.get(a.id)! - order.get(b.id)!,
          )[0];
        if (!pick) {
          shortfall++;
          break;
        }
        on.add(pick.id);
        load.set(pick.id, (load.get(pick.id) ?? 0) + 1);
        values.push({ applicationId, reviewerId: pick.id, assignedBy: actorId });
        missing--;
      }
    }
    return { created: await insertAssignments(tx, values), shortfall };
  });
}

/** reviewer id -> assignments they have not scored yet. */
async function pendingLoad(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ reviewerId: reviewAssignments.reviewerId, n: sql<number>`count(*)::int` })
    .from(reviewAssignments)
    .where(
      sql`not exists (select 1 from ${applicationReviews} r where r.application_id = ${reviewAssignments}.application_id and r.reviewer_id = ${reviewAssignments}.reviewer_id)`,
    )
    .groupBy(reviewAssignments.reviewerId);
  return new Map(rows.map((r) => [r.reviewerId, Number(r.n)]));
}

/** Per reviewer: assigned applications, how many of those they scored, and recusals. */
export async function reviewerProgress({
  db,
}: {
  db: DbOrTx;
}): Promise<z.output<typeof reviewerProgressResponse>> {
  const reviewers = await eligibleReviewers(db);
  const rows = await db
    .select({
      reviewerId: reviewAssignments.reviewerId,
      assigned: sql<number>`count(*)::int`,
      scored: sql<number>`count(*) filter (where exists (select 1 from ${applicationReviews} r where r.application_id = ${reviewAssignments}.application_id and r.reviewer_id = ${reviewAssignments}.reviewer_id))::int`,
    })
    .from(reviewAssignments)
    .groupBy(reviewAssignments.reviewerId);
  const recusals = await db
    .select({ reviewerId: applicationRecusals.reviewerId, n: sql<number>`count(*)::int` })
    .from(applicationRecusals)
    .groupBy(applicationRecusals.reviewerId);
  const byId = new Map(rows.map((r) => [r.reviewerId, r]));
  const recusedCount = new Map(recusals.map((r) => [r.reviewerId, Number(r.n)]));
  return {
    reviewers: reviewers.map((r) => ({
      ...r,
      assigned: Number(byId.get(r.id)?.assigned ?? 0),
      scored: Number(byId.get(r.id)?.scored ?? 0),
      recused: recusedCount.get(r.id) ?? 0,
    })),
  };
}
