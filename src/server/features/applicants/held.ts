import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  applicationStatusLabels,
  canTransition,
  statusChangeProblems,
  type HoldableStatus,
} from '~/shared/schemas/applicant-status';
import { type HeldDecision, type ReleaseResult } from '~/shared/schemas/decisions';
import type { DecisionMailText } from '~/shared/decision-mail';
import type { Db, DbOrTx } from '../../db/client';
import { heldDecisions, incubatorApplications as apps, users } from '../../db/schema/index';
import { AppError, validationError } from '../../http/app-error';
import type { Mail, MailMessage } from '../../mail/index';
import { publishApplicationEvent } from '../../realtime/application-events';
import type { Realtime } from '../../realtime/hub';
import type { ById } from '../service-args';
import { applyStatusChange, buildDecisionMail } from './status';

const heldSelect = {
  h: heldDecisions,
  name: apps.name,
  heldByName: users.name,
  heldByEmail: users.email,
};

type HeldRow = {
  h: typeof heldDecisions.$inferSelect;
  name: string;
  heldByName: string | null;
  heldByEmail: string | null;
};

const toHeld = ({ h, name, heldByName, heldByEmail }: HeldRow): HeldDecision => ({
  applicationId: h.applicationId,
  name,
  fromStatus: h.fromStatus,
  toStatus: h.toStatus,
  sendEmail: h.sendEmail,
  heldBy: h.heldBy ? { id: h.heldBy, name: heldByName, email: heldByEmail } : null,
  createdAt: h.createdAt.toISOString(),
});

function heldQuery(db: DbOrTx) {
  return db
    .select(heldSelect)
    .from(heldDecisions)
    .innerJoin(apps, eq(apps.id, heldDecisions.applicationId))
    .leftJoin(users, eq(users.id, heldDecisions.heldBy));
}

/** Every staged decision, oldest first (the order they are released in). */
export async function listHeldDecisions({ db }: { db: DbOrTx }): Promise<HeldDecision[]> {
  const rows = await heldQuery(db).orderBy(asc(heldDecisions.createdAt), asc(heldDecisions.applicationId));
  return rows.map(toHeld);
}

export async function getHeldDecision({ db, id }: ById): Promise<HeldDecision | null> {
  const [row] = await heldQuery(db)
    .where(eq(heldDecisions.applicationId, id))
    .orderBy(desc(heldDecisions.createdAt));
  return row ? toHeld(row) : null;
}

/**
 * Stages an approval or rejection: the status does not change and nobody is e-mailed until the
 * release. Staging again replaces the earlier staged decision. The move must be allowed now, so a
 * release never surprises (it is checked again then).
 */
export async function holdApplicationDecision({
  db,
  realtime,
  logger,
  actorId,
  id,
  status,
  note,
  message,
  sendEmail = true,
  mailText,
}: {
  db: Db;
  realtime: Realtime;
  logger: Logger;
  actorId: string;
  id: string;
  status: HoldableStatus;
  note?: string;
  message?: string;
  sendEmail?: boolean;
  mailText?: DecisionMailText;
}): Promise<HeldDecision> {
  const problems = statusChangeProblems({ status, hold: true });
  if (Object.keys(problems).length > 0) throw validationError(problems);
  await db.transaction(async (tx) => {
    const [app] = await tx.select().from(apps).where(eq(apps.id, id)).for('update');
    if (!app) throw new AppError('NOT_FOUND', 'Application not found');
    if (!canTransition(app.status, status)) {
      throw new AppError(
        'CONFLICT',
        `Cannot hold a change from ${applicationStatusLabels[app.status]} to ${applicationStatusLabels[status]}`,
        { status: `from ${app.status} to ${status} is not allowed` },
      );
    }
    const values = {
      fromStatus: app.status,
      toStatus: status,
      note: note || null,
      message: message || null,
      sendEmail,
      mailText: mailText ?? null,
      heldBy: actorId,
    };
    await tx
      .insert(heldDecisions)
      .values({ applicationId: id, ...values })
      .onConflictDoUpdate({ target: heldDecisions.applicationId, set: { ...values, createdAt: sql`now()` } });
    await publishApplicationEvent({ realtime, logger }, 'updated', id, tx);
  });
  return (await getHeldDecision({ db, id }))!;
}

/** Drops a staged decision; the application keeps its status. */
export async function cancelHeldDecision({
  db,
  realtime,
  logger,
  id,
}: {
  db: Db;
  realtime: Realtime;
  logger: Logger;
  id: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(heldDecisions).where(eq(heldDecisions.applicationId, id)).returning();
    if (gone.length === 0) throw new AppError('NOT_FOUND', 'This application has no held decision');
    await publishApplicationEvent({ realtime, logger }, 'updated', id, tx);
  });
}

/**
 * 'Release N held decisions': every staged decision (or the chosen ones) applied in ONE
 * transaction, each with its history row, and every e-mail written to the outbox in that same
 * transaction, so the statuses and their mails exist together or not at all. Delivery then runs
 * in the background at the outbox's batch pace (MAIL_BATCH_PER_MINUTE). A decision whose move is
 * no longer allowed (someone changed the status since) fails the whole release with 409 naming it.
 */
export async function releaseHeldDecisions({
  db,
  realtime,
  mail: outbox,
  logger,
  actorId,
  ids,
}: {
  db: Db;
  realtime: Realtime;
  mail: Mail;
  logger: Logger;
  actorId: string;
  ids?: string[];
}): Promise<ReleaseResult> {
  const { released, queued } = await db.transaction(async (tx) => {
    const held = await tx
      .select()
      .from(heldDecisions)
      .where(ids ? inArray(heldDecisions.applicationId, ids) : undefined)
      .orderBy(asc(heldDecisions.createdAt), asc(heldDecisions.applicationId))
      .for('update');
    const released: ReleaseResult['released'] = [];
    const messages: MailMessage[] = [];
    for (const h of held) {
      const { app } = await applyStatusChange(tx, {
        actorId: h.heldBy ?? actorId,
        id: h.applicationId,
        status: h.toStatus,
        note: h.note,
      }).catch((err: unknown) => {
        if (err instanceof AppError && err.code === 'CONFLICT') {
          throw new AppError('CONFLICT', `Held decision for application ${h.applicationId}: ${err.message}`, {
            ids: `${h.applicationId} can no longer move to ${h.toStatus}`,
          });
        }
        throw err;
      });
      released.push({ id: h.applicationId, status: h.toStatus });
      if (h.sendEmail) {
        const message = await buildDecisionMail(tx, {
          app,
          from: app.status,
          to: h.toStatus,
          message: h.message,
          mailText: h.mailText,
        });
        if (message) messages.push(message);
      }
      await publishApplicationEvent({ realtime, logger }, 'status_changed', h.applicationId, tx);
    }
    const queued = await outbox.queue(messages, tx);
    return { released, queued };
  });
  outbox.deliverPaced(queued.map((m) => m.id));
  return { released, mailQueued: queued.length };
}
