import type { Database } from '../db/client';

/**
 * The channel a statement trigger on the tables below NOTIFYs with the table's name on commit,
 * whoever wrote: this app on any instance, a seed script or psql (migration 0009_applicants_indexes_public_notify).
 */
export const TABLE_CHANGED_CHANNEL = 'hatchery_public';

export type WatchedTable =
  'incubated_projects' | 'incubator_applications' | 'project_capital_sources' | 'application_reads';

export interface ChangeCache {
  /** The value under `key`; `compute` runs once per change however many readers arrive. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Drops every value; the next read computes afresh. */
  invalidate(): void;
  /** Computations started so far (a read that found a stored value did not compute). */
  readonly computations: number;
}

/**
 * Values derived from `tables`, kept in memory only while those tables are known not to have
 * changed: from the moment the LISTEN is in place until a NOTIFY naming one of them (or a
 * re-established LISTEN connection, which may have missed some) arrives. Before the LISTEN is
 * up, or if it failed, every read computes: slower, never stale.
 */
export function createChangeCache(
  database: Database,
  tables: readonly WatchedTable[],
  /** Oldest keys go first beyond this (search terms make many keys). */
  maxEntries = 1000,
): ChangeCache {
  const watched = new Set<string>(tables);
  const values = new Map<string, Promise<unknown>>();
  let listening = false;
  let computations = 0;

  const invalidate = () => {
    values.clear();
  };
  database
    .listen(TABLE_CHANGED_CHANNEL, (table) => watched.has(table) && invalidate(), invalidate)
    .then(() => {
      invalidate();
      listening = true;
    })
    .catch(() => {});

  return {
    invalidate,
    get computations() {
      return computations;
    },
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const stored = values.get(key);
      if (stored) return stored as Promise<T>;
      computations += 1;
      const value = compute();
      // Readers arriving meanwhile share this computation. It is dropped if it fails, and
      // dropped by invalidate() if a change arrives before it is done: a new reader computes
      // again rather than receive an answer that may predate the change.
      if (listening) {
        if (values.size >= maxEntries) values.delete(values.keys().next().value!);
        values.set(key, value);
        value.catch(() => {
          if (values.get(key) === value) values.delete(key);
        });
      }
      return value;
    },
  };
}
