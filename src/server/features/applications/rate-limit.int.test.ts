import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionRateLimits } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/harness';
import { exeBytes } from '../../test/upload-fixtures';
import { applicationCount, auditRows, buildForm, submit, validValues } from './test-support';

// Decision 0010: 5 accepted applications per address per hour; refusals do not count; a flood
// cap (here 20) counts every attempt.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    env: {
      TRUST_PROXY: 'true',
      SUBMISSION_RATE_LIMIT: '5',
      SUBMISSION_RATE_WINDOW_SECONDS: '3600',
      SUBMISSION_ATTEMPT_LIMIT: '20',
    },
  });
});
afterAll(() => t.close());

const from = (ip: string, key = randomUUID()) => ({ 'x-forwarded-for': ip, 'idempotency-key': key });
type LimitBody = { error: { code: string; message: string; retryAfterSeconds: number } };

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  const body = (await res.json()) as LimitBody;
  expect(body.error.code).toBe('RATE_LIMITED');
  expect(body.error.retryAfterSeconds).toBe(retryAfter);
  // The spec's text word for word, then the wait in words.
  expect(body.error.message).toMatch(
    /^Too many requests\. Please wait a moment and try again\. You can submit again in (\d+ (second|minute|hour)s?)( \d+ minutes?)?\.$/,
  );
  return body;
}

describe('submission limit per client address', () => {
  it('accepts 5 applications, then answers 429 with Retry-After and the wait, and audits it', async () => {
    const ip = '198.51.100.20';
    const firstKey = randomUUID();
    const firstValues = validValues();
    expect((await submit(t, buildForm(firstValues), from(ip, firstKey))).status).toBe(201);
    for (let i = 0; i < 4; i++)
      expect((await submit(t, buildForm(validValues()), from(ip))).status).toBe(201);
    const before = await applicationCount(t);

    await expectLimited(await submit(t, buildForm(validValues()), from(ip)));
    expect(await applicationCount(t)).toBe(before);

    const audit = (await auditRows(t)).filter((a) => a.submissionIp === ip);
    expect(audit.map((a) => a.securityFlags.event_type)).toEqual([
      ...Array(5).fill('accepted'),
      'rate_limited',
    ]);

    if (t.database.driver === 'pg') {
      // Several instances share the counters through PostgreSQL; the refused 6th left no point.
      const rows = await t.db.select().from(submissionRateLimits);
      expect(rows).toContainEqual(expect.objectContaining({ key: `submission:${ip}`, points: 5 }));
      expect(rows).toContainEqual(expect.objectContaining({ key: `submission-attempt:${ip}`, points: 6 }));
    }

    // Another address is not affected, and a retry of a stored submission is still answered.
    expect((await submit(t, buildForm(validValues()), from('198.51.100.21'))).status).toBe(201);
    expect((await submit(t, buildForm(firstValues), from(ip, firstKey))).status).toBe(200);
  });

  it('does not count refusals: 10 refused attempts, then the corrected application goes through', async () => {
    const ip = '198.51.100.30';
    const taken = validValues();
    expect((await submit(t, buildForm(taken), from('198.51.100.31'))).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const kind = i % 3;
      const form =
        kind === 0
          ? buildForm(validValues({ contactEmail: 'not-an-address' })) // a typo
          : kind === 1
            ? buildForm(validValues({ contactEmail: taken.contactEmail! })) // a duplicate e-mail
            : buildForm(validValues(), {
                // a file refused by its bytes
                companyLogo: { name: 'logo.png', bytes: exeBytes(), type: 'image/png' },
              });
      statuses.push((await submit(t, form, from(ip))).status);
    }
    expect(new Set(statuses)).toEqual(new Set([400, 409]));
    for (let i = 0; i < 5; i++)
      expect((await submit(t, buildForm(validValues()), from(ip))).status).toBe(201);
    await expectLimited(await submit(t, buildForm(validValues()), from(ip)));
  });

  it('stops a flood: past 20 attempts of any outcome, even a valid one waits', async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < 20; i++) {
      const res = await submit(t, buildForm(validValues({ projectName: '' })), from(ip));
      expect(res.status).toBe(400);
    }
    const before = await applicationCount(t);
    await expectLimited(await submit(t, buildForm(validValues()), from(ip)));
    expect(await applicationCount(t)).toBe(before);
  });
});
