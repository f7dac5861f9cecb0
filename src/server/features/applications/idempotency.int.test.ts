import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '~/shared/errors';
import { createTestContext, type TestContext } from '../../test/harness';
import { idempotencyMismatchMessage } from './idempotency';
import { applicationCount, buildForm, storedFiles, submit, validFiles, validValues } from './test-support';

/*
 * Issue 12 item 7: an Idempotency-Key reused with a different body is a 422 naming the header,
 * not a silent replay of the first application's id.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { SUBMISSION_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

async function first(values: Record<string, string>, key: string) {
  const res = await submit(t, buildForm(values, validFiles()), { 'idempotency-key': key });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe('Idempotency-Key reuse', () => {
  it('refuses a different body with 422 naming the header, storing nothing', async () => {
    const key = randomUUID();
    const values = validValues();
    await first(values, key);
    const before = { rows: await applicationCount(t), files: storedFiles(t) };

    const res = await submit(t, buildForm({ ...values, projectName: 'Another Project' }, validFiles()), {
      'idempotency-key': key,
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.error.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(body.error.fields).toEqual({ 'Idempotency-Key': idempotencyMismatchMessage });
    expect(await applicationCount(t)).toBe(before.rows);
    expect(storedFiles(t)).toEqual(before.files);
  });

  it('refuses the same fields with a file left out', async () => {
    const key = randomUUID();
    const values = validValues();
    await first(values, key);
    const { whitepaper: _dropped, ...files } = validFiles();
    const res = await submit(t, buildForm(values, files), { 'idempotency-key': key });
    expect(res.status).toBe(422);
  });

  it('replays a body that differs only in what normalisation removes', async () => {
    const key = randomUUID();
    const values = validValues();
    const id = await first(values, key);
    const spaced = {
      ...values,
      projectName: `  ${values.projectName}  `,
      contactEmail: values.contactEmail!.toUpperCase(),
    };
    const res = await submit(t, buildForm(spaced, validFiles()), { 'idempotency-key': key });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, status: 'submitted' });
  });

  it('names the form field when the key came in the form', async () => {
    const key = randomUUID();
    const values = validValues({ idempotencyKey: key });
    const res1 = await submit(t, buildForm(values), { 'idempotency-key': '' });
    expect(res1.status).toBe(201);
    const res2 = await submit(t, buildForm({ ...values, contactName: 'Someone Else' }), {
      'idempotency-key': '',
    });
    expect(res2.status).toBe(422);
    expect(((await res2.json()) as ApiErrorBody).error.fields).toHaveProperty('idempotencyKey');
  });
});
