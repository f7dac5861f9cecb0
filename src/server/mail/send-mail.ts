import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { oneLineText } from '~/shared/mail-subject';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { createRateWindow } from '../jobs/rate-window';
import { mailOutbox } from '../db/schema/index';
import { createMailLimits, type MailLimits } from './mail-limits';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailDeps {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'> & Partial<Pick<Config, 'MAIL_BATCH_PER_MINUTE'>>;
  database: { db: Db };
  logger: Logger;
}

export interface SentMail {
  id: string;
  status: 'pending' | 'sent' | 'failed';
}

/** The mail part services receive: send one message through the outbox. */
export interface Mail {
  send(message: MailMessage): Promise<SentMail>;
  /**
   * Records messages as pending, in the caller's transaction (so they exist exactly when its
   * writes commit); hand the ids to `deliverPaced` once it has.
   */
  queue(messages: MailMessage[], db: DbOrTx): Promise<SentMail[]>;
  /** Delivers queued rows in the background, at most MAIL_BATCH_PER_MINUTE a minute. */
  deliverPaced(ids: string[]): void;
  /** The limits on what sends mail (mail-limits.ts): whoever sends through this part counts against them. */
  limits: MailLimits;
}

export function createMail(deps: MailDeps): Mail {
  const perMinute = deps.config.MAIL_BATCH_PER_MINUTE ?? 30;
  // One window per process: two releases in a row share the pace instead of doubling it.
  const pace = createRateWindow({ limit: perMinute, windowMs: 60_000 });
  let chain: Promise<void> = Promise.resolve();
  return {
    limits: createMailLimits({ db: deps.database.db, logger: deps.logger }),
    send: (message) => sendMail(deps, message),
    queue: (messages, db) => queueMail(db, messages),
    deliverPaced(ids) {
      const smtpUrl = deps.config.SMTP_URL;
      if (!smtpUrl || ids.length === 0) return;
      chain = chain.then(() =>
        deliverQueued(deps, ids, smtpUrl, () => pace.take(1)).catch((err: unknown) =>
          deps.logger.error({ err }, 'paced mail delivery stopped'),
        ),
      );
    },
  };
}

export async function queueMail(db: DbOrTx, messages: MailMessage[]): Promise<SentMail[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(
      messages.map((m) => ({ to: m.to, subject: headerLine(m.subject), text: m.text, html: m.html ?? null })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((r) => ({ id: r.id, status: 'pending' as const }));
}

/**
 * Sends queued rows one by one, waiting for the pace before each. Each row is claimed first (its
 * first attempt counted): a row a crash leaves unclaimed is sent by the retry job later
 * (retry.ts), and one the retry job claimed first is skipped here.
 */
async function deliverQueued(deps: MailDeps, ids: string[], smtpUrl: string, wait: () => Promise<void>) {
  for (const id of ids) {
    await wait();
    const [row] = await deps.database.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        sql`${mailOutbox.id} = ${id} and ${mailOutbox.status} = 'pending' and ${mailOutbox.attempts} = 0`,
      )
      .returning();
    if (row) await deliver(deps, row, smtpUrl, { countAttempt: false });
  }
}

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

const linkPattern = /https?:\/\/\S+/g;

/**
 * A subject as one header line, whatever a template let through: the templates quote and clean
 * user text themselves (`quotedForSubject`); this keeps a line break from ever reaching a header.
 */
const headerLine = (subject: string) => oneLineText(subject);

/**
 * Records the message in `mail_outbox`, then delivers it over SMTP when `SMTP_URL` is set.
 * Without SMTP the row stays `pending` and a log line carries its links, so a fresh install
 * can still verify and invite. A delivery failure is recorded, logged and never thrown: the
 * caller's action (sign-up, invitation) has already happened. With `awaitDelivery: false` the
 * SMTP attempt runs after the answer (a reply must not take longer because an account exists).
 */
export async function sendMail(
  deps: MailDeps,
  input: MailMessage,
  { awaitDelivery = true }: { awaitDelivery?: boolean } = {},
): Promise<SentMail> {
  const { db } = deps.database;
  const message = { ...input, subject: headerLine(input.subject) };
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
    .returning({ id: mailOutbox.id });
  const id = row!.id;
  const smtpUrl = deps.config.SMTP_URL;
  if (!smtpUrl) {
    const links = message.text.match(linkPattern) ?? [];
    deps.logger.info(
      { mailId: id, to: message.to, subject: message.subject, links },
      `mail not sent (no SMTP_URL): ${message.subject} -> ${message.to} ${links.join(' ')}`.trim(),
    );
    return { id, status: 'pending' };
  }
  const delivery = deliver(deps, { id, ...message }, smtpUrl, { countAttempt: true });
  if (awaitDelivery) return delivery;
  // The row is durable now; the retry job sends it again if this attempt fails.
  delivery.catch((err: unknown) => deps.logger.error({ mailId: id, err }, 'mail delivery failed'));
  return { id, status: 'pending' };
}

/** One SMTP attempt for an outbox row; records the outcome. */
export async function deliver(
  deps: MailDeps,
  mail: Omit<MailMessage, 'html'> & { id: string; html?: string | null },
  smtpUrl: string,
  { countAttempt }: { countAttempt: boolean },
): Promise<SentMail> {
  const { db } = deps.database;
  const attempts = countAttempt ? { attempts: sql`${mailOutbox.attempts} + 1` } : {};
  try {
    await transportFor(smtpUrl).sendMail({
      from: deps.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
    });
    await db
      .update(mailOutbox)
      .set({ status: 'sent', ...attempts, sentAt: new Date(), lastError: null })
      .where(eq(mailOutbox.id, mail.id));
    return { id: mail.id, status: 'sent' };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    deps.logger.error({ mailId: mail.id, to: mail.to, err }, 'mail delivery failed');
    await db
      .update(mailOutbox)
      .set({ status: 'failed', ...attempts, lastError: reason.slice(0, 1000) })
      .where(eq(mailOutbox.id, mail.id));
    return { id: mail.id, status: 'failed' };
  }
}
