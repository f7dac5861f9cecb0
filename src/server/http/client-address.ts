import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config';

/** IPv4-mapped IPv6 ('::ffff:1.2.3.4') reads as the IPv4 address. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * The caller's address: the socket's peer, or with TRUST_PROXY the last X-Forwarded-For entry
 * (the one our single reverse proxy appended; earlier entries are whatever the client sent).
 * 'unknown' when neither exists, as in in-process `app.request()` tests without the header.
 */
export function clientAddress(c: Context, config: Pick<Config, 'TRUST_PROXY'>): string {
  if (config.TRUST_PROXY) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (forwarded && isIP(plain(forwarded))) return plain(forwarded);
  }
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return plain(address);
  } catch {
    // No Node socket behind this request (app.request in tests).
  }
  return 'unknown';
}

/**
 * The key a per-address limit counts under: IPv6 callers usually own a whole /64, so one
 * counter per /64 stops them from rotating addresses to get around the limit.
 */
export function rateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headParts, ...Array<string>(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
    : headParts;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
