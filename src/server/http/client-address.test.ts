import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitKey } from './client-address';

async function addressOf(trustProxy: boolean, headers: Record<string, string> = {}) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, { TRUST_PROXY: trustProxy })));
  const res = await app.request('/', { headers });
  return res.text();
}

describe('clientAddress', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    expect(await addressOf(false, { 'x-forwarded-for': '203.0.113.9' })).toBe('unknown');
    expect(await addressOf(true, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
  });
  it('takes the entry the proxy appended, not what the client wrote before it', async () => {
    expect(await addressOf(true, { 'x-forwarded-for': '1.1.1.1, 198.51.100.7' })).toBe('198.51.100.7');
    expect(await addressOf(true, { 'x-forwarded-for': '::ffff:198.51.100.7' })).toBe('198.51.100.7');
  });
  it('falls back to unknown for a missing or bogus header', async () => {
    expect(await addressOf(true)).toBe('unknown');
    expect(await addressOf(true, { 'x-forwarded-for': 'not-an-ip' })).toBe('unknown');
  });
});

describe('rateLimitKey', () => {
  it('keeps IPv4 and groups IPv6 by /64', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(rateLimitKey('2001:0db8:0000:0012:abcd:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('unknown')).toBe('unknown');
  });
});
