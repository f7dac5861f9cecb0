import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { FileKind } from '~/shared/application-files';
import { changeLinkMessages, type ChangeLinkState, type ChangeRequestForm } from '~/shared/change-request';
import type { Db, DbOrTx } from '../../db/client';
import {
  applicationChangeRequests as requests,
  applicationReads,
  applicationStatusHistory,
  incubatorApplications as apps,
} from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { publishApplicationEvent } from '../../realtime/application-events';
import type { Realtime } from '../../realtime/hub';
import type { Storage } from '../../storage/types';
import {
  applyApplicationChanges,
  applicationFileKey,
  applicationPrefix,
  placeStagedFiles,
  readSubmission,
  securityErrorMessage,
  stagingPrefix,
  toApplicationRow,
  validateSubmission,
} from '../applications/service';
import { hashChangeToken } from './change-request-tokens';

const stateErrors: Record<ChangeLinkState, AppError> = {
  not_found: new AppError('NOT_FOUND', changeLinkMessages.not_found),
  used: new AppError('GONE', changeLinkMessages.used),
  expired: new AppError('GONE', changeLinkMessages.expired),
  closed: new AppError('CONFLICT', changeLinkMessages.closed),
};

type AppRow = typeof apps.$inferSelect;

/**
 * The request and its application for a token, or the AppError saying why the link does not
 * open: the token is the only key (no id is ever taken from the caller), so it reaches exactly one
 * application. Expiry is judged by the database clock, like the expiry was written.
 */
async function openByToken(db: DbOrTx, token: string, { lock = false } = {}) {
  if (!token || token.length > 200) throw stateErrors.not_found;
  const query = db
    .select({ request: requests, app: apps, expired: sql<boolean>`${requests.expiresAt} <= now()` })
    .from(requests)
    .innerJoin(apps, eq(apps.id, requests.applicationId))
    .where(eq(requests.tokenHash, hashChangeToken(token)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw stateErrors.not_found;
  if (found.request.usedAt)
    throw stateErrors[found.app.status === 'changes_requested' ? 'not_found' : 'used'];
  if (found.expired) throw stateErrors.expired;
  if (found.app.status !== 'changes_requested') throw stateErrors.closed;
  return found;
}

const str = (v: string | number | null | undefined) => (v == null ? '' : String(v));

/** The stored application as the /apply form holds it (its field names, strings). */
function formValues(app: AppRow): Record<string, string> {
  const links = app.socialLinks ?? {};
  return {
    projectName: app.name,
    companyType: app.companyType,
    industry: app.industry,
    websiteUrl: str(app.websiteUrl),
    projectStage: str(app.projectStage),
    contactName: app.contactName,
    contactEmail: app.contactEmail,
    contactPhone: '',
    description: str(app.description),
    problemStatement: str(app.problemStatement),
    solution: str(app.solution),
    targetMarket: str(app.targetMarket),
    businessModel: str(app.businessModel),
    technologyStack: str(app.technologyStack),
    developmentStage: str(app.developmentStage),
    githubUrl: str(links.github),
    teamSize: str(app.teamSize),
    teamExperience: str(app.teamExperience),
    keyPersonnel: str(app.keyPersonnel),
    currentFunding: str(app.currentFunding),
    fundingGoal: str(app.totalCapitalTarget),
    useOfFunds: '',
    expectedLaunchDate: str(app.expectedLaunchDate),
    milestonesNext90Days: '',
    linkedinUrl: str(app.linkedinUrl),
  };
}

/** GET /api/applications/changes/:token: what the edit page fills the form with. */
export async function getChangeRequestForm({
  db,
  token,
}: {
  db: Db;
  token: string;
}): Promise<ChangeRequestForm> {
  const { request, app } = await openByToken(db, token);
  return {
    message: request.message,
    expiresAt: request.expiresAt.toISOString(),
    projectName: app.name,
    values: formValues(app),
    files: {
      companyLogo: !!app.logoUrl,
      whitepaper: !!app.whitepaperUrl,
      companyDocuments: !!app.documentsUrl,
    },
  };
}

/**
 * POST /api/applications/changes/:token: the edited application, read and checked exactly like
 * intake (the shared schema, files by their bytes). In one transaction: the row is updated, it
 * goes back to under_review with a history row, the link is spent, every admin's read flag is
 * cleared (it is new to them again) and the event is published on commit. The contact e-mail
 * stays the one the link was sent to. New files replace the stored file of their kind after the
 * commit; files not chosen again are kept.
 */
export async function resubmitChanges({
  db,
  storage,
  realtime,
  logger,
  token,
  request,
  originAllowed,
}: {
  db: Db;
  storage: Storage;
  realtime: Realtime;
  logger: Logger;
  token: string;
  request: Request;
  originAllowed: boolean;
}): Promise<{ id: string; status: 'under_review' }> {
  if (!originAllowed) throw new AppError('SECURITY_ERROR', securityErrorMessage);
  await openByToken(db, token);
  const staging = stagingPrefix(randomUUID());
  try {
    const submission = await readSubmission(request, { storage, stagingPrefix: staging, logger });
    const { input, files } = validateSubmission(submission);
    const { app } = await db.transaction(async (tx) => {
      const opened = await openByToken(tx, token, { lock: true });
      const { app, request: req } = opened;
      const kinds = new Set<FileKind>(files.map((f) => f.kind));
      if (app.logoUrl) kinds.add('logo');
      if (app.documentsUrl) kinds.add('documents');
      if (app.whitepaperUrl) kinds.add('whitepaper');
      const {
        id: _id,
        status: _status,
        contactEmail: _email,
        userId: _user,
        userAgent: _agent,
        idempotencyKey: _key,
        ...changed
      } = toApplicationRow({
        id: app.id,
        input,
        files: kinds,
        userAgent: null,
        userId: null,
        idempotencyKey: null,
      });
      await applyApplicationChanges(tx, app.id, { ...changed, status: 'under_review' });
      await tx
        .update(requests)
        .set({ usedAt: sql`now()` })
        .where(eq(requests.id, req.id));
      await tx.insert(applicationStatusHistory).values({
        applicationId: app.id,
        fromStatus: 'changes_requested',
        toStatus: 'under_review',
        actorId: null,
        note: 'Changes submitted by the applicant',
      });
      await tx.delete(applicationReads).where(eq(applicationReads.applicationId, app.id));
      await publishApplicationEvent({ realtime, logger }, 'status_changed', app.id, tx);
      return opened;
    });
    // The new files are in place before the replaced ones go, so a crash between the two leaves
    // an extra file rather than none.
    const placed = files.map((f) => ({ from: f.stagingKey, to: applicationFileKey(app.id, f) }));
    await placeStagedFiles({ storage, logger, id: app.id, files: placed });
    const kept = new Set(placed.map((f) => f.to));
    const replaced = files.map((f) => `${applicationPrefix(app.id)}${f.kind}_`);
    for (const key of await storage.list(applicationPrefix(app.id))) {
      if (!kept.has(key) && replaced.some((prefix) => key.startsWith(prefix))) await storage.delete(key);
    }
    return { id: app.id, status: 'under_review' };
  } finally {
    await storage.deletePrefix(staging).catch((err: unknown) => {
      logger.warn({ err }, 'could not remove the staging folder of a resubmission (the sweeper will)');
    });
  }
}
