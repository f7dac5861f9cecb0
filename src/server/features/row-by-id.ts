import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { AppError, validationError } from '../http/app-error';

type TableWithId = PgTable & { id: AnyPgColumn };

async function selectRow<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: string,
  lock: boolean,
): Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = (await (lock ? query.for('update') : query)) as T['$inferSelect'][];
  return row;
}

/** Row `id` of `table`; a missing row is a 404 `notFound`. */
export async function findRow<T extends TableWithId>(db: DbOrTx, table: T, id: string, notFound: string) {
  const row = await selectRow(db, table, id, false);
  if (!row) throw new AppError('NOT_FOUND', notFound);
  return row;
}

/**
 * Row `id` of `table`, locked until the transaction `tx` ends, so a write racing this one waits;
 * a missing row is a 404 `notFound`.
 */
export async function lockRow<T extends TableWithId>(tx: DbOrTx, table: T, id: string, notFound: string) {
  const row = await selectRow(tx, table, id, true);
  if (!row) throw new AppError('NOT_FOUND', notFound);
  return row;
}

/** Row `id` of `table`, which a request names in `field`; a missing row is a 400 `notFound` on that field. */
export async function findReferencedRow<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: string,
  field: string,
  notFound: string,
) {
  const row = await selectRow(db, table, id, false);
  if (!row) throw validationError({ [field]: notFound });
  return row;
}

/** Sets `values` on row `id` of `table` and returns the row as saved; a missing row is a 404 `notFound`. */
export async function updateRow<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: string,
  values: PgUpdateSetSource<T>,
  notFound: string,
): Promise<T['$inferSelect']> {
  const [row] = (await db
    .update(table)
    .set(values)
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][];
  if (!row) throw new AppError('NOT_FOUND', notFound);
  return row;
}
