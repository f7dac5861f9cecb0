import { fileRules } from '~/shared/application/files';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { incubatorApplications } from '../../db/schema/index';
import type { Realtime } from '../../realtime/hub';
import type { Storage } from '../../storage/types';
import { AppError } from '../../http/app-error';
import { recordSubmissionEvent, type SubmissionClient } from './audit';
import { toApplicationRow } from './to-row';
import type { ApplicationInput } from '~/shared/application/schema';
import type { AcceptedFile } from './validate-submission';

export const applicationPrefix = (id: string) => `applications/${id}/`;
export const applicationFileKey = (id: string, file: Pick<AcceptedFile, 'kind' | 'fileName'>) =>
  `${applicationPrefix(id)}${file.kind}_${file.fileName}`;

/**
 * The all-or-nothing unit: files first (under a fresh random id), then the row and its audit
 * entry in one transaction. If anything fails, the id's files are removed, so a failure leaves
 * neither a row nor a file. Database errors are rethrown as they are, for the caller to map.
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
  const prefix = applicationPrefix(id);
  const cleanUp = () =>
    storage.deletePrefix(prefix).catch((err: unknown) => {
      logger.error({ err, prefix }, 'could not remove the files of a failed submission');
    });

  for (const file of files) {
    try {
      await storage.put(applicationFileKey(id, file), file.bytes, { contentType: file.mediaType });
    } catch (err) {
      logger.error({ err, field: file.field }, 'storing an application file failed');
      await cleanUp();
      const message = `${fileRules[file.field].label} upload failed: the file could not be stored. Please try again.`;
      throw new AppError('UPLOAD_ERROR', message, { [file.field]: message });
    }
  }

  const row = toApplicationRow({
    id,
    input,
    files: new Set(files.map((f) => f.kind)),
    userAgent: client.userAgent,
    userId: client.userId,
    idempotencyKey,
  });
  try {
    await db.transaction(async (tx) => {
      await tx.insert(incubatorApplications).values(row);
      await recordSubmissionEvent(tx, {
        client,
        eventType: 'accepted',
        applicationId: id,
        metadata: { files: files.map((f) => ({ field: f.field, type: f.mediaType, bytes: f.bytes.length })) },
      });
      await realtime?.publish('applications', { type: 'created', id }, tx);
    });
  } catch (err) {
    await cleanUp();
    throw err;
  }
}
