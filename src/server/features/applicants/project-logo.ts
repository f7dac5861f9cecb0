import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { incubatedProjects } from '../../db/schema/index';
import { allow } from '../../http/access';
import { AppError } from '../../http/app-error';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { contentTypeOf, type Storage } from '../../storage/types';
import { applicationFilesPrefix } from './delete';

const projectLogoPrefix = (projectId: string) => `projects/${projectId}/`;
export const projectLogoUrl = (projectId: string) => `/api/project-logos/${projectId}`;

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
  const name = source.slice(applicationFilesPrefix(applicationId).length);
  await storage.put(`${projectLogoPrefix(projectId)}${name}`, object.body, {
    contentType: object.contentType,
  });
  return projectLogoUrl(projectId);
}

/** Mounted at /api/project-logos: the logo of an active project, for everyone. */
export function projectLogoRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/:projectId',
    allow('anonymous'),
    validate('param', z.object({ projectId: z.uuid({ error: 'must be a project id' }) })),
    async (c) => {
      const { projectId } = c.req.valid('param');
      const notFound = new AppError('NOT_FOUND', 'This project has no logo');
      const storage = deps.storage;
      if (!storage) throw notFound;
      const [project] = await deps.database.db
        .select({ isActive: incubatedProjects.isActive })
        .from(incubatedProjects)
        .where(eq(incubatedProjects.id, projectId));
      if (!project?.isActive) throw notFound;
      const key = (await storage.list(projectLogoPrefix(projectId))).find((k) =>
        k.slice(projectLogoPrefix(projectId).length).startsWith('logo_'),
      );
      const object = key ? await storage.get(key) : null;
      if (!key || !object) throw notFound;
      return c.body(object.body, 200, {
        'Content-Type': contentTypeOf(key),
        'Content-Length': String(object.size),
        'Cache-Control': 'public, max-age=300',
        'X-Content-Type-Options': 'nosniff',
        // An SVG opened directly must not run script in our origin.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
    },
  );
}
