import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { AppError } from '../http/app-error';

type TableWithId = PgTable & { id: AnyPgColumn };

async function selectRow<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: string,
  notFound: string,
  lock: boolean,
): Promise<T['$inferSelect']> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = (await (lock ? query.for('update') : query)) as T['$inferSelect'][];
  if (!row) throw new AppError('NOT_FOUND', notFound);
  return row;
}

/** Row `id` of `table`; a missing row is a 404 `notFound`. */
export function findRow<T extends TableWithId>(db: DbOrTx, table: T, id: string, notFound: string) {
  return selectRow(db, table, id, notFound, false);
}

/**
 * Row `id` of `table`, locked until the transaction `tx` ends, so a write racing this one waits;
 * a missing row is a 404 `notFound`.
 */
export function lockRow<T extends TableWithId>(tx: DbOrTx, table: T, id: string, notFound: string) {
  return selectRow(tx, table, id, notFound, true);
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
