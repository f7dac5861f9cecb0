import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  applicationStatusLabels,
  canTransition,
  statusChangeProblems,
} from '~/shared/schemas/applicant-status';
import type { ApplicationStatusValue } from '~/shared/enums';
import { decisionMailKindFor, type DecisionMailText } from '~/shared/decision-mail';
import type { statusChangeResponse } from '~/shared/schemas/applicants';
import {
  applicationStatusHistory,
  heldDecisions,
  incubatorApplications as apps,
} from '../../db/schema/index';
import { AppError, validationError } from '../../http/app-error';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client';
import type { Mail, MailMessage } from '../../mail/index';
import type { Realtime } from '../../realtime/hub';
import { publishApplicationEvent } from '../../realtime/application-events';
import { setApplicationStatus } from '../applications/service';
import { changeRequestUrl, createChangeRequest } from './change-request-tokens';
import { getDecisionTemplate } from './decision-templates';
import { decisionMail } from './status-mail';

export type StatusChangeResult = z.output<typeof statusChangeResponse>;

/** How the applicant hears of it (all optional: the bulk change calls without them). */
export interface StatusChangeOptions {
  /** The mail's {message}; required for changes_requested (what to change). */
  message?: string;
  /** false: no e-mail. */
  sendEmail?: boolean;
  /** This send's own text instead of the template. */
  mailText?: DecisionMailText;
  /** Where links in the mail point (PUBLIC_URL); required for changes_requested. */
  publicUrl?: string;
}

type AppRow = typeof apps.$inferSelect;

/**
 * The writes of one status change, inside the caller's transaction: the row locked and moved,
 * the history row, a held decision for it dropped (the change replaces it), and for
 * changes_requested the applicant's link. Returns what the mail needs.
 */
export async function applyStatusChange(
  tx: DbOrTx,
  {
    actorId,
    id,
    status,
    note,
    message,
  }: {
    actorId: string | null;
    id: string;
    status: ApplicationStatusValue;
    note?: string | null;
    message?: string;
  },
): Promise<{ app: AppRow; entry: typeof applicationStatusHistory.$inferSelect; token: string | null }> {
  // FOR UPDATE: two admins clicking at once cannot both move from the same status.
  const [app] = await tx.select().from(apps).where(eq(apps.id, id)).for('update');
  if (!app) throw new AppError('NOT_FOUND', 'Application not found');
  const from = app.status;
  if (!canTransition(from, status)) {
    throw new AppError(
      'CONFLICT',
      `Cannot change status from ${applicationStatusLabels[from]} (${from}) to ${applicationStatusLabels[status]} (${status})`,
      { status: `from ${from} to ${status} is not allowed` },
    );
  }
  await setApplicationStatus(tx, id, status);
  const [entry] = await tx
    .insert(applicationStatusHistory)
    .values({ applicationId: id, fromStatus: from, toStatus: status, actorId, note: note || null })
    .returning();
  await tx.delete(heldDecisions).where(eq(heldDecisions.applicationId, id));
  const token =
    status === 'changes_requested' && actorId
      ? (await createChangeRequest(tx, { applicationId: id, message: message ?? '', requestedBy: actorId }))
          .token
      : null;
  return { app, entry: entry!, token };
}

/** The applicant's e-mail for a move from `from` to `to`; the template is read through `db`. */
export async function buildDecisionMail(
  db: DbOrTx,
  {
    app,
    from,
    to,
    message,
    mailText,
    token,
    publicUrl,
  }: {
    app: Pick<AppRow, 'contactEmail' | 'contactName' | 'name'>;
    from: ApplicationStatusValue | null;
    to: ApplicationStatusValue;
    message?: string | null;
    mailText?: DecisionMailText | null;
    token?: string | null;
    publicUrl?: string;
  },
): Promise<MailMessage | null> {
  const kind = decisionMailKindFor(from, to);
  if (!kind) return null;
  const text = mailText ?? (await getDecisionTemplate({ db, kind }));
  return decisionMail({
    to: app.contactEmail,
    text,
    values: {
      applicant: app.contactName,
      project: app.name,
      status: applicationStatusLabels[to],
      message: message ?? '',
    },
    action:
      token && publicUrl
        ? { label: 'Update your application', url: changeRequestUrl(publicUrl, token) }
        : undefined,
  });
}

/**
 * Moves an application along submitted -> under_review -> approved | rejected | changes_requested
 * (or reopens a decision), writes the history row in the same transaction, announces it on commit
 * and then e-mails the applicant through the outbox, from the template for that decision unless
 * the admin wrote this send's text or chose no e-mail.
 */
export async function changeApplicationStatus(
  {
    db,
    realtime,
    mail: outbox,
    logger,
    actorId,
    id,
    status,
    note,
  }: {
    db: Db;
    realtime: Realtime;
    mail: Mail;
    logger: Logger;
    actorId: string;
    id: string;
    status: ApplicationStatusValue;
    note?: string;
  },
  options: StatusChangeOptions = {},
): Promise<StatusChangeResult> {
  const { message, sendEmail = true, mailText, publicUrl } = options;
  const problems = statusChangeProblems({ status, message, sendEmail });
  if (Object.keys(problems).length > 0) throw validationError(problems);
  if (status === 'changes_requested' && !publicUrl) throw new Error('changes_requested needs publicUrl');

  const { app, entry, token } = await db.transaction(async (tx) => {
    const applied = await applyStatusChange(tx, { actorId, id, status, note, message });
    await publishApplicationEvent({ realtime, logger }, 'status_changed', id, tx);
    return applied;
  });

  let mail: StatusChangeResult['mail'] = null;
  if (sendEmail) {
    mail = await buildDecisionMail(db, {
      app,
      from: app.status,
      to: status,
      message,
      mailText,
      token,
      publicUrl,
    })
      .then((message) => (message ? outbox.send(message) : null))
      .catch((err: unknown) => {
        // The status change stands; a mail that could not even be queued is logged, not thrown.
        logger.error({ err, applicationId: id }, 'could not queue the status e-mail');
        return null;
      });
  }

  return {
    id,
    status,
    history: {
      id: entry.id,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      note: entry.note,
      actor: { id: actorId, name: null, email: null },
      createdAt: entry.createdAt,
    },
    mail,
  };
}
