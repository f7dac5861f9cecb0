import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionRateLimits } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/harness';
import { applicationCount, auditRows, buildForm, submit, validValues } from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    env: { TRUST_PROXY: 'true', SUBMISSION_RATE_LIMIT: '2', SUBMISSION_RATE_WINDOW_SECONDS: '600' },
  });
});
afterAll(() => t.close());

const from = (ip: string, key = randomUUID()) => ({ 'x-forwarded-for': ip, 'idempotency-key': key });

describe('submission rate limit per client address', () => {
  it('answers 429 with the spec text past the limit, and audits it', async () => {
    const ip = '198.51.100.20';
    const firstKey = randomUUID();
    const firstValues = validValues();
    expect((await submit(t, buildForm(firstValues), from(ip, firstKey))).status).toBe(201);
    // A refused attempt counts too: the limit is on attempts, not on successes.
    expect((await submit(t, buildForm(validValues({ projectName: '' })), from(ip))).status).toBe(400);
    const before = await applicationCount(t);

    const res = await submit(t, buildForm(validValues()), from(ip));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(await applicationCount(t)).toBe(before);

    const audit = (await auditRows(t)).filter((a) => a.submissionIp === ip);
    expect(audit.map((a) => a.securityFlags.event_type)).toEqual([
      'accepted',
      'validation_failed',
      'rate_limited',
    ]);

    if (t.database.driver === 'pg') {
      // Several instances share the counters through PostgreSQL.
      const rows = await t.db.select().from(submissionRateLimits);
      expect(rows).toContainEqual(expect.objectContaining({ key: `submission:${ip}`, points: 3 }));
    }

    // Another address is not affected, and a retry of the stored submission is still answered.
    expect((await submit(t, buildForm(validValues()), from('198.51.100.21'))).status).toBe(201);
    expect((await submit(t, buildForm(firstValues), from(ip, firstKey))).status).toBe(200);
  });
});
