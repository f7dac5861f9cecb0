import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SCORE_MAX,
  SCORE_MIN,
  type rubricCategorySchema,
  type rubricCategoryUpdateSchema,
  type rubricResponse,
  type rubricCategoryResponse,
} from '~/shared/schemas/reviews';
import type { DbOrTx } from '../../../db/client';
import { applicationReviewScores, reviewRubricCategories, reviewSettings } from '../../../db/schema/index';
import { AppError } from '../../../http/app-error';
import { deleteRow } from '../../delete-row';
import type { ById, UpdateById, WithInput } from '../../service-args';

type Category = z.output<typeof rubricCategoryResponse>;

/** Whether blind review is on (no settings row yet means off). */
export async function isBlindReview(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ blind: reviewSettings.blindReview }).from(reviewSettings);
  return row?.blind ?? false;
}

export async function listCategories(db: DbOrTx): Promise<Category[]> {
  const rows = await db
    .select({
      c: reviewRubricCategories,
      scoreCount: sql<number>`(select count(*) from ${applicationReviewScores} s where s.category_id = ${reviewRubricCategories.id})::int`,
    })
    .from(reviewRubricCategories)
    .orderBy(asc(reviewRubricCategories.position), asc(reviewRubricCategories.createdAt));
  return rows.map(({ c, scoreCount }) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    weight: c.weight,
    position: c.position,
    scoreCount: Number(scoreCount),
  }));
}

export async function getRubric({ db }: { db: DbOrTx }): Promise<z.output<typeof rubricResponse>> {
  const [categories, blindReview] = await Promise.all([listCategories(db), isBlindReview(db)]);
  return { categories, blindReview, scale: { min: SCORE_MIN, max: SCORE_MAX } };
}

async function getCategory(db: DbOrTx, id: string): Promise<Category> {
  const found = (await listCategories(db)).find((c) => c.id === id);
  if (!found) throw new AppError('NOT_FOUND', 'Rubric category not found');
  return found;
}

export async function createCategory({
  db,
  input,
}: WithInput<typeof rubricCategorySchema>): Promise<Category> {
  let position = input.position;
  if (position === undefined) {
    const [last] = await db
      .select({ max: sql<number | null>`max(${reviewRubricCategories.position})` })
      .from(reviewRubricCategories);
    position = last?.max == null ? 0 : Number(last.max) + 1;
  }
  const [row] = await db
    .insert(reviewRubricCategories)
    .values({ name: input.name, description: input.description ?? null, weight: input.weight, position })
    .returning({ id: reviewRubricCategories.id });
  return getCategory(db, row!.id);
}

export async function updateCategory({
  db,
  id,
  input,
}: UpdateById<typeof rubricCategoryUpdateSchema>): Promise<Category> {
  const updated = await db
    .update(reviewRubricCategories)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(reviewRubricCategories.id, id))
    .returning({ id: reviewRubricCategories.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'Rubric category not found');
  return getCategory(db, id);
}

/**
 * Deleting a category that holds scores is refused (409): those scores would lose their meaning
 * and every affected application's figures would change silently (decision 0014). The
 * category's name, description and weight stay editable.
 */
export async function deleteCategory({ db, id }: ById): Promise<void> {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ n: count() })
      .from(applicationReviewScores)
      .where(eq(applicationReviewScores.categoryId, id));
    if ((used?.n ?? 0) > 0) {
      throw new AppError(
        'CONFLICT',
        `This category has ${used!.n} score${used!.n === 1 ? '' : 's'} and cannot be deleted; rename it or change its weight instead`,
      );
    }
    await deleteRow(tx, reviewRubricCategories, id, 'Rubric category not found');
  });
}

export async function setReviewSettings({
  db,
  blindReview,
}: {
  db: DbOrTx;
  blindReview: boolean;
}): Promise<z.output<typeof rubricResponse>> {
  await db
    .insert(reviewSettings)
    .values({ id: true, blindReview })
    .onConflictDoUpdate({ target: reviewSettings.id, set: { blindReview, updatedAt: new Date() } });
  return getRubric({ db });
}
