import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppDeps, AppEnv } from '../http/types';
import { CLIENT_CLOSED_STATUS, httpMetrics } from './metrics';

/** An incoming id is kept only if it cannot smuggle anything into logs or headers. */
const saneId = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(header: string | undefined): string {
  return header && saneId.test(header) ? header : randomUUID();
}

/**
 * The client is gone before the answer (it closed mid-body, or gave up waiting): @hono/node-server
 * aborts the request's signal when the socket closes before the response was written.
 */
export function clientClosed(c: Context): boolean {
  return c.req.raw.signal.aborted;
}

/**
 * First middleware: gives the request its id (echoed as `x-request-id`), a child logger carrying
 * it (`c.get('log')`), and writes one access line and the request metrics when it is done. A
 * request its client abandoned is logged and counted as 499 at warn, whatever the route answered
 * to no one.
 */
export function requestLog(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    c.set('log', deps.logger.child({ requestId }));
    deps.lifecycle?.enter();
    try {
      await next();
    } finally {
      deps.lifecycle?.leave();
    }
    c.header('x-request-id', requestId);
    // A stopping instance serves what reaches it but lets no client keep the connection for more.
    if (deps.lifecycle?.draining) c.header('connection', 'close');
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = clientClosed(c) ? CLIENT_CLOSED_STATUS : c.res.status;
    const route = matchedRoute(c);
    httpMetrics.observe({ method: c.req.method, route, status, seconds: ms / 1000 });
    // SSE streams log when they start; their total time is the stream's life, not a latency.
    const line = { method: c.req.method, path: c.req.path, status, ms, userId: c.get('user')?.id ?? null };
    if (status === CLIENT_CLOSED_STATUS) c.get('log').warn(line, 'request');
    else if (status >= 500) c.get('log').error(line, 'request');
    else c.get('log').info(line, 'request');
  };
}

const catchAll = new Set(['*', '/*', '/api/*']);

/** The route pattern (`/api/projects/:id`), so metrics do not get one series per id. */
function matchedRoute(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  try {
    const route = routePath(c);
    if (route && !catchAll.has(route)) return route;
  } catch {
    // No route matched.
  }
  return c.req.path.startsWith('/api/') ? 'unmatched-api' : 'spa';
}
