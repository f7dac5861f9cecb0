import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDirectory } from './lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Listener = (payload: string) => void;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: Listener): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the raw instance, for dumps in tests. */
  pglite?: PGlite;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  { url: string; poolSize?: number } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10);
  if ('dataDir' in options) {
    const unlock = lockDirectory(options.dataDir);
    try {
      const client = await PGlite.create(options.dataDir);
      return wrapPglite(client, unlock);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  const client = await PGlite.create({ loadDataDir: options.loadDataDir });
  return wrapPglite(client, () => {});
}

function wrapPglite(client: PGlite, unlock: () => void): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    async listen(channel, onPayload) {
      const off = await client.listen(channel, onPayload);
      return async () => off();
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
    },
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that dies (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let listenClient: pg.Client | undefined;
  const listeners = new Map<string, Set<Listener>>();
  return {
    db,
    driver: 'pg',
    async listen(channel, onPayload) {
      if (!listenClient) {
        listenClient = new pg.Client({ connectionString: url });
        listenClient.on('error', () => {});
        listenClient.on('notification', (msg) => {
          for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
        });
        await listenClient.connect();
      }
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await listenClient.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async migrate() {
      await migratePg(db as never, { migrationsFolder });
    },
    async close() {
      await listenClient?.end().catch(() => {});
      await pool.end();
    },
  };
}
