import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { AppError } from '../http/app-error';

/**
 * Deletes row `id` of `table`; a missing row is a 404 `notFound`. With `owner` (a column and the
 * value it must hold: the caller's id, the project in the path), a row someone else owns is
 * answered as a missing one too: its existence is not the caller's business.
 */
export async function deleteRow(
  db: DbOrTx,
  table: PgTable & { id: AnyPgColumn },
  id: string,
  notFound: string,
  owner?: [AnyPgColumn, string],
): Promise<void> {
  const [row] = await db
    .delete(table)
    .where(and(eq(table.id, id), owner && eq(...owner)))
    .returning({ id: table.id });
  if (!row) throw new AppError('NOT_FOUND', notFound);
}
