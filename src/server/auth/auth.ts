import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, mailOutbox, rateLimits, sessions, users, verifications } from '../db/schema/index';
import { addressKey, createMailLimits, passwordResetMail, sendMail, verificationMail } from '../mail/index';
import type { Realtime } from '../realtime/hub';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, authMessages } from '~/shared/auth';
import type { UserRole } from '~/shared/enums';
import { accountHooks } from './account-hooks';
import { acceptedOrigins } from './origins';
import { dropResetToken, dropResetTokensOf, replaceEarlierResetTokens } from './reset-tokens';

/** Set by our HTTP layer from the socket (never the client's word); better-auth keys rate limits on it. */
export const CLIENT_IP_HEADER = 'x-hatchery-client-ip';
export const COOKIE_PREFIX = 'hatchery';
export const VERIFIED_CALLBACK = '/auth?verified=1';
/** The SPA screen the reset mail links to, with `?token=`. */
export const RESET_PASSWORD_PATH = '/reset-password';
const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** At most this many reset mails to one address an hour, whoever asks. */
export const RESET_MAILS_PER_WINDOW = 3;
const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;

export interface AuthDeps {
  config: Config;
  database: { db: Db };
  logger: Logger;
  /** Live streams of a user whose sessions a password reset ended are closed through it. */
  realtime?: Pick<Realtime, 'revokeUser'>;
}

