import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '~/shared/errors';
import { signUpAs, type SignedIn } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';

/*
 * Issue 12 item 1: a zero byte (or another control character) anywhere in a body, query or
 * parameter is a 400 naming the field, never a 500 from PostgreSQL (SQLSTATE 22021).
 */

const errorLines: Array<{ level: number; msg: string }> = [];
let t: TestContext;
let admin: SignedIn;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { level: number; msg: string };
        if (entry.level >= 50) errorLines.push(entry);
      }
      done();
    },
  });
  t = await createTestContext({
    env: { AUTH_RATE_LIMIT_MAX: '1000' },
    deps: { logger: pino({ level: 'info' }, sink) },
  });
  admin = await signUpAs(t, { role: 'super_admin' });
});
afterAll(() => t.close());

async function expectNamed(res: Response, field: string, message: string) {
  const body = (await res.json()) as ApiErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.error.code).toBe('VALIDATION_ERROR');
  expect(body.error.fields?.[field]).toBe(message);
}

describe('control characters are refused naming the field', () => {
  it('in a JSON body', async () => {
    const res = await t.request('/api/products', {
      method: 'POST',
      headers: admin.headers,
      json: { name: 'a\u0000b' },
    });
    await expectNamed(res, 'name', 'Name must not contain control characters');
  });

  it('in a nested JSON value, named by its path', async () => {
    const res = await t.request('/api/products', {
      method: 'POST',
      headers: admin.headers,
      json: { name: 'Widget', tags: ['ok', 'b\u0007d'] },
    });
    await expectNamed(res, 'tags.1', 'Tags must not contain control characters');
  });

  it.each([
    ['/api/admin/applications?search=%00', 'search'],
    ['/api/admin/applications?industry=%00', 'industry'],
    ['/api/admin/applications/export.csv?search=a%00', 'search'],
    ['/api/admin/users?search=%00', 'search'],
  ])('in the query of %s', async (url, field) => {
    const res = await t.request(url, { headers: admin.headers });
    await expectNamed(
      res,
      field,
      `${field[0]!.toUpperCase()}${field.slice(1)} must not contain control characters`,
    );
  });

  it('in a path parameter', async () => {
    const res = await t.request('/api/products/a%00b', { headers: admin.headers });
    await expectNamed(res, 'id', 'Id must not contain control characters');
  });

  it('in sign-up, as a 4xx that is not logged as an error', async () => {
    errorLines.length = 0;
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email: `zero-${Date.now()}@example.com`,
        password: 'correct-horse-battery',
        name: 'Ze\u0000ro',
      },
    });
    await expectNamed(res, 'name', 'Name must not contain control characters');
    expect(errorLines).toEqual([]);
  });

  it('still lets tab and newline through', async () => {
    const res = await t.request('/api/admin/users?search=a%09b', { headers: admin.headers });
    expect(res.status).toBe(200);
  });
});
