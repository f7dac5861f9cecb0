import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { applicationSecurityAudit, incubatorApplications } from '../../db/schema/index';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { startTestS3, type TestS3 } from '../../test/s3-server';

/** Test helpers for the applications feature (not a test file itself). */

export {
  buildForm,
  storedFiles,
  validFiles,
  validValues,
  type UploadPart,
} from '../../test/application-form';

/** Submission tests run behind a trusted proxy (X-Forwarded-For names the client), under a limit none reaches. */
export const submissionEnv = { TRUST_PROXY: 'true', SUBMISSION_RATE_LIMIT: '1000' };

/** The start of a submission test file: one test context with `submissionEnv`, closed after the file. */
export function withSubmissionContext(receive: (t: TestContext) => void) {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await createTestContext({ env: submissionEnv });
    receive(t);
  });
  afterAll(async () => t?.close());
}

export function submit(
  t: TestContext,
  form: FormData | ReadableStream<Uint8Array> | Uint8Array,
  headers: Record<string, string> = {},
) {
  return t.request('/api/applications', {
    method: 'POST',
    body: form,
    headers: { 'idempotency-key': randomUUID(), 'user-agent': 'vitest-agent/1.0', ...headers },
    ...(form instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

export async function applicationCount(t: TestContext): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(incubatorApplications);
  return row!.n;
}

/**
 * Makes the database refuse every new application with a real error (SQLSTATE 53100, disk full)
 * whose message, 'secret internal detail', must never reach the caller.
 */
export async function refuseApplicationInserts(t: TestContext) {
  await t.db.execute(sql`
    CREATE FUNCTION refuse_application() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'secret internal detail' USING ERRCODE = '53100'; END $$`);
  await t.db.execute(sql`
    CREATE TRIGGER refuse_application BEFORE INSERT ON incubator_applications
    FOR EACH ROW EXECUTE FUNCTION refuse_application()`);
}

export async function auditRows(t: TestContext) {
  return t.db.select().from(applicationSecurityAudit).orderBy(applicationSecurityAudit.createdAt);
}

/**
 * For a test file on the S3 driver: one S3 protocol server for all its tests, fresh buckets, and
 * `context()`, a test context closed after each test.
 */
export function s3TestFile() {
  let server: TestS3 | undefined;
  let open: TestContext | undefined;
  beforeAll(async () => {
    server = await startTestS3();
  });
  afterAll(() => server?.close());
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });
  return {
    newBucket: () => server!.newBucket(),
    async context(options: Parameters<typeof createTestContext>[0]) {
      open = await createTestContext(options);
      return open;
    },
  };
}
