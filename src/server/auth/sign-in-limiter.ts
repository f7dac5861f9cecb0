import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { Database } from '../db/client';

export interface SignInLimiter {
  /** Seconds until the account may try again, or null when it may try now. */
  blockedFor(email: string): Promise<number | null>;
  /** A wrong e-mail/password pair for this account. */
  failed(email: string): Promise<void>;
  /** A successful sign-in: the count starts again. */
  succeeded(email: string): Promise<void>;
}

/** Failures in a row are counted over a day; past the limit the account waits the block time. */
const COUNT_WINDOW_SECONDS = 24 * 60 * 60;

/** The e-mail hashed: a fixed-length key that keeps addresses out of the counter table. */
const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * rate-limiter-flexible's consecutive-failures-by-username pattern: complements the per-address
 * limit so a guess spread over many addresses still slows down. Counters live in memory on
 * PGlite (one process) and in `sign_in_failures` on PostgreSQL (shared by every instance).
 * The limit applies whether or not the account exists, so it tells nothing about accounts.
 */
export function createSignInLimiter({
  config,
  database,
  logger,
}: {
  config: Pick<Config, 'AUTH_ACCOUNT_FAILURE_LIMIT' | 'AUTH_ACCOUNT_BLOCK_SECONDS'>;
  database: Database;
  logger: Logger;
}): SignInLimiter {
  const limit = config.AUTH_ACCOUNT_FAILURE_LIMIT;
  const options = { keyPrefix: 'sign_in', points: limit, duration: COUNT_WINDOW_SECONDS };
  let limiter: RateLimiterAbstract;
  if (database.driver === 'pg') {
    limiter = new RateLimiterPostgres({
      ...options,
      storeClient: (database.db as unknown as { $client: unknown }).$client,
      storeType: 'pool',
      tableName: 'sign_in_failures',
      // The table comes with our migrations, so the library must not create it.
      tableCreated: true,
      clearExpiredByTimeout: true,
    });
  } else {
    limiter = new RateLimiterMemory(options);
  }
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    async blockedFor(email) {
      try {
        const res = await limiter.get(keyOf(email));
        return res && res.consumedPoints >= limit ? seconds(res.msBeforeNext) : null;
      } catch (err) {
        // The counter store failed: let the attempt through; the per-address limit still holds.
        logger.warn({ err }, 'sign-in limiter unavailable');
        return null;
      }
    },
    async failed(email) {
      const key = keyOf(email);
      try {
        const res = await limiter.consume(key);
        if (res.remainingPoints === 0) await limiter.block(key, config.AUTH_ACCOUNT_BLOCK_SECONDS);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) logger.warn({ err }, 'sign-in limiter unavailable');
      }
    },
    async succeeded(email) {
      await limiter.delete(keyOf(email)).catch((err: unknown) => {
        logger.warn({ err }, 'sign-in limiter unavailable');
      });
    },
  };
}
