import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client';
import { adminUrl } from './global-setup';

export const testDriver: 'pglite' | 'pg' = process.env.TEST_DB === 'pg' ? 'pg' : 'pglite';

/**
 * PostgreSQL refuses to copy a template while another session is copying it ("source database is
 * being accessed by other users"), which happens when test files start together: retry briefly.
 */
async function copyTemplate(admin: pg.Client, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (err) {
      const busy = (err as { code?: string }).code === '55006';
      if (!busy || attempt >= 40) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

/** A copy of the run's migrated PostgreSQL template on TEST_DATABASE_URL's server. */
export async function copyPgTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject('pgTemplate');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = async (work: (client: pg.Client) => Promise<void>) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await work(client).finally(() => client.end());
  };
  await admin((client) => copyTemplate(client, template, name));
  return {
    url: adminUrl(name),
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {})),
  };
}

const pgliteTemplate = () => new Blob([readFileSync(inject('pgliteTemplate'))]);

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the run's dump, or a
 * PostgreSQL database copied from the run's template and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDriver === 'pg') {
    const copy = await copyPgTemplate();
    const database = await openDatabase({ url: copy.url, poolSize: 5 });
    const close = database.close.bind(database);
    database.close = async () => {
      await close();
      await copy.drop();
    };
    return database;
  }
  return openDatabase({ memory: true, loadDataDir: pgliteTemplate() });
}

/**
 * Writes the run's migrated PGlite database into a fresh data directory, so a child server booting
 * there finds every migration applied instead of running them all (~10 CPU-s on PGlite).
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir, loadDataDir: pgliteTemplate() });
  await database.close();
}

/** Runs one migration (`name`, its file without `.sql`) again, statement by statement as the migrator does. */
export async function applyMigration(db: Db, name: string): Promise<void> {
  const text = readFileSync(new URL(`../db/migrations/${name}.sql`, import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}
