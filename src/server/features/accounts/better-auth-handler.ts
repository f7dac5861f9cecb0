import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import {
  authMessages,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyEmailQuery,
} from '~/shared/auth';
import { queryErrorMessages } from '~/shared/errors';
import { CLIENT_IP_HEADER, getAuth, VERIFIED_CALLBACK } from '../../auth/auth';
import { isKnownDeviceOf, knownDeviceCookie, knownDeviceCookieName } from '../../auth/known-device';
import { createSignInLimiter, type SignInAttempt, type SignInLimiter } from '../../auth/sign-in-limiter';
import { AppError, validationError } from '../../http/app-error';
import { clientAddress } from '../../http/client-address';
import { limitMailRequest } from './mail-requests';
import type { AppDeps, AppEnv } from '../../http/types';
import { issuesToFields, refuseControlChars } from '../../http/validate';

type BodySchema = z.ZodObject<Record<string, z.ZodType<unknown, string>>>;

/** Bodies checked by the same shared schema as the form that sends them. */
const validated: Record<string, BodySchema> = {
  '/sign-up/email': signUpSchema,
  '/sign-in/email': signInSchema,
  '/request-password-reset': requestPasswordResetSchema,
  '/reset-password': resetPasswordSchema,
};

const limiters = new WeakMap<AppDeps, SignInLimiter>();
function signInLimiterOf(deps: AppDeps): SignInLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) limiters.set(deps, (limiter = createSignInLimiter(deps)));
  return limiter;
}

/** Routes after which some of the caller's sessions are gone: their live streams re-check. */
const sessionEnding = new Set([
  '/sign-out',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/change-password',
]);

/**
 * Passes /api/auth/* to better-auth: with the client address it rate-limits on, sign-up and
 * sign-in bodies checked by the same schema as the forms, and its errors in our error envelope.
 */
export async function handleBetterAuth(c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname.replace(/^\/api\/auth/, '');
  const headers = new Headers(c.req.raw.headers);
  // A session our middleware refused (deactivated user) must not count here either.
  if (!c.get('user')) headers.delete('cookie');
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientAddress(c, deps.config);
  if (ip !== 'unknown') headers.set(CLIENT_IP_HEADER, ip);

  const verifyLink = c.req.method === 'GET' && path === '/verify-email';
  if (verifyLink) {
    const refused = checkVerifyLink(c, url, deps.config.PUBLIC_URL);
    if (refused) return refused;
  }

  let body: string | undefined;
  let signIn: SignInAttempt | null = null;
  if (c.req.method === 'POST') {
    body = await c.req.text();
    const schema = validated[path];
    if (schema) {
      const credentials = checkBody(body, schema, path === '/sign-up/email');
      body = JSON.stringify(credentials);
      if (path === '/sign-in/email') signIn = { email: String(credentials.email), address: ip };
    }
  }
  if (c.req.method === 'POST') await limitMailRequest(deps, { path, body, client: ip });
  const limiter = signInLimiterOf(deps);
  const secure = new URL(deps.config.PUBLIC_URL).protocol === 'https:';
  if (signIn) {
    const { email } = signIn;
    const wait = await limiter.blockedFor(signIn, () =>
      isKnownDeviceOf({
        db: deps.database.db,
        secret: deps.config.authSecret,
        value: getCookie(c, knownDeviceCookieName(secure)),
        email,
      }),
    );
    if (wait !== null) {
      return c.json({ error: { code: 'RATE_LIMITED', message: queryErrorMessages.rateLimited } }, 429, {
        'Retry-After': String(wait),
      });
    }
  }
  let res = await getAuth(deps).handler(new Request(url, { method: c.req.method, headers, body }));
  if (signIn && res.status === 401) await limiter.failed(signIn);
  if (signIn && res.ok) {
    await limiter.succeeded(signIn);
    res = await withKnownDevice(res, deps.config.authSecret, secure);
  }
  const user = c.get('user');
  if (res.ok && user && sessionEnding.has(path)) await deps.realtime?.revokeUser(user.id);
  if (res.status < 400) return res;
  const error = await toErrorEnvelope(res, path);
  if (verifyLink && isNavigation(c)) {
    // Whatever better-auth refused, a browser tab ends on the sign-in screen, which says why.
    const { error: body } = (await error.clone().json()) as { error: { code: string } };
    return c.redirect(`/auth?error=${encodeURIComponent(body.code)}`, 302);
  }
  return error;
}

