import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../../test/upload-fixtures';
import { buildForm, submit, validValues, s3TestFile } from './test-support';

const files = s3TestFile();

describe.each(['local', 's3'] as const)('staging on %s', (driver) => {
  it('leaves no staged part behind, not even the empty one a browser sends for an unused input', async () => {
    const t = await files.context({
      env: { SUBMISSION_RATE_LIMIT: '1000', ...(driver === 's3' ? await files.newBucket() : {}) },
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
