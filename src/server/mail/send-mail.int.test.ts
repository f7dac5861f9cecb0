import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index';
import { createTestContext, type TestContext } from '../test/harness';
import { retryFailedMail } from './retry';
import { queueMail, sendMail } from './send-mail';
import { invitationMail, verificationMail } from './templates';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port, keeping what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The text as a mail reader shows it: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestContext;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestContext({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Hatchery <hello@hatchery.test>', AUTH_RATE_LIMIT_MAX: '1000' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('sendMail over SMTP', () => {
  it('delivers and records the message as sent', async () => {
    const msg = verificationMail({
      to: 'reader@example.com',
      name: 'Reader',
      url: 'http://localhost:3000/verify?x=1',
    });
    const result = await sendMail(t.deps, msg);
    expect(result.status).toBe('sent');
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id));
    expect(row).toMatchObject({ to: 'reader@example.com', status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    const got = smtp.received.at(-1)!;
    expect(got.from).toBe('hello@hatchery.test');
    expect(got.to).toEqual(['reader@example.com']);
    expect(got.raw).toContain('Subject: Verify your e-mail address');
    expect(decoded(got.raw)).toContain('http://localhost:3000/verify?x=1');
  });

  it('sends the verification link of a real sign-up', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'smtp-signup@example.com', password: 'secret-123' },
    });
    expect(res.status).toBe(200);
    const got = smtp.received.find((m) => m.to.includes('smtp-signup@example.com'));
    expect(got).toBeDefined();
    const text = decoded(got!.raw);
    const link = text.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^\s"<]+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!.replace(/&amp;/g, '&'));
    const verified = await t.request(url.pathname + url.search, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/auth?verified=1');
  });

  it('records a failed delivery without throwing', async () => {
    const closed = await startSmtp();
    await closed.close();
    const deps = { ...t.deps, config: { ...t.config, SMTP_URL: closed.url } };
    const result = await sendMail(
      deps,
      invitationMail({
        to: 'nobody@example.com',
        role: 'admin',
        url: 'http://localhost:3000/accept-invitation?token=abc',
        invitedBy: 'boss@example.com',
        expiresAt: new Date('2030-01-01T00:00:00Z'),
      }),
    );
    expect(result.status).toBe('failed');
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row!.lastError).toBeTruthy();
  });
});

describe('retryFailedMail', () => {
  it('re-sends failed mail once SMTP answers again, with backoff and an attempt cap', async () => {
    const down = await startSmtp();
    await down.close();
    const broken = { ...t.deps, config: { ...t.config, SMTP_URL: down.url } };
    const mail = (to: string) => verificationMail({ to, name: '', url: 'http://localhost:3000/retry-link' });
    const first = await sendMail(broken, mail('retry-me@example.com'));
    const exhausted = await sendMail(broken, mail('given-up@example.com'));
    expect(first.status).toBe('failed');
    await t.db.update(mailOutbox).set({ attempts: 5 }).where(eq(mailOutbox.id, exhausted.id));

    // Too soon after the failure: the backoff holds it back.
    expect((await retryFailedMail(t.deps)).retried).toBe(0);
    await t.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(sql`${mailOutbox.id} in (${first.id}, ${exhausted.id})`);
    expect(await retryFailedMail(t.deps)).toEqual({ retried: 1, sent: 1 });
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, first.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received.some((m) => m.to.includes('retry-me@example.com'))).toBe(true);
    expect(smtp.received.some((m) => m.to.includes('given-up@example.com'))).toBe(false);
    expect((await retryFailedMail(t.deps)).retried).toBe(0);
  });
});

describe('queued mail a stopped instance left behind', () => {
  it('is sent by the retry job once nobody has claimed it for a while, and only once', async () => {
    const mail = (to: string) => verificationMail({ to, name: '', url: 'http://localhost:3000/queued' });
    const [left, fresh] = await queueMail(t.db, [mail('left-behind@example.com'), mail('fresh@example.com')]);
    await t.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(mailOutbox.id, left!.id));

    expect(await retryFailedMail(t.deps)).toEqual({ retried: 1, sent: 1 });
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.id} in (${left!.id}, ${fresh!.id})`);
    expect(rows.find((r) => r.id === left!.id)).toMatchObject({ status: 'sent', attempts: 1 });
    // Still within a paced release's reach: left to the sender that queued it.
    expect(rows.find((r) => r.id === fresh!.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(smtp.received.filter((m) => m.to.includes('left-behind@example.com'))).toHaveLength(1);
    expect((await retryFailedMail(t.deps)).retried).toBe(0);
  });
});

describe('sendMail without SMTP', () => {
  it('keeps the message in the outbox and logs a line with its link', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const deps = {
      ...t.deps,
      config: { ...t.config, SMTP_URL: undefined },
      logger: pino({ level: 'info' }, sink),
    };
    const msg = invitationMail({
      to: 'offline@example.com',
      role: 'user',
      url: 'http://localhost:3000/accept-invitation?token=tok123',
      invitedBy: null,
      expiresAt: new Date('2030-01-01T00:00:00Z'),
    });
    const result = await sendMail(deps, msg);
    expect(result.status).toBe('pending');
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id));
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      subject: "You're invited to Hatchery as User",
    });
    expect(row!.text).toContain('Standard platform access with basic features');
    expect(lines.join('')).toContain('http://localhost:3000/accept-invitation?token=tok123');
  });

  it('escapes what it puts into HTML', () => {
    const msg = verificationMail({
      to: 'a@example.com',
      name: '<script>x</script>',
      url: 'http://h/?a=1&b=2',
    });
    expect(msg.html).not.toContain('<script>');
    expect(msg.html).toContain('&#60;script&#62;');
    expect(msg.html).toContain('a=1&#38;b=2');
  });
});
