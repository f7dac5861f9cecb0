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

/**
 * The rows of a `db.execute(sql...)` result. Both drivers (PGlite and node-postgres) answer with
 * `{ rows }`, but drizzle types the result per driver, so raw reads go through this one cast.
 */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type Listener = (payload: string) => void;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. `onReconnect` runs after
   * a dropped listening connection is re-established (notifications in the gap are lost).
   */
  listen(channel: string, onPayload: Listener, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** Whether the LISTEN connection is up (PGlite: always, in-process). For GET /ready. */
  listening(): boolean;
  /**
   * Resolves once every NOTIFY committed before the call has reached this process's listeners.
   * Tests call it between a direct write and the read that must see it; over HTTP the round trip
   * to the client already takes longer than the delivery.
   */
  flushNotifications(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the raw instance, for dumps in tests. */
  pglite?: PGlite;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string; loadDataDir?: Blob }
  | { memory: true; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10);
  if ('dataDir' in options) {
    const unlock = lockDirectory(options.dataDir);
    try {
      const client = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir });
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
  let closed = false;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    async listen(channel, onPayload) {
      const off = await client.listen(channel, onPayload);
      return async () => off();
    },
    listening: () => !closed,
    // PGlite hands notifications to listeners before the committing query resolves.
    flushNotifications: async () => {},
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
    },
    async close() {
      closed = true;
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
  const listeners = new Map<string, Set<Listener>>();
  const reconnectHandlers = new Set<() => void>();
  let listenClient: Promise<pg.Client> | undefined;
  let closed = false;
  let connected = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  /**
   * One dedicated connection holds every LISTEN. When it drops (server restart, network), it is
   * re-opened with backoff and re-LISTENs; subscribers are told, since NOTIFYs sent in the gap
   * are lost and they must refetch.
   */
  function connectListener(attempt = 0): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost || closed) return;
      lost = true;
      connected = false;
      listenClient = undefined;
      const delay = Math.min(250 * 2 ** attempt, 10_000);
      retryTimer = setTimeout(() => {
        listenClient = connectListener(Math.min(attempt + 1, 6));
        listenClient.then(
          () => reconnectHandlers.forEach((fn) => fn()),
          () => {},
        );
      }, delay);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    return (async () => {
      try {
        await client.connect();
        for (const channel of listeners.keys()) await client.query(`LISTEN ${quote(channel)}`);
        connected = !lost;
        return client;
      } catch (err) {
        onLost();
        throw err;
      }
    })();
  }

  return {
    db,
    driver: 'pg',
    async listen(channel, onPayload, onReconnect) {
      let set = listeners.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(onPayload);
      if (onReconnect) reconnectHandlers.add(onReconnect);
      if (!listenClient) {
        // Connecting LISTENs every channel in `listeners`, this one included.
        listenClient = connectListener();
        await listenClient;
      } else if (isNew) {
        await (await listenClient).query(`LISTEN ${quote(channel)}`);
      }
      const listening = set;
      return async () => {
        listening.delete(onPayload);
        if (onReconnect) reconnectHandlers.delete(onReconnect);
      };
    },
    listening: () => connected && !closed,
    async flushNotifications() {
      // The listening backend sends what is pending before it answers a query on its connection.
      const client = await listenClient?.catch(() => undefined);
      await client?.query('select 1');
    },
    async migrate() {
      await migratePg(db as never, { migrationsFolder });
    },
    async close() {
      closed = true;
      connected = false;
      clearTimeout(retryTimer);
      const client = await listenClient?.catch(() => undefined);
      await client?.end().catch(() => {});
      await pool.end();
    },
  };
}
