import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepOfField } from '~/shared/schemas/applications';
import { createTestContext, type TestContext } from '../../test/harness';
import { applicationCount, buildForm, storedFiles, validFiles, validValues } from './test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { SUBMISSION_RATE_LIMIT: '100000' } });
});
afterAll(() => t.close());

interface RawRequest {
  label: string;
  contentType: string;
  body: Uint8Array;
}

async function serialize(form: FormData): Promise<{ contentType: string; body: Uint8Array }> {
  const req = new Request('http://fuzz.local/', { method: 'POST', body: form });
  return { contentType: req.headers.get('content-type')!, body: new Uint8Array(await req.arrayBuffer()) };
}

const fieldNames = [
  ...Object.keys(stepOfField),
  'companyLogo',
  'companyDocuments',
  'whitepaper',
  'idempotencyKey',
];
const required = ['projectName', 'companyType', 'industry', 'contactName', 'contactEmail', 'description'];
const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', '-1', 'NaN', '1e309', '\u0000', '<script>', '$-0', '2025-02-30', 'x'.repeat(3000)),
);
const boundary = fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/);

/** Bodies that must all be refused: none is a complete, valid application. */
const malformed: fc.Arbitrary<() => Promise<RawRequest>> = fc.oneof(
  // Random fields, random values, as a well-formed multipart body.
  fc
    .dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string()), oddText, { maxKeys: 12 })
    .map((fields) => async () => ({ label: 'random fields', ...(await serialize(buildForm(fields))) })),
  // Random bytes under a multipart content type, with or without a plausible first boundary.
  fc
    .tuple(boundary, fc.uint8Array({ maxLength: 4096 }), fc.boolean())
    .map(([b, bytes, lead]) => async () => ({
      label: 'random bytes',
      contentType: `multipart/form-data; boundary=${b}`,
      body: lead ? new Uint8Array([...Buffer.from(`--${b}\r\n`), ...bytes]) : bytes,
    })),
  // A complete application under the wrong boundary.
  boundary.map((b) => async () => {
    const { body } = await serialize(buildForm(validValues(), validFiles()));
    return { label: 'wrong boundary', contentType: `multipart/form-data; boundary=${b}x`, body };
  }),
  // A complete application cut off before its closing boundary.
  fc.double({ min: 0, max: 1, noNaN: true }).map((at) => async () => {
    const { contentType, body } = await serialize(buildForm(validValues(), validFiles()));
    const closing = contentType.split('boundary=')[1]!.length + 8;
    return {
      label: 'truncated',
      contentType,
      body: body.subarray(0, Math.floor(at * (body.length - closing - 1))),
    };
  }),
  // Required parts missing.
  fc.subarray(required, { minLength: 1 }).map((missing) => async () => {
    const values = validValues();
    for (const k of missing) delete values[k];
    return { label: 'missing parts', ...(await serialize(buildForm(values, validFiles()))) };
  }),
  // Random bytes and names in the file inputs (a leading NUL matches no allowed format).
  fc
    .record({
      field: fc.constantFrom('companyLogo', 'companyDocuments', 'whitepaper'),
      name: fc.string(),
      bytes: fc.uint8Array({ maxLength: 2048 }),
    })
    .map(({ field, name, bytes }) => async () => {
      const file = { name: name || 'x', bytes: new Uint8Array([0, ...bytes]) };
      return { label: 'random file', ...(await serialize(buildForm(validValues(), { [field]: file }))) };
    }),
  // Not multipart at all.
  fc
    .tuple(
      fc.constantFrom(
        '',
        'text/plain',
        'application/json',
        'multipart/form-data',
        'multipart/mixed; boundary=a',
        'multipart/form-data; boundary=',
      ),
      fc.uint8Array({ maxLength: 512 }),
    )
    .map(([contentType, body]) => async () => ({ label: 'other content type', contentType, body })),
);

describe('POST /api/applications with malformed bodies', () => {
  it('never answers 500 and never stores anything (200 random bodies)', { timeout: 180_000 }, async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(malformed, async (make) => {
        const { label, contentType, body } = await make();
        const headers: Record<string, string> = {
          origin: t.config.PUBLIC_URL,
          'idempotency-key': randomUUID(),
        };
        if (contentType) headers['content-type'] = contentType;
        const res = await t.app.fetch(
          new Request('http://localhost/api/applications', {
            method: 'POST',
            headers,
            body: body as BodyInit,
          }),
        );
        const text = await res.text();
        seen.set(`${label} ${res.status}`, (seen.get(`${label} ${res.status}`) ?? 0) + 1);
        expect(res.status, `${label}: ${text}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${label}: ${text}`).toBeLessThan(500);
        expect(JSON.parse(text)).toHaveProperty('error.code');
      }),
      { numRuns: 200 },
    );
    expect(await applicationCount(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
    // Every kind of malformed body was tried.
    expect(new Set([...seen.keys()].map((k) => k.replace(/ \d+$/, ''))).size).toBe(7);
  });
});
