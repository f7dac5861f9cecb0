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
import { rateLimitKey } from '../http/client-address';

/** One sign-in: the account it names and the caller's address (as `clientAddress` reads it). */
export interface SignInAttempt {
  email: string;
  address: string;
}

export interface SignInLimiter {
  /**
   * Seconds until this attempt may be made, or null when it may be made now. `knownDevice` says
   * whether the caller holds the account's known-device cookie; it is asked only when a limit it
   * lifts (the account's, the address's) is reached.
   */
  blockedFor(attempt: SignInAttempt, knownDevice: () => Promise<boolean>): Promise<number | null>;
  /** A wrong e-mail/password pair. */
  failed(attempt: SignInAttempt): Promise<void>;
  /** A successful sign-in: the count of this account from this address starts again. */
  succeeded(attempt: SignInAttempt): Promise<void>;
}

export type SignInLimitConfig = Pick<
  Config,
  'AUTH_ACCOUNT_FAILURE_LIMIT' | 'AUTH_ACCOUNT_BLOCK_SECONDS' | 'AUTH_ADDRESS_FAILURE_LIMIT'
>;

/** Failures in a row of an account are counted over a day; an address's failures over an hour. */
const IN_A_ROW_WINDOW_SECONDS = 24 * 60 * 60;
const ADDRESS_WINDOW_SECONDS = 60 * 60;

/** Fixed-length keys that keep e-mail and network addresses out of the counter table. */
const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const accountOf = (email: string) => email.trim().toLowerCase();

/**
 * Three counters of failed sign-ins (docs/operations.md, Sign-in limits), so that a guesser is
 * slowed down but cannot aim the slowdown at someone else:
 * - per account and address: `AUTH_ACCOUNT_FAILURE_LIMIT` failures in a row, then the wait; holds
 *   for everyone, known device or not, so a stolen device cookie buys no guesses;
 * - per address (IPv6 per /64), whatever the accounts: `AUTH_ADDRESS_FAILURE_LIMIT` an hour;
 * - per account, from anywhere: `AUTH_ACCOUNT_FAILURE_LIMIT` failures in a row.
 * The last two are lifted for the account's known device (a cookie set at its last successful
 * sign-in), so a flood makes unknown devices wait while the owner's usual browser signs in at once.
 * The wait is `AUTH_ACCOUNT_BLOCK_SECONDS`. Unknown accounts are counted alike, revealing nothing.
 * Counters live in memory on PGlite (one process) and in `sign_in_failures` on PostgreSQL
 * (shared by every instance), as rate-limiter-flexible's stores keep them.
 */
export function createSignInLimiter({
  config,
  database,
  logger,
}: {
  config: SignInLimitConfig;
  database: Database;
  logger: Logger;
}): SignInLimiter {
  const inARow = config.AUTH_ACCOUNT_FAILURE_LIMIT;
  const perAddress = config.AUTH_ADDRESS_FAILURE_LIMIT;
  const make = (keyPrefix: string, points: number, duration: number, sweep = false): RateLimiterAbstract => {
    const options = { keyPrefix, points, duration };
    if (database.driver !== 'pg') return new RateLimiterMemory(options);
    return new RateLimiterPostgres({
      ...options,
      storeClient: (database.db as unknown as { $client: unknown }).$client,
      storeType: 'pool',
      tableName: 'sign_in_failures',
      // The table comes with our migrations, so the library must not create it.
      tableCreated: true,
      // One sweep of expired rows is enough for the three counters sharing the table.
      clearExpiredByTimeout: sweep,
    });
  };
  const counters = {
    // 'sign_in' is the prefix the per-account counter had before the other two existed.
    account: { limiter: make('sign_in', inARow, IN_A_ROW_WINDOW_SECONDS, true), points: inARow },
    pair: { limiter: make('sign_in_pair', inARow, IN_A_ROW_WINDOW_SECONDS), points: inARow },
    address: { limiter: make('sign_in_address', perAddress, ADDRESS_WINDOW_SECONDS), points: perAddress },
  };
  type Counter = (typeof counters)[keyof typeof counters];
  const keysOf = ({ email, address }: SignInAttempt) => {
    const network = rateLimitKey(address);
    return {
      account: hash(accountOf(email)),
      pair: hash(`${accountOf(email)}\n${network}`),
      address: hash(`address\n${network}`),
    };
  };

  /** Seconds left of a reached limit, else null. An expired record reads as none. */
  const waitOf = async ({ limiter, points }: Counter, key: string): Promise<number | null> => {
    const res = await limiter.get(key);
    if (!res || res.msBeforeNext <= 0 || res.consumedPoints < points) return null;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  };
  const fail = async ({ limiter }: Counter, key: string) => {
    try {
      const res = await limiter.consume(key);
      if (res.remainingPoints === 0) await limiter.block(key, config.AUTH_ACCOUNT_BLOCK_SECONDS);
    } catch (err) {
      // A RateLimiterRes is a count already past the limit: the block is in place.
      if (!(err instanceof RateLimiterRes)) throw err;
    }
  };
  const unavailable = (err: unknown) => logger.warn({ err }, 'sign-in limiter unavailable');

  return {
    async blockedFor(attempt, knownDevice) {
      const keys = keysOf(attempt);
      try {
        const [pair, account, address] = await Promise.all([
          waitOf(counters.pair, keys.pair),
          waitOf(counters.account, keys.account),
          waitOf(counters.address, keys.address),
        ]);
        const liftable = [account, address].filter((wait) => wait !== null);
        const waits = liftable.length > 0 && !(await knownDevice()) ? [pair, ...liftable] : [pair];
        const longest = Math.max(...waits.map((wait) => wait ?? 0));
        return longest > 0 ? longest : null;
      } catch (err) {
        // The counter store failed: let the attempt through; better-auth's per-address limit holds.
        unavailable(err);
        return null;
      }
    },
    async failed(attempt) {
      const keys = keysOf(attempt);
      await Promise.all([
        fail(counters.pair, keys.pair),
        fail(counters.account, keys.account),
        fail(counters.address, keys.address),
      ]).catch(unavailable);
    },
    async succeeded(attempt) {
      const keys = keysOf(attempt);
      try {
        await counters.pair.limiter.delete(keys.pair);
        // A success during the account's wait came from its known device: the wait stays for the
        // others, or each sign-in of the owner would hand a guesser a fresh round of attempts.
        // The address's count is never reset: one good account must not cover guesses at others.
        if ((await waitOf(counters.account, keys.account)) === null) {
          await counters.account.limiter.delete(keys.account);
        }
      } catch (err) {
        unavailable(err);
      }
    },
  };
}
