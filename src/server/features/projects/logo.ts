import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/client';
import { incubatedProjects } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Realtime } from '../../realtime/hub';
import { moveObject } from '../../storage/objects';
import type { Storage } from '../../storage/types';
import type { StagedImage } from '../applications/service';
import { getManagedProject, type ManagedProject } from './manage-service';
import { getProjectRow } from './project-rows';

/**
 * A project's logo lives at `projects/{id}/logo_{version}_{name}`; its public URL carries the
 * version (`/api/project-logos/{id}?v={version}`), so a replaced logo is a new URL that no cache
 * has seen, and the file served is always the one the row names.
 */
export const projectLogoPrefix = (projectId: string) => `projects/${projectId}/`;
export const newLogoVersion = () => `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
export const projectLogoKey = (projectId: string, version: string, fileName: string) =>
  `${projectLogoPrefix(projectId)}logo_${version}_${fileName}`;
export const projectLogoUrl = (projectId: string, version: string) =>
  `/api/project-logos/${projectId}?v=${version}`;

/** The stored key of the logo a row's `logo_url` names (older rows without a version: any logo). */
export async function findProjectLogoKey(
  storage: Storage,
  projectId: string,
  logoUrl: string | null,
): Promise<string | null> {
  if (!logoUrl) return null;
  const version = /[?&]v=([a-z0-9]+)/.exec(logoUrl)?.[1];
  const prefix = projectLogoPrefix(projectId);
  const keys = (await storage.list(prefix)).filter((k) => k.slice(prefix.length).startsWith('logo_'));
  return (version ? keys.find((k) => k.startsWith(`${prefix}logo_${version}_`)) : keys[0]) ?? null;
}

/** Every logo file of the project except `keep`; failures are logged (the next replace retries). */
async function removeOtherLogos(storage: Storage, logger: Logger, projectId: string, keep: string | null) {
  const prefix = projectLogoPrefix(projectId);
  for (const key of await storage.list(prefix)) {
    if (key === keep || !key.slice(prefix.length).startsWith('logo_')) continue;
    await storage.delete(key).catch((err: unknown) => {
      logger.warn({ err, projectId, key }, 'could not remove an old project logo');
    });
  }
}

type LogoParts = {
  db: DbOrTx;
  storage: Storage;
  realtime: Realtime;
  logger: Logger;
  projectId: string;
};

/** Points the row at a logo (or none) and announces it in the same transaction. */
async function setLogoUrl(db: DbOrTx, realtime: Realtime, projectId: string, logoUrl: string | null) {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(incubatedProjects)
      .set({ logoUrl, updatedAt: sql`now()` })
      .where(eq(incubatedProjects.id, projectId))
      .returning({ id: incubatedProjects.id });
    if (!updated) throw new AppError('NOT_FOUND', 'Project not found');
    await realtime.publish('projects', { type: 'updated', id: projectId }, tx);
  });
}

/**
 * Puts a staged image in place as the project's logo: the file is moved first, then the row
 * points at it (and the `projects` event goes out in the same transaction), then the previous
 * files are removed. A failed update removes the new file; leftovers of a crash are removed by
 * the next replace or removal.
 */
export async function replaceProjectLogo({
  db,
  storage,
  realtime,
  logger,
  projectId,
  image,
}: LogoParts & { image: StagedImage }): Promise<ManagedProject> {
  const version = newLogoVersion();
  const key = projectLogoKey(projectId, version, image.fileName);
  try {
    await getProjectRow({ db, id: projectId });
    await moveObject(storage, image.stagingKey, key);
  } finally {
    await image.discard();
  }
  try {
    await setLogoUrl(db, realtime, projectId, projectLogoUrl(projectId, version));
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
  await removeOtherLogos(storage, logger, projectId, key);
  return getManagedProject({ db, id: projectId });
}

/** Clears the project's logo and removes its files. */
export async function removeProjectLogo({
  db,
  storage,
  realtime,
  logger,
  projectId,
}: LogoParts): Promise<ManagedProject> {
  await setLogoUrl(db, realtime, projectId, null);
  await removeOtherLogos(storage, logger, projectId, null);
  return getManagedProject({ db, id: projectId });
}
