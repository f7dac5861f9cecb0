import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { RateLimiterDrizzle, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimitMessage } from '~/shared/rate-limit';
import type { Db } from '../db/client';
import { mailRateLimits } from '../db/schema/index';
import { RateLimitError } from '../http/app-error';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface MailLimitRule {
  /** Mails (or requests that send one) allowed per window. */
  points: number;
  /** The window, fixed from the first count in it. */
  seconds: number;
  /** What the caller may do again once the window is over, as the 429's message says it. */
  action: string;
}

/**
 * Every limit on what sends mail, in one table (docs/operations.md, 'Mail limits'). Beside these,
 * without counters: a re-invite of an address whose invitation into the same project (or, from
 * an admin, onto the platform) is still open and younger than `REINVITE_QUIET_MINUTES` sends no
 * mail, and a 'New message' notice goes to a recipient at most once per thread and
 * `MESSAGE_NOTICE_QUIET_MINUTES` while the earlier messages are unread (messages/delivery.ts).
 */
export const mailLimitRules = {
  /** Invitations into teams a founder (a project's owner) sends, over all their projects. */
  teamInvitesByMember: { points: 10, seconds: HOUR, action: 'send team invitations' },
  /** The same for an admin (incubator screens, a project made from an application). */
  teamInvitesByAdmin: { points: 50, seconds: HOUR, action: 'send team invitations' },
  /** The daily cap of invitations into one project, whoever sends them. */
  teamInvitesPerProject: { points: 20, seconds: DAY, action: 'invite people to this project' },
  /** Invitations onto the platform one admin sends (admin Users screen). */
  platformInvitesByAdmin: { points: 20, seconds: HOUR, action: 'send invitations' },
  /** Reset links asked for one address, whoever asks and whether or not it has an account. */
  resetLinksPerAddress: { points: 3, seconds: HOUR, action: 'ask for a reset link for this address' },
  /** Reset links one client address asks for, over every address. */
  resetLinksPerClient: { points: 10, seconds: HOUR, action: 'ask for reset links' },
  /** Verification links asked for again (POST /api/auth/send-verification-email), per address. */
  verificationLinksPerAddress: {
    points: 3,
    seconds: HOUR,
    action: 'ask for a verification link for this address',
  },
  /**
   * Every verification mail to one address (sign-up, sign-in to an unverified account, asked
   * again): past it the mail is skipped in silence, since those answers must not differ.
   */
  verificationMailsPerAddress: { points: 5, seconds: HOUR, action: 'ask for a verification link' },
  /**
   * Messages one person posts into one project's thread (the spec's client helper: 10 per 60 s).
   * Per thread, so an admin answering many projects is not held up; the mail they send is
   * bounded per recipient and thread anyway (MESSAGE_NOTICE_QUIET_MINUTES).
   */
  messagesPerThread: { points: 10, seconds: MINUTE, action: 'send messages in this thread' },
} as const satisfies Record<string, MailLimitRule>;

export type MailLimitName = keyof typeof mailLimitRules;

/** A re-invite within this many minutes of the open invitation it would replace sends no mail. */
export const REINVITE_QUIET_MINUTES = 10;
/** A thread's 'New message' notices to one recipient are this far apart while they have not read it. */
export const MESSAGE_NOTICE_QUIET_MINUTES = 10;

/** One count against one limit: `key` says whose (a user id, a project id, `addressKey(email)`). */
export interface MailLimitCount {
  rule: MailLimitName;
  key: string;
}

export interface MailLimits {
  /**
   * Counts one against each limit. Over any of them nothing stays counted and a 429
   * (`RateLimitError`, with the wait of the limit that refused) is thrown.
   */
  take(counts: MailLimitCount[]): Promise<void>;
  /** `take` that answers false instead of throwing: for a mail skipped in silence. */
  allows(counts: MailLimitCount[]): Promise<boolean>;
  /** Gives back what `take` counted when no mail went out after all (the request failed later). */
  giveBack(counts: MailLimitCount[]): Promise<void>;
}

/** An e-mail address as a counter key: hashed, so the counter table holds no addresses. */
export const addressKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The mail limits on rate-limiter-flexible's Drizzle store: the counters are rows of
 * `mail_rate_limits` on both drivers (one atomic upsert per count), so the instances behind nginx
 * share them and a restart does not reset them. If the counter store fails, mail goes out (a
 * warning is logged): refusing every invitation because of the counters would be worse.
 */
export function createMailLimits({ db, logger }: { db: Db; logger: Logger }): MailLimits {
  const limiters = new Map<MailLimitName, RateLimiterAbstract>();
  const limiterOf = (rule: MailLimitName) => {
    let limiter = limiters.get(rule);
    if (!limiter) {
      const { points, seconds } = mailLimitRules[rule];
      limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: mailRateLimits,
        keyPrefix: rule,
        points,
        duration: seconds,
        // One sweep of expired rows covers the whole table.
        clearExpiredByTimeout: limiters.size === 0,
      });
      limiters.set(rule, limiter);
    }
    return limiter;
  };
  const give = async (counts: MailLimitCount[]) => {
    for (const { rule, key } of counts) {
      await limiterOf(rule)
        .reward(key, 1)
        .catch((err: unknown) => logger.warn({ err, rule }, 'mail limit refund failed'));
    }
  };

  /** The refusal (limit and wait) if any count is over its limit; otherwise all stay counted. */
  const count = async (counts: MailLimitCount[]) => {
    const taken: MailLimitCount[] = [];
    for (const c of counts) {
      try {
        await limiterOf(c.rule).consume(c.key);
        taken.push(c);
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) {
          logger.warn({ err: res, rule: c.rule }, 'mail limit counters unavailable; mail allowed');
          continue;
        }
        // A refused consume still adds its point: give it back with the others, so the counters
        // hold the mails that went out.
        await give([...taken, c]);
        return { rule: c.rule, retryAfterSeconds: secondsOf(res.msBeforeNext) };
      }
    }
    return null;
  };

  return {
    async take(counts) {
      const refused = await count(counts);
      if (refused) {
        const { action } = mailLimitRules[refused.rule];
        throw new RateLimitError(
          rateLimitMessage(action, refused.retryAfterSeconds),
          refused.retryAfterSeconds,
        );
      }
    },
    async allows(counts) {
      return (await count(counts)) === null;
    },
    giveBack: give,
  };
}
