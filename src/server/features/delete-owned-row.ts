import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { AppError } from '../http/app-error';

/**
 * Deletes row `id` of `table` only where its `owner` column holds the caller's value too. A row
 * someone else owns is answered as a missing one (404 `notFound`): its existence is not the
 * caller's business.
 */
export async function deleteOwnedRow(
  db: DbOrTx,
  table: PgTable & { id: AnyPgColumn },
  id: string,
  [ownerColumn, owner]: [AnyPgColumn, string],
  notFound: string,
): Promise<void> {
  const [row] = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(ownerColumn, owner)))
    .returning({ id: table.id });
  if (!row) throw new AppError('NOT_FOUND', notFound);
}
