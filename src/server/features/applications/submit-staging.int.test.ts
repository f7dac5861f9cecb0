import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { pdfBytes } from '../../test/upload-fixtures';
import { buildForm, submit, validValues } from './test-support';

let s3: TestS3;
let t: TestContext | undefined;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe.each(['local', 's3'] as const)('staging on %s', (driver) => {
  it('leaves no staged part behind, not even the empty one a browser sends for an unused input', async () => {
    t = await createTestContext({
      env: { SUBMISSION_RATE_LIMIT: '1000', ...(driver === 's3' ? await s3.newBucket() : {}) },
    });
    const res = await submit(
      t,
      buildForm(validValues(), {
        companyLogo: { name: '', bytes: new Uint8Array(), type: 'application/octet-stream' },
        whitepaper: { name: 'paper.pdf', bytes: pdfBytes(), type: 'application/pdf' },
      }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await t.deps.storage!.list('applications/')).toEqual([`applications/${id}/whitepaper_paper.pdf`]);
    expect(await t.deps.storage!.list('staging/')).toEqual([]);
  }, 60_000);
});
