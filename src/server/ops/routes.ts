import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { allow } from '../http/access';
import type { AppDeps, AppEnv } from '../http/types';
import { registry, watch } from './metrics';
import { checkReadiness } from './readiness';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** True when the request carries `Authorization: Bearer <token>` for a configured token. */
function hasBearer(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  return sameSecret(header.slice(7), token);
}

/**
 * A check's state as anyone may read it: what is wrong, without why. The why (a host and port, a
 * database name, a driver's error text) maps the inside of the installation, so only a caller
 * with the metrics token gets it.
 */
const withoutCause = (state: string) => state.split(': ')[0]!;

/**
 * Probes and metrics, mounted at the root (outside /api) where balancers and scrapers look.
 * They carry no session: /metrics is guarded by its own bearer token instead.
 */
export function opsRoutes(deps: AppDeps) {
  if (deps.realtime) {
    const realtime = deps.realtime;
    watch({ database: deps.database, subscriberCount: () => realtime.subscriberCount });
  } else watch({ database: deps.database, subscriberCount: () => 0 });

  return new Hono<AppEnv>()
    .get('/health', allow('anonymous'), (c) => {
      c.header('cache-control', 'no-store');
      return c.json({ status: 'ok' });
    })
    .get('/ready', allow('anonymous'), async (c) => {
      c.header('cache-control', 'no-store');
      const report = await checkReadiness(deps);
      const checks = hasBearer(c.req.header('authorization'), deps.config.METRICS_TOKEN)
        ? report.checks
        : (Object.fromEntries(
            Object.entries(report.checks).map(([k, v]) => [k, withoutCause(v)]),
          ) as typeof report.checks);
      if (!report.ready) {
        const failing = Object.entries(checks)
          .filter(([, v]) => v !== 'ok')
          .map(([k, v]) => `${k}: ${v}`);
        return c.json({ status: 'not ready', failing, checks }, 503);
      }
      return c.json({ status: 'ready', checks });
    })
    .get('/metrics', allow('anonymous'), async (c) => {
      const token = deps.config.METRICS_TOKEN;
      // Off unless configured: a scraper must be given the token on purpose.
      if (!token) return c.json({ error: { code: 'NOT_FOUND', message: 'No route /metrics' } }, 404);
      if (!hasBearer(c.req.header('authorization'), token)) {
        c.header('www-authenticate', 'Bearer realm="metrics"');
        return c.json({ error: { code: 'UNAUTHENTICATED', message: 'Bearer token required' } }, 401);
      }
      c.header('content-type', registry.contentType);
      c.header('cache-control', 'no-store');
      return c.body(await registry.metrics());
    });
}
