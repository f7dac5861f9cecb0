import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

const token = 'metrics-token-for-the-test-0123';
const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    env: { METRICS_TOKEN: token },
    deps: { logger: pino({ level: 'info', base: undefined }, sink) },
  });
});
afterAll(async () => t?.close());

describe('request id and access log', () => {
  it('answers with a generated x-request-id and logs one access line carrying it', async () => {
    const res = await t.request('/api/config');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const access = lines.find((l) => l.requestId === id && l.msg === 'request');
    expect(access).toMatchObject({ method: 'GET', path: '/api/config', status: 200, userId: null });
    expect(typeof access?.ms).toBe('number');
  });

  it('keeps a sane incoming id and replaces one that is not', async () => {
    const kept = await t.request('/health', { headers: { 'x-request-id': 'lb-abc123.def:42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-abc123.def:42');
    const bad = await t.request('/health', { headers: { 'x-request-id': 'evil\u00e9 id with spaces' } });
    expect(bad.headers.get('x-request-id')).not.toContain('evil');
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries the id on error answers and into the error log', async () => {
    const res = await t.request('/api/no-such-route', { headers: { 'x-request-id': 'trace-404-request' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('trace-404-request');
    expect(lines.find((l) => l.requestId === 'trace-404-request')).toMatchObject({ status: 404 });
  });
});

describe('health and readiness', () => {
  it('GET /health answers while the process is alive', async () => {
    const res = await t.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /ready checks database, migrations, storage and LISTEN', async () => {
    const res = await t.request('/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: { draining: 'ok', database: 'ok', migrations: 'ok', storage: 'ok', listen: 'ok' },
    });
    // The probe leaves nothing behind in storage.
    expect(await t.deps.storage!.list('ready-probe/')).toEqual([]);
  });

  it('answers 503 naming the part that fails', async () => {
    const storage = t.deps.storage!;
    const put = storage.put;
    storage.put = () => Promise.reject(new Error('disk full'));
    try {
      const res = await t.request('/ready');
      expect(res.status).toBe(503);
      const body = (await res.json()) as { failing: string[] };
      expect(body.failing).toEqual(['storage: not writable']);
      // The cause is for the operator, who holds the metrics token.
      const operator = await t.request('/ready', { headers: { authorization: `Bearer ${token}` } });
      expect(((await operator.json()) as { failing: string[] }).failing).toEqual([
        'storage: not writable: disk full',
      ]);
    } finally {
      storage.put = put;
    }
  });
});

describe('metrics', () => {
  it('refuses without the bearer token', async () => {
    expect((await t.request('/metrics')).status).toBe(401);
    const wrong = await t.request('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
  });

  it('serves Prometheus text with request counts by route pattern', async () => {
    await t.request('/api/projects');
    const res = await t.request('/metrics', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /hatchery_http_requests_total\{method="GET",route="\/api\/projects",status="200"\} \d+/,
    );
    expect(text).toContain('hatchery_http_request_duration_seconds_bucket');
    expect(text).toMatch(/hatchery_sse_subscribers \d+/);
    expect(text).toMatch(/hatchery_mail_outbox_messages\{status="pending"\} \d+/);
    expect(text).toContain('hatchery_events_published_total');
    expect(text).toContain('hatchery_job_runs_total');
    expect(text).toContain('hatchery_sync_runs_total');
  });

  it('is off (404) when METRICS_TOKEN is unset', async () => {
    const other = await createTestContext();
    try {
      expect(
        (await other.request('/metrics', { headers: { authorization: `Bearer ${token}` } })).status,
      ).toBe(404);
    } finally {
      await other.close();
    }
  });
});

// Last: the metrics gauges read the most recently created app's database, closed here.
describe('with the database down', () => {
  it('/ready says why, not which query failed; /metrics still answers', async () => {
    const down = await createTestContext({ env: { METRICS_TOKEN: token } });
    await down.deps.database.close();
    try {
      // Straight to the app: the harness's request() first flushes notifications through the database.
      const ready = await down.app.request('/ready', { headers: { authorization: `Bearer ${token}` } });
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { failing: string[] };
      expect(body.failing[0]).toMatch(/^database: unreachable: \w/);
      expect(body.failing[0]).not.toContain('Failed query');
      // Anyone else learns what is down, not the driver's text (hosts, ports, database names).
      const anonymous = await down.app.request('/ready');
      expect(anonymous.status).toBe(503);
      expect(await anonymous.json()).toMatchObject({
        status: 'not ready',
        failing: [
          'database: unreachable',
          'migrations: unknown (database unreachable)',
          'listen: LISTEN connection is down',
        ],
        checks: { database: 'unreachable' },
      });
      // Process and request figures are what an operator looks at during the outage.
      const metrics = await down.app.request('/metrics', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('hatchery_http_requests_total');
    } finally {
      await down.close().catch(() => {});
    }
  });
});
