import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { deliver, type MailDeps } from './send-mail';

export const MAX_MAIL_ATTEMPTS = 5;
/** A queued row nobody has tried for this long was left by an instance that stopped mid-batch. */
export const ABANDONED_AFTER_MINUTES = 30;

interface ClaimedRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/**
 * Re-sends failed mail with backoff (1, 2, 4, 8 minutes after creation per attempt), at most
 * MAX_MAIL_ATTEMPTS tries and for a day, and sends queued mail that no attempt has claimed for
 * ABANDONED_AFTER_MINUTES (a paced release cut short by a crash or deploy). Rows are claimed with
 * SKIP LOCKED and the attempt is counted at claim time, so several instances, or a retry and the
 * paced sender, never send one message twice.
 */
export async function retryFailedMail(deps: MailDeps, { limit = 20 }: { limit?: number } = {}) {
  const smtpUrl = deps.config.SMTP_URL;
  if (!smtpUrl) return { retried: 0, sent: 0 };
  const result = await deps.database.db.execute(sql`
    UPDATE mail_outbox SET attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE created_at > now() - interval '1 day'
        AND (
          (status = 'failed'
            AND attempts < ${MAX_MAIL_ATTEMPTS}
            AND created_at <= now() - interval '1 minute' * power(2, attempts - 1))
          OR (status = 'pending'
            AND attempts = 0
            AND created_at <= now() - interval '1 minute' * ${ABANDONED_AFTER_MINUTES})
        )
      ORDER BY created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, "to", subject, text, html`);
  const rows = rowsOf<ClaimedRow>(result);
  let sent = 0;
  for (const row of rows) {
    const outcome = await deliver(deps, row, smtpUrl, { countAttempt: false });
    if (outcome.status === 'sent') sent++;
  }
  return { retried: rows.length, sent };
}

/** Runs the retry every minute while the server is up; returns the stop function. */
export function startMailRetry(deps: MailDeps, intervalMs = 60_000): () => void {
  if (!deps.config.SMTP_URL) return () => {};
  const timer = setInterval(() => {
    retryFailedMail(deps).catch((err: unknown) => deps.logger.warn({ err }, 'mail retry failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
