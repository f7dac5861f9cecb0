import { describe, expect, it } from 'vitest';
import type { ClassifiedError } from '~/shared/error-categories';
import {
  attemptKeys,
  buildApplicationFormData,
  criticalMessage,
  submitApplication,
  SubmissionError,
} from './submit';

interface Sent {
  url: string;
  key: string | null;
  body: FormData;
}

/** A fake fetch answering from a script of responses (or thrown errors), recording each request. */
function fakeFetch(script: Array<Response | Error | (() => Response)>) {
  const sent: Sent[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      key: new Headers(init?.headers).get('idempotency-key'),
      body: init?.body as FormData,
    });
    const next = script[Math.min(sent.length - 1, script.length - 1)]!;
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next.clone();
  }) as typeof fetch;
  return { impl, sent };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, { error: { code, message, fields } });

function run(script: Parameters<typeof fakeFetch>[0]) {
  const { impl, sent } = fakeFetch(script);
  const sleeps: number[] = [];
  const logged: ClassifiedError[] = [];
  let keys = 0;
  const promise = submitApplication(
    { projectName: 'Acme', contactEmail: 'a@b.co' },
    {},
    {
      fetch: impl,
      sleep: async (ms) => void sleeps.push(ms),
      newKey: () => `key-${++keys}-abcdef`,
      now: () => 1_700_000_000_000,
      log: (e) => void logged.push(e),
    },
  );
  return { promise, sent, sleeps, logged };
}

async function failure(promise: Promise<unknown>): Promise<SubmissionError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SubmissionError);
  return err as SubmissionError;
}

describe('buildApplicationFormData', () => {
  it('sends every text value under its form name and only the chosen files', () => {
    const logo = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    const body = buildApplicationFormData(
      { projectName: 'Acme', websiteUrl: '', teamSize: '4' },
      { companyLogo: logo, whitepaper: null },
    );
    expect(body.get('projectName')).toBe('Acme');
    expect(body.get('websiteUrl')).toBe('');
    expect(body.get('teamSize')).toBe('4');
    expect((body.get('companyLogo') as File).name).toBe('logo.png');
    expect(body.has('whitepaper')).toBe(false);
    expect(body.has('companyDocuments')).toBe(false);
  });
});

