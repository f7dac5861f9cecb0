import type { MiddlewareHandler } from 'hono';
import { AppError } from '../http/app-error';
import type { UserRole } from '~/shared/enums';
import type { AppDeps, AppEnv, SessionUser } from '../http/types';
import { SESSION_HINT_COOKIE, SESSION_HINT_MAX_AGE } from '~/shared/session-hint';
import { COOKIE_PREFIX, getAuth } from './auth';
import { acceptedOrigins } from './origins';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie sessions: a state-changing API call must come from our own pages,
 * which browsers prove with the Origin header.
 */
const applicationSecurityMessage =
  'SECURITY_ERROR: Unable to submit application. Please try refreshing the page and submitting again.';

export function originCheck(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const accepted = memoOnPublicUrl(deps, () => acceptedOrigins(deps.config));
  return async (c, next) => {
    if (unsafeMethods.has(c.req.method)) {
      const expected = accepted();
      const origin = c.req.header('origin');
      if (!origin || !expected.includes(origin)) {
        // The spec words the refusal for the application form (section 8); the visitor sees it.
        if (c.req.path === '/api/applications')
          throw new AppError('SECURITY_ERROR', applicationSecurityMessage);
        // Naming both helps an operator whose PUBLIC_URL does not match the address in use.
        throw new AppError(
          'SECURITY_ERROR',
          `Request origin ${origin ?? '(none)'} is not allowed: this server accepts changes from ${expected.join(', ')} (PUBLIC_URL)`,
        );
      }
    }
    return next();
  };
}

const sessionCookie = `${COOKIE_PREFIX}.session_token`;

/**
 * The account behind a request's session cookie (null without one, or for a deactivated user),
 * with the headers better-auth wants sent back (a refreshed cookie). Also asked by the server
 * rendering of public pages, whose header shows the account menu for a signed-in visitor.
 */
export async function resolveSession(
  deps: AppDeps,
  requestHeaders: Headers,
): Promise<{ user: SessionUser | null; headers?: Headers }> {
  if (!requestHeaders.get('cookie')?.includes(sessionCookie)) return { user: null };
  const { headers, response } = await getAuth(deps).api.getSession({
    headers: requestHeaders,
    returnHeaders: true,
  });
  if (!response || response.user.isActive === false) return { user: null, headers };
  const user: SessionUser = {
    id: response.user.id,
    email: response.user.email,
    role: (response.user.role ?? 'user') as UserRole,
    emailVerified: response.user.emailVerified,
  };
  return { user, headers };
}

/**
 * Resolves the session cookie to `c.get('user')` on every API request. A deactivated user counts
 * as signed out. A refreshed session cookie is passed on, except on better-auth's own routes,
 * which set their cookies themselves.
 */
export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { user, headers } = await resolveSession(deps, c.req.raw.headers);
    c.set('user', user);
    await next();
    const refreshed = headers?.getSetCookie?.() ?? [];
    if (refreshed.length && !c.req.path.startsWith('/api/auth/')) {
      for (const value of refreshed) c.res.headers.append('set-cookie', value);
    }
  };
}

/**
 * Sets the readable session hint on a page load that carries a session cookie but no hint: a
 * browser signed in before the hint existed (or whose hint expired) would otherwise be shown the
 * visitor's version of `/incubator` until it opened a screen that asks for the session. The server
 * does not check the session here; a stale hint costs one `/api/me`, which then clears it.
 */
export function sessionHintCookie(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const secure = memoOnPublicUrl(deps, (url) => (url.protocol === 'https:' ? '; Secure' : ''));
  const hinted = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=1(?:;|$)`);
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || !c.req.header('accept')?.includes('text/html')) return;
    const cookie = c.req.header('cookie');
    if (!cookie?.includes(sessionCookie) || hinted.test(cookie)) return;
    c.res.headers.append(
      'set-cookie',
      `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${SESSION_HINT_MAX_AGE}; SameSite=Lax${secure()}`,
    );
  };
}

/** Security headers for every response, SPA and API alike; built once, config is fixed at boot. */
export function securityHeaders(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const connect = ["'self'", ...deps.config.CSP_CONNECT_SRC.split(/\s+/).filter(Boolean)].join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and recharts set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    'frame-src https://www.youtube-nocookie.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  const fixed: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
  const https = memoOnPublicUrl(deps, (url) => url.protocol === 'https:');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if (!h.has('content-security-policy')) h.set('Content-Security-Policy', csp);
    for (const [name, value] of fixed) h.set(name, value);
    if (https()) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

/** Derives a value from PUBLIC_URL once per value: e2e servers set it after boot, once. */
function memoOnPublicUrl<T>(deps: AppDeps, derive: (url: URL) => T): () => T {
  let seen: string | undefined;
  let value: T;
  return () => {
    if (deps.config.PUBLIC_URL !== seen) {
      seen = deps.config.PUBLIC_URL;
      value = derive(new URL(seen));
    }
    return value;
  };
}
