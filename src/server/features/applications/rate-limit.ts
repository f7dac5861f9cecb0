import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

export type LimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface SubmissionLimiter {
  /**
   * Counts one attempt against the flood cap and reserves one accepted submission. Refused
   * (`retryAfterSeconds`) when the address is over either limit.
   */
  consume(key: string): Promise<LimitAnswer>;
  /**
   * The attempt stored nothing: its reservation goes back, so a refusal (a typo, a duplicate
   * e-mail, a rejected file) never uses up an accepted submission. `attempt` gives back the flood
   * cap's count too: for a failure that was ours (5xx) or a replay of a stored submission.
   */
  release(key: string, options?: { attempt?: boolean }): Promise<void>;
}

type LimitConfig = Pick<
  Config,
  'SUBMISSION_RATE_LIMIT' | 'SUBMISSION_RATE_WINDOW_SECONDS' | 'SUBMISSION_ATTEMPT_LIMIT'
>;

/** The flood cap when SUBMISSION_ATTEMPT_LIMIT is unset: 30, or six times the accepted limit. */
export const attemptLimitOf = (config: LimitConfig) =>
  config.SUBMISSION_ATTEMPT_LIMIT ?? Math.max(30, config.SUBMISSION_RATE_LIMIT * 6);

/**
 * Two counters per client address and window (docs/decisions/0010-submission-limit.md):
 * accepted applications (`SUBMISSION_RATE_LIMIT`, reserved up front and given back when nothing
 * is stored, so concurrent attempts cannot overshoot) and raw attempts of any outcome (the flood
 * cap). Embedded (PGlite, one process): counters in memory. PostgreSQL (maybe several
 * instances): counters in the shared `submission_rate_limits` table.
 */
export function createSubmissionLimiter({
  config,
  database,
  logger,
}: {
  config: LimitConfig;
  database: Database;
  logger: Logger;
}): SubmissionLimiter {
  const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const options = { keyPrefix, points, duration: config.SUBMISSION_RATE_WINDOW_SECONDS };
    if (database.driver !== 'pg') return new RateLimiterMemory(options);
    const pool = (database.db as unknown as { $client: unknown }).$client;
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: 'submission_rate_limits',
      // The table comes with our migrations, so the library must not create it.
      tableCreated: true,
      clearExpiredByTimeout: true,
    });
  };
  const accepted = make('submission', config.SUBMISSION_RATE_LIMIT);
  const attempts = make('submission-attempt', attemptLimitOf(config));

  const take = async (
    limiter: RateLimiterAbstract,
    key: string,
    undoRefusal: boolean,
  ): Promise<LimitAnswer> => {
    try {
      await limiter.consume(key);
      return { allowed: true };
    } catch (res) {
      if (res instanceof RateLimiterRes) {
        // A refused consume still adds its point; the accepted counter must hold reservations only.
        if (undoRefusal) await give(limiter, key);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
      }
      // The counter store failed: let the submission through rather than refuse everyone.
      logger.warn({ err: res }, 'submission rate limiter unavailable');
      return { allowed: true };
    }
  };
  const give = (limiter: RateLimiterAbstract, key: string) =>
    limiter.reward(key, 1).then(
      () => undefined,
      (err: unknown) => logger.warn({ err }, 'rate limit refund failed'),
    );

  return {
    async consume(key) {
      const attempt = await take(attempts, key, false);
      if (!attempt.allowed) return attempt;
      return take(accepted, key, true);
    },
    async release(key, options) {
      await give(accepted, key);
      if (options?.attempt) await give(attempts, key);
    },
  };
}