describe('submitApplication', () => {
  it('posts once to the endpoint with an Idempotency-Key and returns the new id', async () => {
    const { promise, sent, sleeps } = run([json(201, { id: 'app-1', status: 'submitted' })]);
    await expect(promise).resolves.toEqual({
      id: 'app-1',
      status: 'submitted',
      replayed: false,
      requests: 1,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/applications');
    expect(sent[0]!.key).toBe('key-1-abcdef');
    expect(sent[0]!.body.get('projectName')).toBe('Acme');
    expect(sleeps).toEqual([]);
  });

  it('retries a network failure after 2 s with the same key, and accepts the replayed answer', async () => {
    const { promise, sent, sleeps, logged } = run([
      new TypeError('Failed to fetch'),
      json(200, { id: 'app-1', status: 'submitted' }),
    ]);
    await expect(promise).resolves.toMatchObject({ id: 'app-1', replayed: true, requests: 2 });
    expect(sleeps).toEqual([2000]);
    expect(new Set(sent.map((s) => s.key))).toEqual(new Set(['key-1-abcdef']));
    expect(logged.map((e) => [e.category, e.title])).toEqual([['network', 'Connection Issue']]);
  });

  it('retries a 503 after 5 s', async () => {
    const { promise, sleeps } = run([
      apiError(503, 'DATABASE_ERROR', 'DATABASE_ERROR: connection refused'),
      json(201, { id: 'app-2', status: 'submitted' }),
    ]);
    await expect(promise).resolves.toMatchObject({ id: 'app-2', requests: 2 });
    expect(sleeps).toEqual([5000]);
  });

  it('retries a failed file store (UPLOAD_ERROR) after 3 s', async () => {
    const { promise, sleeps } = run([
      apiError(503, 'UPLOAD_ERROR', 'Logo upload failed: disk full', { companyLogo: 'Logo upload failed' }),
      json(201, { id: 'app-3', status: 'submitted' }),
    ]);
    await expect(promise).resolves.toMatchObject({ id: 'app-3' });
    expect(sleeps).toEqual([3000]);
  });

  it('does not retry a 429: fails at once with the wait from Retry-After', async () => {
    const message =
      'Too many requests. Please wait a moment and try again. You can submit again in 40 minutes.';
    const { promise, sent, sleeps } = run([
      json(
        429,
        { error: { code: 'RATE_LIMITED', message, retryAfterSeconds: 2400 } },
        { 'retry-after': '2400' },
      ),
      json(201, { id: 'never', status: 'submitted' }),
    ]);
    const err = await failure(promise);
    expect(sent).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(err.criticalCode).toBeUndefined();
    expect(err.error).toMatchObject({ category: 'rate_limit', title: 'Too Many Requests', retryable: false });
    expect(err.retryAfterSeconds).toBe(2400);
  });

  it('takes the wait from the body when a proxy dropped Retry-After, and none when there is none', async () => {
    const fromBody = run([
      json(429, { error: { code: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 90 } }),
    ]);
    expect((await failure(fromBody.promise)).retryAfterSeconds).toBe(90);
    const bare = run([new Response('Too Many Requests', { status: 429 })]);
    const err = await failure(bare.promise);
    expect(bare.sent).toHaveLength(1);
    expect(err.error.category).toBe('rate_limit');
    expect(err.retryAfterSeconds).toBeUndefined();
  });

  it('does not retry any 4xx', async () => {
    for (const status of [400, 401, 404, 408, 410, 422]) {
      const { promise, sent } = run([apiError(status, 'SOMETHING', 'Request failed')]);
      await failure(promise);
      expect(sent, String(status)).toHaveLength(1);
    }
  });

  it('does not retry a validation error and hands back the field messages', async () => {
    const fields = { contactEmail: 'Please enter a valid email address (e.g., name@example.com)' };
    const { promise, sent } = run([apiError(400, 'VALIDATION_ERROR', 'contactEmail: bad', fields)]);
    const err = await failure(promise);
    expect(sent).toHaveLength(1);
    expect(err.error).toMatchObject({ category: 'validation', title: 'Invalid Input', retryable: false });
    expect(err.fields).toEqual(fields);
    expect(err.criticalCode).toBeUndefined();
  });

  it('does not retry a duplicate e-mail: retrying cannot succeed', async () => {
    const message = 'DUPLICATE_ERROR: An application with this email already exists.';
    const { promise, sent } = run([apiError(409, 'DUPLICATE_ERROR', message, { contactEmail: message })]);
    const err = await failure(promise);
    expect(sent).toHaveLength(1);
    expect(err.message).toBe(message);
    expect(err.error).toMatchObject({ category: 'database', title: 'Data Error', severity: 'high' });
  });

  it('stops at once on a security error', async () => {
    const message =
      'SECURITY_ERROR: Unable to submit application. Please try refreshing the page and submitting again.';
    const { promise, sent } = run([apiError(403, 'SECURITY_ERROR', message)]);
    const err = await failure(promise);
    expect(sent).toHaveLength(1);
    expect(err.error).toMatchObject({ category: 'security', severity: 'critical', retryable: false });
  });

  it('does not retry a file refused for its size', async () => {
    const { promise, sent } = run([
      apiError(413, 'PAYLOAD_TOO_LARGE', 'companyLogo: File size must be less than 5MB', {
        companyLogo: 'File size must be less than 5MB',
      }),
    ]);
    const err = await failure(promise);
    expect(sent).toHaveLength(1);
    expect(err.error.category).toBe('file_upload');
    expect(err.fields).toEqual({ companyLogo: 'File size must be less than 5MB' });
  });

  it('after the inner and outer retries are spent, fails with a CRIT code, all under one key', async () => {
    const { promise, sent, sleeps } = run([
      apiError(500, 'INTERNAL_ERROR', 'Server error. Please try again later.'),
    ]);
    const err = await failure(promise);
    // 4 rounds (1 + 3 outer retries), each 1 request + 2 retries of the server category.
    expect(sent).toHaveLength(12);
    expect(sleeps).toEqual([5000, 5000, 1000, 5000, 5000, 2000, 5000, 5000, 3000, 5000, 5000]);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    expect(err.criticalCode).toBe('CRIT-1700000000000');
    expect(criticalMessage(err.criticalCode!)).toBe(
      'Critical Error: Unable to submit application after multiple attempts. Please contact support with error code: CRIT-1700000000000',
    );
  });

  it('a network failure is retried 3 times per round', async () => {
    const { promise, sent } = run([new TypeError('Failed to fetch')]);
    const err = await failure(promise);
    expect(sent).toHaveLength(16);
    expect(err.error.category).toBe('network');
    expect(err.criticalCode).toMatch(/^CRIT-\d+$/);
  });

  it('a 2xx without an id is a failure, not a success', async () => {
    const { promise } = run([json(201, {})]);
    const err = await failure(promise);
    expect(err.message).toBe('Failed to create application record');
  });
});

describe('attemptKeys (one key per application across presses of Submit)', () => {
  const values = { projectName: 'Acme', contactEmail: 'a@b.co' };
  const logo = new File(['png'], 'logo.png', { type: 'image/png' });

  it('a press after one whose answers were all lost sends the same key, and the stored one is replayed', async () => {
    let n = 0;
    const keys = attemptKeys(() => `key-${++n}`);
    const quiet = { sleep: async () => {}, log: () => {}, now: () => 1 };
    // Stored by the first request, but no answer ever arrived.
    const lost = fakeFetch([new TypeError('Failed to fetch')]);
    const key1 = keys.keyFor(values, { companyLogo: logo });
    await expect(
      submitApplication(values, { companyLogo: logo }, { ...quiet, fetch: lost.impl, newKey: () => key1 }),
    ).rejects.toBeInstanceOf(SubmissionError);
    // The visitor presses Submit again, unchanged: the server knows that key and answers 200.
    const again = fakeFetch([json(200, { id: 'app-1', status: 'submitted' })]);
    const key2 = keys.keyFor({ ...values }, { companyLogo: logo });
    const result = await submitApplication(
      values,
      { companyLogo: logo },
      { ...quiet, fetch: again.impl, newKey: () => key2 },
    );
    expect(again.sent[0]!.key).toBe(lost.sent[0]!.key);
    expect(result).toMatchObject({ id: 'app-1', replayed: true });
  });

  it('changed values or files, or a stored application, get a new key', () => {
    let n = 0;
    const keys = attemptKeys(() => `key-${++n}`);
    expect(keys.keyFor(values, {})).toBe('key-1');
    expect(keys.keyFor({ ...values, projectName: 'Acme Two' }, {})).toBe('key-2');
    expect(keys.keyFor({ ...values, projectName: 'Acme Two' }, { whitepaper: logo })).toBe('key-3');
    expect(keys.keyFor({ ...values, projectName: 'Acme Two' }, { whitepaper: logo })).toBe('key-3');
    keys.stored();
    expect(keys.keyFor({ ...values, projectName: 'Acme Two' }, { whitepaper: logo })).toBe('key-4');
  });
});
