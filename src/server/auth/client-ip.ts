import type { Context } from 'hono';
import type { Config } from '../config';

/**
 * The caller's address: the socket's, or with TRUST_PROXY the last X-Forwarded-For entry (the one
 * our own proxy appended; earlier entries are the client's word). Undefined in in-process tests.
 */
export function clientIp(c: Context, config: Pick<Config, 'TRUST_PROXY'>): string | undefined {
  if (config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? undefined;
}
