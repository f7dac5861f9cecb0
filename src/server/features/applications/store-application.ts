import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { incubatorApplications } from '../../db/schema/index';
import type { Realtime } from '../../realtime/hub';
import type { Storage } from '../../storage/types';
import { moveObject } from '../../storage/objects';
import { recordSubmissionEvent, type SubmissionClient } from './audit';
import { toApplicationRow } from './to-row';
import type { ApplicationInput } from '~/shared/schemas/applications';
import type { AcceptedFile } from './validate-submission';

export const applicationPrefix = (id: string) => `applications/${id}/`;
export const applicationFileKey = (id: string, file: Pick<AcceptedFile, 'kind' | 'fileName'>) =>
  `${applicationPrefix(id)}${file.kind}_${file.fileName}`;
/** Where a submission's files wait (see readSubmission) until its row commits. */
export const stagingPrefix = (id: string) => `staging/${id}/`;

/**
 * The all-or-nothing unit. The files are already staged under `staging/{id}/`; the row, its audit
 * entry (which records where each staged file goes) and the event commit in one transaction, and
 * only then are the files moved into place. A crash before the commit leaves staged files that
 * the sweeper removes; a crash after it leaves moves that the sweeper finishes from the audit row.
 * Database errors are rethrown as they are, for the caller to map; the caller removes the staged
 * files on any throw.
 */
export async function storeApplication({
  db,
  storage,
  realtime,
  logger,
  id,
  input,
  files,
  client,
  idempotencyKey,
}: {
  db: Db;
  storage: Storage;
  realtime?: Realtime;
  logger: Logger;
  id: string;
  input: ApplicationInput;
  files: AcceptedFile[];
  client: SubmissionClient;
  idempotencyKey: string | null;
}): Promise<void> {
  const row = toApplicationRow({
    id,
    input,
    files: new Set(files.map((f) => f.kind)),
    userAgent: client.userAgent,
    userId: client.userId,
    idempotencyKey,
  });
  const placed = files.map((f) => ({ from: f.stagingKey, to: applicationFileKey(id, f) }));
  await db.transaction(async (tx) => {
    await tx.insert(incubatorApplications).values(row);
    await recordSubmissionEvent(tx, {
      client,
      eventType: 'accepted',
      applicationId: id,
      metadata: {
        files: files.map((f, i) => ({ field: f.field, type: f.mediaType, bytes: f.size, ...placed[i] })),
      },
    });
    await realtime?.publish('applications', { type: 'created', id }, tx);
  });
  const moved = await placeStagedFiles({ storage, logger, id, files: placed });
  // Parts that were staged but are not files of the application (a browser's empty file input).
  if (moved) {
    await storage.deletePrefix(stagingPrefix(id)).catch((err: unknown) => {
      logger.warn({ err, applicationId: id }, 'could not remove a staging folder (the sweeper will)');
    });
  }
}

/** Moves committed files into place; what fails here is left for the sweeper to finish. */
export async function placeStagedFiles({
  storage,
  logger,
  id,
  files,
}: {
  storage: Storage;
  logger: Logger;
  id: string;
  files: { from: string; to: string }[];
}): Promise<boolean> {
  let ok = true;
  for (const file of files) {
    await moveObject(storage, file.from, file.to).catch((err: unknown) => {
      ok = false;
      logger.error({ err, applicationId: id, key: file.to }, 'could not move a committed file into place');
    });
  }
  return ok;
}
