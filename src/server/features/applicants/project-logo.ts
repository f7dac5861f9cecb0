import type { Storage } from '../../storage/types';
import { newLogoVersion, projectLogoKey, projectLogoUrl } from '../projects/service';
import { applicationFilesPrefix } from './delete';

/**
 * Copies an application's logo to the project so the public site can show it: the application's
 * own file stays admin-only. Returns the public URL, or null when there is no logo to copy.
 */
export async function copyApplicationLogo({
  storage,
  applicationId,
  projectId,
}: {
  storage: Storage;
  applicationId: string;
  projectId: string;
}): Promise<string | null> {
  const source = (await storage.list(applicationFilesPrefix(applicationId))).find((k) =>
    k.slice(applicationFilesPrefix(applicationId).length).startsWith('logo_'),
  );
  const object = source ? await storage.get(source) : null;
  if (!source || !object) return null;
  const name = source.slice(applicationFilesPrefix(applicationId).length + 'logo_'.length);
  const version = newLogoVersion();
  await storage.put(projectLogoKey(projectId, version, name), object.body, {
    contentType: object.contentType,
  });
  return projectLogoUrl(projectId, version);
}