const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export function createAuth(deps: AuthDeps) {
  const { config, logger } = deps;
  const { db } = deps.database;
  const secure = new URL(config.PUBLIC_URL).protocol === 'https:';
  const authWindow = config.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  const authMax = config.AUTH_RATE_LIMIT_MAX;
  // The counters live in the database: this instance counts with every other one.
  const mailLimits = createMailLimits({ db, logger });

  return betterAuth({
    appName: 'Hatchery',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: acceptedOrigins(config),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const fn = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
        logger[fn]({ args }, `auth: ${message}`);
      },
    },
    onAPIError: {
      // Refusals (bad password, invalid invitation) are answers, not faults: log only real errors.
      onError(err) {
        if (isAPIError(err) && err.statusCode < 500) return;
        logger.error({ err }, 'auth request failed');
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', input: false, required: false, defaultValue: 'user' },
        isActive: { type: 'boolean', input: false, required: false, defaultValue: true },
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 24 * 60 * 60 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      // Whoever knew the old password is out once it is reset (the user then signs in afresh).
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        // A deactivated account gets nothing (a new password would not let it in); the answer is the same.
        if ((user as { isActive?: boolean }).isActive === false) return dropResetToken(db, token);
        const url = new URL(RESET_PASSWORD_PATH, config.PUBLIC_URL);
        url.searchParams.set('token', token);
        const mail = passwordResetMail({
          to: user.email,
          name: user.name,
          url: url.toString(),
          validMinutes: RESET_TOKEN_TTL_SECONDS / 60,
        });
        // Per address, not per client: many clients asking for one victim's reset must not flood
        // their inbox. Over the cap the answer stays the same; only the mail is not sent.
        const [recent] = await db
          .select({ n: count() })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.to, mail.to),
              eq(mailOutbox.subject, mail.subject),
              gt(mailOutbox.createdAt, new Date(Date.now() - RESET_MAIL_WINDOW_MS)),
            ),
          );
        if ((recent?.n ?? 0) >= RESET_MAILS_PER_WINDOW) {
          logger.warn({ userId: user.id }, 'password reset mail not sent: hourly cap per address reached');
          // The links already mailed stay the ones that work: an unmailed one must not void them.
          return dropResetToken(db, token);
        }
        await replaceEarlierResetTokens(db, user.id, token);
        // Only the outbox row is awaited, so an existing account does not answer slower (SMTP).
        await sendMail(deps, mail, { awaitDelivery: false });
      },
      async onPasswordReset({ user }) {
        await dropResetTokensOf(db, user.id);
        // Holding the mailed token proved the address, as the verification link would have.
        await accountHooks().passwordReset(db, user.id);
        await deps.realtime?.revokeUser(user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        // An invited user was verified by the invitation after this mail was queued.
        const [row] = await db
          .select({ verified: users.emailVerified })
          .from(users)
          .where(eq(users.id, user.id));
        if (!row || row.verified) return;
        // Sign-up, sign-in to an unverified account, asked again: past the cap, in silence (those
        // answers must not differ); the links already mailed still work.
        const counted = [{ rule: 'verificationMailsPerAddress' as const, key: addressKey(user.email) }];
        if (!(await mailLimits.allows(counted))) {
          logger.warn({ userId: user.id }, 'verification mail not sent: hourly cap per address reached');
          return;
        }
        await sendMail(deps, verificationMail({ to: user.email, name: user.name, url: withCallback(url) }));
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/*': { window: authWindow, max: authMax },
        '/sign-up/*': { window: authWindow, max: authMax },
        '/send-verification-email': { window: authWindow, max: authMax },
        '/request-password-reset': { window: authWindow, max: authMax },
        '/reset-password': { window: authWindow, max: authMax },
      },
    },
    advanced: {
      // better-auth turns its callbackURL/origin check off under NODE_ENV=test; tests run what production runs.
      disableOriginCheck: false,
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // Runs after the user row exists; the invitation, role and verification change together.
          async after(user, ctx) {
            const token = invitationTokenOf(ctx?.body);
            if (!token) return;
            const role = (user as { role?: UserRole }).role ?? 'user';
            const applied = await accountHooks().acceptOnSignUp(
              db,
              { id: user.id, email: user.email, role },
              token,
            );
            if (!applied)
              logger.warn({ userId: user.id }, 'account created but the invitation could not be applied');
          },
        },
      },
      session: {
        create: {
          async before(session) {
            const [row] = await db
              .select({ isActive: users.isActive })
              .from(users)
              .where(eq(users.id, session.userId));
            if (row && !row.isActive) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DEACTIVATED',
                message: authMessages.accountDeactivated,
              });
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const body = ctx.body as Record<string, unknown> | undefined;
        if (body?.invitationToken === undefined) return;
        const token = invitationTokenOf(body);
        const invitedAddress = token ? await accountHooks().invitedAddress(db, token) : undefined;
        if (invitedAddress === undefined) {
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_INVITATION',
            message: authMessages.invitationNotFound,
            fields: { invitationToken: authMessages.invitationNotFound },
          });
        }
        const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
        if (invitedAddress.toLowerCase() !== email) {
          const message = 'This invitation was sent to a different e-mail address';
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_INVITATION',
            message,
            fields: { email: message },
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const returned = ctx.context.returned as { token?: string | null; user?: { id: string } } | undefined;
        if (!returned || returned instanceof Error || !returned.user) return;
        const token = invitationTokenOf(ctx.body);
        const accepted = token ? await accountHooks().acceptedAnInvitation(db, returned.user.id) : false;
        if (!accepted) {
          return ctx.json({ ...returned, invitationAccepted: false, signedIn: Boolean(returned.token) });
        }
        // Holding the mailed token proved the address, so the invitee is signed in at once.
        const [user] = await db.select().from(users).where(eq(users.id, returned.user.id));
        const session = await ctx.context.internalAdapter.createSession(user!.id);
        await setSessionCookie(ctx, { session, user: user! });
        return ctx.json({
          token: session.token,
          user: publicUser(user!),
          invitationAccepted: true,
          signedIn: true,
        });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function invitationTokenOf(body: unknown): string | undefined {
  const token = (body as { invitationToken?: unknown } | null | undefined)?.invitationToken;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

/** Sends people who verify back to the sign-in screen unless the client asked for another page. */
function withCallback(url: string): string {
  const parsed = new URL(url);
  const callback = parsed.searchParams.get('callbackURL');
  if (!callback || callback === '/') parsed.searchParams.set('callbackURL', VERIFIED_CALLBACK);
  return parsed.toString();
}

export function publicUser(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    role: user.role,
    isActive: user.isActive,
    image: user.image,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** One better-auth instance per app deps, rebuilt if PUBLIC_URL changes (e2e sets it after boot). */
const instances = new WeakMap<object, { publicUrl: string; auth: Auth }>();

export function getAuth(deps: AuthDeps): Auth {
  const cached = instances.get(deps);
  if (cached && cached.publicUrl === deps.config.PUBLIC_URL) return cached.auth;
  const auth = createAuth(deps);
  instances.set(deps, { publicUrl: deps.config.PUBLIC_URL, auth });
  return auth;
}