/** A successful sign-in marks (or renews) this browser as a known device of the account. */
async function withKnownDevice(res: Response, secret: string, secure: boolean): Promise<Response> {
  const signedIn = (await res
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } } | null;
  const userId = signedIn?.user?.id;
  if (typeof userId !== 'string') return res;
  const headers = new Headers(res.headers);
  headers.append('set-cookie', knownDeviceCookie({ secret, userId, secure }));
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

const isNavigation = (c: Context<AppEnv>) =>
  c.req.header('sec-fetch-mode') === 'navigate' || (c.req.header('accept') ?? '').includes('text/html');

/**
 * A verification link is opened in a browser tab: there a broken one (token cut off, expired,
 * used, its callbackURL changed to another site) ends on the sign-in screen, which says what went
 * wrong, instead of a page of JSON. An API caller gets our 400 naming `token`, or 403 for the
 * callbackURL. better-auth itself redirects on a bad token only when the link carries its
 * callbackURL, so a navigation that lost it gets the usual one.
 */
function checkVerifyLink(c: Context<AppEnv>, url: URL, publicUrl: string): Response | null {
  const navigating = isNavigation(c);
  const query = verifyEmailQuery.safeParse({ token: url.searchParams.get('token') ?? undefined });
  if (!query.success) {
    if (navigating) return c.redirect('/auth?error=INVALID_TOKEN', 302);
    throw validationError(issuesToFields(query.error.issues));
  }
  const callback = url.searchParams.get('callbackURL');
  if (callback && !isSameOrigin(callback, publicUrl)) {
    // Checked here, not left to better-auth, whose check is off under NODE_ENV=test.
    if (navigating) return c.redirect('/auth?error=INVALID_CALLBACK_URL', 302);
    return c.json({ error: { code: 'INVALID_CALLBACK_URL', message: authMessages.callbackElsewhere } }, 403);
  }
  if (navigating && !callback) url.searchParams.set('callbackURL', VERIFIED_CALLBACK);
  return null;
}

/** A path here or a URL of this origin; `//host`, `/\\host` and `javascript:` resolve elsewhere. */
function isSameOrigin(target: string, publicUrl: string): boolean {
  const base = new URL(publicUrl);
  try {
    return new URL(target, base).origin === base.origin;
  } catch {
    return false;
  }
}

function checkBody(raw: string, schema: BodySchema, isSignUp: boolean) {
  let json: Record<string, unknown>;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    json =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
  } catch {
    throw new AppError('BAD_REQUEST', 'Request body must be JSON');
  }
  refuseControlChars(json);
  // A missing field reads as an empty one, so it gets the form's "is required" message.
  const blanks = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, json[key] ?? '']));
  const result = schema.safeParse({ ...json, ...blanks });
  if (!result.success) throw validationError(issuesToFields(result.error.issues));
  const out: Record<string, unknown> = { ...json, ...result.data };
  if (isSignUp && (typeof out.name !== 'string' || out.name.trim() === '')) {
    out.name = String(out.email).split('@')[0];
  }
  return out;
}

async function toErrorEnvelope(res: Response, path: string): Promise<Response> {
  let payload: { code?: unknown; message?: unknown; fields?: unknown } = {};
  try {
    payload = (await res.clone().json()) as typeof payload;
  } catch {
    // Not JSON: keep the status, describe it below.
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  let code = typeof payload.code === 'string' ? payload.code : defaultCode(res.status);
  let message = typeof payload.message === 'string' ? payload.message : res.statusText || 'Request failed';
  if (res.status === 429) {
    code = 'RATE_LIMITED';
    message = queryErrorMessages.rateLimited;
    const retryAfter = res.headers.get('x-retry-after');
    if (retryAfter) headers.set('Retry-After', retryAfter);
  }
  let fields = payload.fields;
  if (code === 'USER_NOT_FOUND' && (path === '/reset-password' || path === '/verify-email')) {
    // The link was real (its token checked out); only the account behind it was deleted since.
    message = authMessages.accountGone;
    if (path === '/reset-password') fields = { token: message };
  } else if (path === '/reset-password' && res.status === 400 && code === 'INVALID_TOKEN') {
    message = authMessages.resetTokenInvalid;
    fields = { token: message };
  }
  const error: Record<string, unknown> = { code, message };
  if (fields && typeof fields === 'object') error.fields = fields;
  return new Response(JSON.stringify({ error }), { status: res.status as ContentfulStatusCode, headers });
}

function defaultCode(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'BAD_REQUEST';
}
