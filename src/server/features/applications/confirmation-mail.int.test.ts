import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/harness';
import { buildForm, submit, validFiles, validValues } from './test-support';

/* Issue 11: the success toast promises an e-mail confirmation; the applicant gets exactly one. */

let t: TestContext;
let smtp: SMTPServer;
const delivered: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  t = await createTestContext({
    env: { SUBMISSION_RATE_LIMIT: '1000', SMTP_URL: `smtp://127.0.0.1:${port}` },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('application confirmation e-mail', () => {
  it('mails the applicant once, saying it was received and what happens next, even when the request is retried', async () => {
    const values = validValues({ contactEmail: `Ada.${randomUUID().slice(0, 8)}@Example.COM` });
    const to = values.contactEmail!.toLowerCase();
    const key = randomUUID();
    const first = await submit(t, buildForm(values, validFiles()), { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };

    const retry = await submit(t, buildForm(values, validFiles()), { 'idempotency-key': key });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { id: string }).id).toBe(id);

    const rows = await mailsTo(to);
    expect(rows).toHaveLength(1);
    const [mail] = rows;
    expect(mail!.subject).toBe('We received your application for “Acme Chain Labs”');
    expect(mail!.text).toContain('Hello Ada Founder,');
    expect(mail!.text).toContain(id);
    expect(mail!.text).toContain('within 5-7 business days');
    expect(mail!.text).toMatch(/https?:\/\/\S+\/faq/);
    expect(mail!.status).toBe('sent');
    expect(delivered.filter((r) => r === to)).toHaveLength(1);
  });

  it('sends nothing for a refused duplicate or an invalid application', async () => {
    const values = validValues();
    const to = values.contactEmail!.toLowerCase();
    expect((await submit(t, buildForm(values))).status).toBe(201);
    const duplicate = await submit(t, buildForm(values));
    expect(duplicate.status).toBe(409);
    expect(await mailsTo(to)).toHaveLength(1);

    const invalid = validValues({ projectName: '' });
    expect((await submit(t, buildForm(invalid))).status).toBe(400);
    expect(await mailsTo(invalid.contactEmail!.toLowerCase())).toHaveLength(0);
  });
});
