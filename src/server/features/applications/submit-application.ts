import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { fileFields } from '~/shared/application-files';
import { queryErrorMessages } from '~/shared/errors';
import { submissionLimitMessage } from '~/shared/rate-limit';
import { collapseWhitespace, normalizeEmail } from '~/shared/normalize';
import type { Db } from '../../db/client';
import { incubatorApplications, type ApplicationStatus, type AuditEventType } from '../../db/schema/index';
import { rateLimitKey } from '../../http/client-address';
import { AppError } from '../../http/app-error';
import type { Realtime } from '../../realtime/hub';
import type { Mail } from '../../mail/index';
import type { Storage } from '../../storage/types';
import { recordSubmissionEventQuietly, type SubmissionClient } from './audit';
import { databaseErrorOf, UNIQUE_VIOLATION } from '../../db/pg-errors';
import type { SubmissionLimiter } from './rate-limit';
import { applicationReceivedMail } from './confirmation-mail';
import { assertSameSubmission } from './idempotency';
import { readSubmission, type ReceivedSubmission } from './read-submission';
import { stagingPrefix, storeApplication } from './store-application';
import { readIdempotencyKey, validateSubmission } from './validate-submission';

export const securityErrorMessage =
  'SECURITY_ERROR: Unable to submit application. Please try refreshing the page and submitting again.';
export const duplicateErrorMessage = 'DUPLICATE_ERROR: An application with this email already exists.';

/** 429: the spec's text, then the wait (also sent as Retry-After and `retryAfterSeconds`). */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', submissionLimitMessage(retryAfterSeconds));
  }
}

export interface SubmitResult {
  id: string;
  status: ApplicationStatus;
  /** True when the idempotency key had been used: the first application, nothing stored. */
  replayed: boolean;
}

/**
 * POST /api/applications: origin, idempotency replay, rate limit, streamed body, validation,
 * duplicate check, then the all-or-nothing store. Every attempt except an idempotent replay
 * leaves one audit row; refusals are AppErrors with the spec's texts (section 8).
 */
export async function submitApplication({
  db,
  storage,
  realtime,
  logger,
  limiter,
  request,
  client,
  originAllowed,
  mail,
  publicUrl,
}: {
  db: Db;
  storage: Storage;
  realtime?: Realtime;
  logger: Logger;
  /** The applicant's confirmation goes through it; absent in tests of the store alone. */
  mail?: Mail;
  publicUrl?: string;
  limiter: SubmissionLimiter;
  request: Request;
  client: SubmissionClient;
  originAllowed: boolean;
}): Promise<SubmitResult> {
  const limitKey = rateLimitKey(client.address);
  /** A submission is reserved under the limit; given back below unless this attempt stored one. */
  let reserved = false;
  /** Also give back the flood cap's count: a replay, or a failure that was ours. */
  let notTheCallers = false;
  let idempotencyKey: string | null = null;
  let id: string | undefined;
  let stored = false;
  /**
   * The e-mail is taken. If it was taken by this very attempt (a concurrent request with the same
   * key committed first), that is a replay; otherwise it is a duplicate.
   */
  let keyField: 'Idempotency-Key' | 'idempotencyKey' = 'Idempotency-Key';
  let submission: ReceivedSubmission | null = null;
  const replayOrDuplicate = async (): Promise<SubmitResult> => {
    const winner = idempotencyKey ? await findByIdempotencyKey(db, idempotencyKey) : null;
    if (!winner) throw duplicateError();
    await assertSameSubmission({ db, priorId: winner.id, submission: submission!, keyField });
    notTheCallers = true;
    return { ...winner, replayed: true };
  };
  try {
    if (!originAllowed) throw new AppError('SECURITY_ERROR', securityErrorMessage);
    // A retry of a stored submission is answered before it counts against the rate limit.
    idempotencyKey = readIdempotencyKey(request.headers.get('idempotency-key'));
    const prior = idempotencyKey ? await findByIdempotencyKey(db, idempotencyKey) : null;
    if (prior) {
      // A replay answers with the first id only if it carries the same application; the files it
      // carries are staged under a throwaway id and removed below.
      id = randomUUID();
      await assertSameSubmission({
        db,
        priorId: prior.id,
        submission: await readSubmission(request, { storage, stagingPrefix: stagingPrefix(id), logger }),
        keyField,
      });
      return { ...prior, replayed: true };
    }

    const limit = await limiter.consume(limitKey);
    if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
    reserved = true;

    id = randomUUID();
    submission = await readSubmission(request, { storage, stagingPrefix: stagingPrefix(id), logger });
    if (!idempotencyKey) {
      keyField = 'idempotencyKey';
      idempotencyKey = readIdempotencyKey(submission.values.idempotencyKey);
      const priorByField = idempotencyKey ? await findByIdempotencyKey(db, idempotencyKey) : null;
      if (priorByField) {
        await assertSameSubmission({ db, priorId: priorByField.id, submission, keyField });
        notTheCallers = true;
        return { ...priorByField, replayed: true };
      }
    }
    const { input, files } = validateSubmission(submission);
    const email = normalizeEmail(input.contactEmail);
    const [taken] = await db
      .select({ id: incubatorApplications.id })
      .from(incubatorApplications)
      .where(eq(incubatorApplications.contactEmail, email))
      .limit(1);
    if (taken) return await replayOrDuplicate();

    try {
      await storeApplication({ db, storage, realtime, logger, id, input, files, client, idempotencyKey });
      stored = true;
    } catch (err) {
      const dbError = databaseErrorOf(err);
      if (dbError?.code !== UNIQUE_VIOLATION) throw err;
      // Lost a race: the same key (a concurrent retry) or the same e-mail got there first.
      return await replayOrDuplicate();
    }
    // Only the attempt that stored the row gets here (replays and lost races return above), so
    // a retried request never mails the applicant twice.
    if (mail && publicUrl) {
      await mail
        .send(
          applicationReceivedMail({
            to: email,
            contactName: collapseWhitespace(input.contactName),
            projectName: collapseWhitespace(input.projectName),
            applicationId: id,
            publicUrl,
          }),
        )
        .catch((err: unknown) => {
          // The application stands; a confirmation that could not even be queued is only logged.
          logger.error({ err, applicationId: id }, 'could not queue the application confirmation e-mail');
        });
    }
    return { id, status: 'submitted', replayed: false };
  } catch (err) {
    const appError = toAppError(err, logger);
    if (appError.status >= 500) notTheCallers = true;
    await recordSubmissionEventQuietly(db, logger, {
      client,
      eventType: eventTypeOf(appError),
      metadata: {
        code: appError.code,
        ...(appError.fields ? { fields: Object.keys(appError.fields) } : {}),
        ...(idempotencyKey ? { idempotency_key: idempotencyKey } : {}),
      },
    });
    throw appError;
  } finally {
    // Only accepted applications count toward the limit (docs/decisions/0010-submission-limit.md).
    if (reserved && !stored) await limiter.release(limitKey, { attempt: notTheCallers });
    // Whatever was staged and not moved into place goes now (the sweeper is the net for a crash).
    if (id && !stored) {
      await storage.deletePrefix(stagingPrefix(id)).catch((err: unknown) => {
        logger.error({ err, applicationId: id }, 'could not remove the staged files of a failed submission');
      });
    }
  }
}

