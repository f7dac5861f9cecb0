import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailDeps {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
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
}

export function createMail(deps: MailDeps): Mail {
  return { send: (message) => sendMail(deps, message) };
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
 * Records the message in `mail_outbox`, then delivers it over SMTP when `SMTP_URL` is set.
 * Without SMTP the row stays `pending` and a log line carries its links, so a fresh install
 * can still verify and invite. A delivery failure is recorded, logged and never thrown: the
 * caller's action (sign-up, invitation) has already happened.
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<SentMail> {
  const { db } = deps.database;
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
  return deliver(deps, { id, ...message }, smtpUrl, { countAttempt: true });
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
