import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Logger } from 'pino';
import { rowsOf, type Database } from '../db/client';
import { jobRuns } from '../ops/metrics';

export interface PeriodicJob {
  /** Stable name: the `scheduled_jobs` row and the advisory-lock key derive from it. */
  name: string;
  intervalMs: number;
  run(): Promise<void>;
}

export interface Scheduler {
  register(job: PeriodicJob): void;
  /** Runs `name` now if it is due and no instance is running it; true if this call ran it. */
  runIfDue(name: string): Promise<boolean>;
  /** Stops ticking and waits for runs in progress. */
  stop(): Promise<void>;
}

type Query = (text: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

/**
 * Every instance ticks every job; a run happens only where (1) `pg_try_advisory_lock` on the job's
 * key succeeds, so two instances never run it at once, and (2) the job's row says its interval has
 * passed since the last start anywhere, so it runs once per interval across the cluster, not once
 * per instance. On PGlite (one process) the in-process guard stands in for the lock.
 */
export function createScheduler({
  database,
  logger,
  instanceId,
}: {
  database: Database;
  logger: Logger;
  instanceId: string;
}): Scheduler {
  const jobs = new Map<string, PeriodicJob>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Map<string, Promise<boolean>>();
  let stopped = false;

  async function withSession<T>(fn: (query: Query, locked: (key: string) => Promise<boolean>) => Promise<T>) {
    if (database.driver === 'pg') {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      // Session-level advisory locks belong to one connection: hold one for the whole run.
      const client = await pool.connect();
      const held: string[] = [];
      const query: Query = async (text, params) => (await client.query(text, params)).rows;
      try {
        return await fn(query, async (key) => {
          const rows = await query('select pg_try_advisory_lock(hashtext($1)) as ok', [key]);
          if (rows[0]?.ok) held.push(key);
          return rows[0]?.ok === true;
        });
      } finally {
        for (const key of held)
          await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => {});
        client.release();
      }
    }
    const query: Query = async (text, params) => {
      const result = (await database.pglite!.query(text, params)) as { rows: Array<Record<string, unknown>> };
      return result.rows;
    };
    return fn(query, async () => true);
  }

  async function attempt(job: PeriodicJob): Promise<boolean> {
    return withSession(async (query, lock) => {
      if (!(await lock(`hatchery.job.${job.name}`))) return false;
      await query('insert into scheduled_jobs (name) values ($1) on conflict (name) do nothing', [job.name]);
      const claimed = await query(
        `update scheduled_jobs set last_started_at = now(), runs = runs + 1, last_instance = $2
         where name = $1 and (last_started_at is null
           or last_started_at <= now() - make_interval(secs => $3::double precision / 1000))
         returning name`,
        [job.name, instanceId, job.intervalMs],
      );
      if (claimed.length === 0) return false;
      try {
        await job.run();
        await query('update scheduled_jobs set last_finished_at = now(), last_error = null where name = $1', [
          job.name,
        ]);
        jobRuns.inc({ job: job.name, outcome: 'ok' });
        logger.debug({ job: job.name, instance: instanceId }, 'job ran');
      } catch (err) {
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        await query(
          'update scheduled_jobs set last_finished_at = now(), failures = failures + 1, last_error = $2 where name = $1',
          [job.name, message],
        );
        jobRuns.inc({ job: job.name, outcome: 'failed' });
        logger.warn({ err, job: job.name }, 'scheduled job failed');
      }
      return true;
    });
  }

  function runIfDue(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job || stopped) return Promise.resolve(false);
    const current = running.get(name);
    if (current) return current.then(() => false);
    const run = attempt(job)
      .catch((err: unknown) => {
        logger.warn({ err, job: name }, 'could not run scheduled job');
        return false;
      })
      .finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is already registered`);
      jobs.set(job.name, job);
      // Tick several times per interval so a run missed by a stopped instance is picked up soon.
      const tick = Math.min(Math.max(job.intervalMs / 4, 250), 15_000);
      const timer = setInterval(() => void runIfDue(job.name), tick * (0.9 + Math.random() * 0.2));
      timer.unref();
      timers.add(timer);
    },
    runIfDue,
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

/** For tests and the scale test: how often each job has run, across every instance. */
export async function jobRunCounts(database: Database): Promise<Record<string, number>> {
  const result = await database.db.execute(sql`select name, runs from scheduled_jobs`);
  return Object.fromEntries(
    rowsOf<{ name: string; runs: number }>(result).map((r) => [r.name, Number(r.runs)]),
  );
}