async function findByIdempotencyKey(db: Db, key: string) {
  const [row] = await db
    .select({ id: incubatorApplications.id, status: incubatorApplications.status })
    .from(incubatorApplications)
    .where(eq(incubatorApplications.idempotencyKey, key))
    .limit(1);
  return row ?? null;
}

function duplicateError(): AppError {
  return new AppError('DUPLICATE_ERROR', duplicateErrorMessage, { contactEmail: duplicateErrorMessage });
}

/** Database and unexpected errors become the catalogue's texts without internals (spec section 8). */
function toAppError(err: unknown, logger: Logger): AppError {
  if (err instanceof AppError) return err;
  const dbError = databaseErrorOf(err);
  logger.error({ err }, 'application submission failed');
  if (dbError?.code === '42501') return new AppError('SECURITY_ERROR', securityErrorMessage);
  if (dbError?.code === UNIQUE_VIOLATION) return duplicateError();
  if (dbError || isConnectionError(err)) {
    return new AppError(
      'DATABASE_ERROR',
      'DATABASE_ERROR: The application could not be saved. Please try again.',
    );
  }
  return new AppError('INTERNAL_ERROR', queryErrorMessages.server);
}

function isConnectionError(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(ECONN|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function eventTypeOf(err: AppError): AuditEventType {
  const fileFieldsOnly = (fields: Record<string, string> | undefined) =>
    !!fields &&
    Object.keys(fields).length > 0 &&
    Object.keys(fields).every((f) => Object.hasOwn(fileFields, f));
  switch (err.code) {
    case 'SECURITY_ERROR':
      return 'security_rejected';
    case 'RATE_LIMITED':
      return 'rate_limited';
    case 'DUPLICATE_ERROR':
      return 'duplicate';
    case 'IDEMPOTENCY_MISMATCH':
      return 'validation_failed';
    case 'VALIDATION_ERROR':
      return fileFieldsOnly(err.fields) ? 'rejected_file' : 'validation_failed';
    case 'PAYLOAD_TOO_LARGE':
      return fileFieldsOnly(err.fields) ? 'rejected_file' : 'payload_too_large';
    case 'BAD_REQUEST':
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'malformed_request';
    default:
      return 'failed';
  }
}
