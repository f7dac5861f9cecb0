import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/client';
import { applicationSecurityAudit, type AuditEventType } from '../../db/schema/index';

export interface SubmissionClient {
  address: string;
  userAgent: string | null;
  userId: string | null;
}

export interface SubmissionEvent {
  client: SubmissionClient;
  eventType: AuditEventType;
  applicationId?: string | null;
  metadata?: Record<string, unknown>;
}

/** Writes one audit row (inside the submission's transaction for an accepted application). */
export async function recordSubmissionEvent(db: DbOrTx, event: SubmissionEvent): Promise<void> {
  await db.insert(applicationSecurityAudit).values({
    applicationId: event.applicationId ?? null,
    submissionIp: event.client.address,
    userAgent: event.client.userAgent,
    securityFlags: {
      event_type: event.eventType,
      metadata: { ...event.metadata, user_id: event.client.userId },
    },
  });
}

/** For refusals: a lost audit row is logged but must not change the answer the caller gets. */
export async function recordSubmissionEventQuietly(db: DbOrTx, logger: Logger, event: SubmissionEvent) {
  await recordSubmissionEvent(db, event).catch((err: unknown) =>
    logger.error({ err, eventType: event.eventType }, 'could not write the submission audit row'),
  );
}
