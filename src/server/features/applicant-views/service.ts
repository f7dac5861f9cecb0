import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { applicantViewResponse, applicantViewSchema } from '~/shared/schemas/applicant-views';
import type { DbOrTx } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { applicantViews } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { deleteRow } from '../delete-row';
import type { OwnById, WithInput } from '../service-args';

type View = z.output<typeof applicantViewResponse>;
const columns = {
  id: applicantViews.id,
  name: applicantViews.name,
  query: applicantViews.query,
  createdAt: applicantViews.createdAt,
};

/** The caller's own views, by name; another admin's views are never listed. */
export async function listApplicantViews({ db, userId }: { db: DbOrTx; userId: string }): Promise<View[]> {
  return db
    .select(columns)
    .from(applicantViews)
    .where(eq(applicantViews.userId, userId))
    .orderBy(asc(applicantViews.name));
}

export async function createApplicantView({
  db,
  userId,
  input,
}: WithInput<typeof applicantViewSchema> & { userId: string }): Promise<View> {
  try {
    const [row] = await db
      .insert(applicantViews)
      .values({ userId, name: input.name, query: input.query })
      .returning(columns);
    return row!;
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) {
      throw new AppError('DUPLICATE_ERROR', `You already have a view named "${input.name}"`, {
        name: 'You already have a view with this name',
      });
    }
    throw err;
  }
}

/** 404 for another admin's view as for a missing one: its existence is not the caller's business. */
export async function deleteApplicantView({ db, userId, id }: OwnById): Promise<void> {
  await deleteRow(db, applicantViews, id, 'Saved view not found', [applicantViews.userId, userId]);
}
