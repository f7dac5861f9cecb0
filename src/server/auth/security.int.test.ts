import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../boot';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { testDriver } from '../test/database';
import { signUpAs } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    env: { AUTH_RATE_LIMIT_MAX: '3', CSP_CONNECT_SRC: 'https://rpc.example.org' },
  });
});
afterAll(async () => t?.close());

describe('Origin check', () => {
  it('refuses a state-changing API call without our Origin, whoever sends it', async () => {
    const admin = await signUpAs(t, { role: 'admin' });
    const body = { email: 'x@example.com', role: 'user' };
    const noOrigin = await t.app.request('/api/admin/invitations', {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(noOrigin.status).toBe(403);
    expect((await noOrigin.json()).error).toEqual({
      code: 'SECURITY_ERROR',
      message: `Request origin (none) is not allowed: this server accepts changes from http://localhost:3000, http://127.0.0.1:3000, http://[::1]:3000 (PUBLIC_URL)`,
    });
    const foreign = await t.request('/api/admin/invitations', {
      method: 'POST',
      json: body,
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const signOut = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: admin.cookie },
    });
    expect(signOut.status).toBe(403);
    // Reads need no Origin.
    const me = await t.app.request('/api/me', { headers: { cookie: admin.cookie } });
    expect((await me.json()).user.email).toBe(admin.user.email);
    const ok = await t.request('/api/admin/invitations', {
      method: 'POST',
      json: body,
      headers: admin.headers,
    });
    expect(ok.status).toBe(201);
  });
});

describe('security headers', () => {
  it('are on API responses, errors included', async () => {
    for (const path of ['/api/config', '/api/me', '/api/no-such-route']) {
      const res = await t.request(path);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
      expect(csp).toContain("connect-src 'self' https://rpc.example.org");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('brute-force limit', () => {
  it('answers 429 with the spec text after too many sign-in attempts from one address', async () => {
    const attempt = () =>
      t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'victim@example.com', password: 'guess-guess' },
      });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await attempt();
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await last!.json()).error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('rate-limit keys', () => {
  it('counts per client address, which a client cannot pick itself', async () => {
    const ctx = await createTestContext({ env: { AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: 'true' } });
    try {
      const attempt = (headers: Record<string, string>) =>
        ctx.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: 'victim@example.com', password: 'guess-guess' },
          headers,
        });
      const from = (ip: string) => ({ 'x-forwarded-for': `203.0.113.9, ${ip}` });
      expect((await attempt(from('198.51.100.1'))).status).toBe(401);
      expect((await attempt(from('198.51.100.1'))).status).toBe(401);
      expect((await attempt(from('198.51.100.1'))).status).toBe(429);
      // Another address has its own budget.
      expect((await attempt(from('198.51.100.2'))).status).toBe(401);
      // Our internal header is overwritten, so forging it buys nothing.
      const forged = { ...from('198.51.100.1'), 'x-hatchery-client-ip': '192.0.2.77' };
      expect((await attempt(forged)).status).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});

describe.skipIf(testDriver === 'pg')('rate limit on a real socket', () => {
  it('keys on the peer address of a served request', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-ratelimit-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '2',
    });
    const running = await boot({ config, logger: createLogger('silent'), webRoot: undefined });
    try {
      // Loopback is all of 127/8, so a second source address is a second client.
      const attempt = (localAddress: string) =>
        new Promise<number>((resolve, reject) => {
          const url = new URL('/api/auth/sign-in/email', running.url);
          const req = http.request(
            url,
            {
              method: 'POST',
              localAddress,
              headers: { 'content-type': 'application/json', origin: new URL(config.PUBLIC_URL).origin },
            },
            (res) => {
              res.resume();
              resolve(res.statusCode!);
            },
          );
          req.on('error', reject);
          req.end(JSON.stringify({ email: 'victim@example.com', password: 'guess-guess' }));
        });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push(await attempt('127.0.0.1'));
      expect(statuses).toEqual([401, 401, 429]);
      expect(await attempt('127.0.0.2')).toBe(401);
    } finally {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('secure cookies over https', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const https = await createTestContext({ env: { PUBLIC_URL: 'https://hatchery.example' } });
    try {
      const user = await signUpAs(https);
      const res = await https.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: user.email, password: user.password },
      });
      expect(res.status).toBe(200);
      const line = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
      expect(line.startsWith('__Secure-hatchery.session_token=')).toBe(true);
      expect(line).toMatch(/; Secure/i);
      expect(line).toMatch(/HttpOnly/i);
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      const cookie = line.split(';')[0]!;
      expect((await (await https.request('/api/me', { headers: { cookie } })).json()).user.email).toBe(
        user.email,
      );
    } finally {
      await https.close();
    }
  });
});
