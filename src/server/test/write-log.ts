import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/** Rows one statement wrote to one table: `op` is INSERT, UPDATE or DELETE. */
export interface TableWrite {
  table: string;
  op: string;
  rows: number;
}

/**
 * Logs every row inserted, updated or deleted in the public tables (but `except`) of a throwaway
 * test database: statement triggers with transition tables, so an insert and a delete never
 * cancel out and an update counts like any other write. `take()` returns what was written since
 * the last `take()` and clears the log, in one statement. Both drivers run it (plain PL/pgSQL);
 * pg_stat_xact_user_tables would not do: PGlite and PostgreSQL report it per transaction only.
 */
export async function trackWrites(db: Db, except: ReadonlySet<string>) {
  const tables = rowsOf(
    await db.execute(sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  )
    .map((r) => String(r.table_name))
    .filter((name) => !except.has(name));
  const statements = [
    'create table test_write_log (tbl text not null, op text not null, n bigint not null)',
    `create function test_write_logged() returns trigger language plpgsql as $$ begin
       insert into test_write_log select tg_table_name, tg_op, count(*) from changed having count(*) > 0;
       return null; end $$`,
    ...tables.flatMap((name) => [
      `create trigger test_write_ins after insert on "${name}" referencing new table as changed
        for each statement execute function test_write_logged()`,
      `create trigger test_write_upd after update on "${name}" referencing new table as changed
        for each statement execute function test_write_logged()`,
      `create trigger test_write_del after delete on "${name}" referencing old table as changed
        for each statement execute function test_write_logged()`,
    ]),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  return {
    tables,
    async take(): Promise<TableWrite[]> {
      const rows = rowsOf(await db.execute(sql`delete from test_write_log returning tbl, op, n`));
      return rows.map((r) => ({ table: String(r.tbl), op: String(r.op), rows: Number(r.n) }));
    },
  };
}
