import { and, eq, isNotNull } from 'drizzle-orm';
import type { FileKind } from '~/shared/application-files';
import type { Db } from '../../db/client';
import { incubatorApplications } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Storage } from '../../storage/types';
import { applicationPrefix } from './store-application';

const urlColumn = {
  logo: incubatorApplications.logoUrl,
  documents: incubatorApplications.documentsUrl,
  whitepaper: incubatorApplications.whitepaperUrl,
} as const;

/** The stored file of one kind for an application, ready to stream; 404 when there is none. */
export async function openApplicationFile({
  db,
  storage,
  id,
  kind,
}: {
  db: Db;
  storage: Storage;
  id: string;
  kind: FileKind;
}) {
  const [row] = await db
    .select({ id: incubatorApplications.id })
    .from(incubatorApplications)
    .where(and(eq(incubatorApplications.id, id), isNotNull(urlColumn[kind])))
    .limit(1);
  const notFound = new AppError('NOT_FOUND', 'This application has no such file');
  if (!row) throw notFound;
  const prefix = `${applicationPrefix(id)}${kind}_`;
  const key = (await storage.list(applicationPrefix(id))).find((k) => k.startsWith(prefix));
  const object = key ? await storage.get(key) : null;
  if (!key || !object) throw notFound;
  return { ...object, fileName: key.slice(prefix.length) };
}
