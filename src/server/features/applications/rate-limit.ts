import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

export interface SubmissionLimiter {
  /** Counts one attempt; `retryAfterSeconds` when the address is over its limit. */
  consume(key: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  /** Gives an attempt back (a failure that was ours, not the caller's). */
  refund(key: string): Promise<void>;
}

/**
 * Submissions per client address per window. Embedded (PGlite, one process): counters in memory.
 * PostgreSQL (maybe several instances): counters in the shared `submission_rate_limits` table.
 */
export function createSubmissionLimiter({
  config,
  database,
  logger,
}: {
  config: Pick<Config, 'SUBMISSION_RATE_LIMIT' | 'SUBMISSION_RATE_WINDOW_SECONDS'>;
  database: Database;
  logger: Logger;
}): SubmissionLimiter {
  const options = {
    keyPrefix: 'submission',
    points: config.SUBMISSION_RATE_LIMIT,
    duration: config.SUBMISSION_RATE_WINDOW_SECONDS,
  };
  let limiter: RateLimiterAbstract;
  if (database.driver === 'pg') {
    const pool = (database.db as unknown as { $client: unknown }).$client;
    limiter = new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: 'submission_rate_limits',
      // The table comes with our migrations, so the library must not create it.
      tableCreated: true,
      clearExpiredByTimeout: true,
    });
  } else {
    limiter = new RateLimiterMemory(options);
  }

  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (res) {
        if (res instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
        }
        // The counter store failed: let the submission through rather than refuse everyone.
        logger.warn({ err: res }, 'submission rate limiter unavailable');
        return { allowed: true };
      }
    },
    async refund(key) {
      await limiter.reward(key, 1).catch((err: unknown) => logger.warn({ err }, 'rate limit refund failed'));
    },
  };
}
