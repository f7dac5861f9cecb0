import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { adminUrl } from './global-setup';

export const testDriver: 'pglite' | 'pg' = process.env.TEST_DB === 'pg' ? 'pg' : 'pglite';

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the run's dump, or a
 * PostgreSQL database copied from the run's template and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDriver === 'pg') {
    const template = inject('pgTemplate');
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ url: adminUrl(name), poolSize: 5 });
    const close = database.close.bind(database);
    database.close = async () => {
      await close();
      const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => dropper.end());
    };
    return database;
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ memory: true, loadDataDir: new Blob([dump]) });
}
