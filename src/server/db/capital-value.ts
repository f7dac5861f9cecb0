import { sql, type SQL } from 'drizzle-orm';

/**
 * The one rule for what a capital source adds to a dollar figure (decision 0024, amended
 * 2026-11-26): its last good read's USD value, and nothing when it has never been read or has no
 * dollar value (`usd_conversion = 'none'`). Every sum (capital_raised, public stats, transparency,
 * analytics) goes through `capitalSumSql`, so they cannot drift apart. `s` is the query's alias
 * for project_capital_sources.
 */
export function countedUsdSql(s: string): SQL {
  const t = sql.raw(s);
  return sql`(case when ${t}.last_synced_at is not null and ${t}.usd_conversion <> 'none' then ${t}.total_raised_usd end)`;
}

/** The dollar total of the sources matched, 0 when none counts. */
export const capitalSumSql = (s: string): SQL => sql`coalesce(sum(${countedUsdSql(s)}), 0)`;

/** A history reading's dollar value under the same rule (`h` the history row, `s` its source). */
export function historyUsdSql(h: string, s: string): SQL {
  return sql`(case when ${sql.raw(s)}.usd_conversion <> 'none' then ${sql.raw(h)}.usd end)`;
}
