import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
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
      await copyTemplate(admin, template, name);
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
