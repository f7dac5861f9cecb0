import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { projectContracts as api } from '~/shared/contracts/projects';
import { incubatedProjects } from '../../db/schema/index';
import { allow, AppError, validate, type AppDeps, type AppEnv } from '../../http/index';
import { isAdminRole } from '../../http/access';
import { contractRoutes } from '../../http/contract-routes';
import { contentTypeOf } from '../../storage/types';
import { receiveImage } from '../applications/service';
import { findProjectLogoKey, removeProjectLogo, replaceProjectLogo } from './logo';

/**
 * POST and DELETE /api/projects/:id/logo: the owner and admins set or clear the logo
 * (`projects.uploadLogo`, `projects.removeLogo`). The upload is multipart: its handler streams
 * the request and checks the image by its bytes (`receiveImage`).
 */
export function projectLogoUploadRoutes(deps: AppDeps) {
  const { database, storage, realtime } = deps;
  return contractRoutes('/api/projects')
    .implement(api.removeLogo, ({ c, params }) =>
      removeProjectLogo({ db: database.db, storage, realtime, logger: c.get('log'), projectId: params.id }),
    )
    .implement(api.uploadLogo, async ({ c, params }) => {
      const log = c.get('log');
      const image = await receiveImage(c.req.raw, { storage, logger: log, field: 'logo' });
      return replaceProjectLogo({
        db: database.db,
        storage,
        realtime,
        logger: log,
        projectId: params.id,
        image,
      });
    }).app;
}

/**
 * Mounted at /api/project-logos: a published project's logo for everyone; an unpublished one's
 * for the admins (the management list shows drafts too).
 */
export function projectLogoRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    '/:projectId',
    allow('anonymous'),
    validate('param', z.object({ projectId: z.uuid({ error: 'must be a project id' }) })),
    async (c) => {
      const { projectId } = c.req.valid('param');
      const notFound = new AppError('NOT_FOUND', 'This project has no logo');
      const [project] = await deps.database.db
        .select({ isActive: incubatedProjects.isActive, logoUrl: incubatedProjects.logoUrl })
        .from(incubatedProjects)
        .where(eq(incubatedProjects.id, projectId));
      if (!project) throw notFound;
      // Project access covers published projects only, so a draft's logo is for the admins.
      if (!project.isActive && !isAdminRole(c.get('user')?.role)) throw notFound;
      const key = await findProjectLogoKey(deps.storage, projectId, project.logoUrl);
      const object = key ? await deps.storage.get(key) : null;
      if (!key || !object) throw notFound;
      return c.body(object.body, 200, {
        'Content-Type': contentTypeOf(key),
        'Content-Length': String(object.size),
        'Cache-Control': project.isActive ? 'public, max-age=300' : 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        // An SVG opened directly must not run script in our origin.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
    },
  );
}
