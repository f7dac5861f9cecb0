import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createProjectFromApplicationSchema } from '~/shared/applicants';
import { applicationProjects, incubatedProjects, incubatorApplications as apps } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime/hub';
import type { Storage } from '../../storage/types';
import { copyApplicationLogo } from './project-logo';

type Overrides = z.infer<typeof createProjectFromApplicationSchema>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * 'Create incubated project' from an APPROVED application, prefilled from its fields; `overrides`
 * carries what the admin edited in the prefilled form. The submitter (when they were signed in)
 * becomes the project's creator, so they get its project dashboard; otherwise the admin is.
 */
export async function createProjectFromApplication({
  db,
  realtime,
  storage,
  logger,
  actorId,
  id,
  overrides = {},
}: {
  db: Db;
  realtime: Realtime;
  storage: Storage;
  logger: Logger;
  actorId: string;
  id: string;
  overrides?: Overrides;
}) {
  const project = await db.transaction(async (tx) => {
    const [app] = await tx.select().from(apps).where(eq(apps.id, id)).for('update');
    if (!app) throw new AppError('NOT_FOUND', 'Application not found');
    if (app.status !== 'approved') {
      throw new AppError(
        'CONFLICT',
        `Only approved applications can become projects (this one is ${app.status})`,
      );
    }
    const [existing] = await tx
      .select({ projectId: applicationProjects.projectId })
      .from(applicationProjects)
      .where(eq(applicationProjects.applicationId, id));
    if (existing) {
      throw new AppError(
        'CONFLICT',
        `A project was already created from this application (${existing.projectId})`,
      );
    }
    const linkedin = app.linkedinUrl ?? app.socialLinks?.linkedin;
    const github = app.socialLinks?.github;
    const [project] = await tx
      .insert(incubatedProjects)
      .values({
        name: app.name,
        description: app.description,
        industry: app.industry,
        companyType: app.companyType,
        websiteUrl: app.websiteUrl ?? app.socialLinks?.website ?? null,
        socialLinks:
          linkedin || github ? { ...(linkedin ? { linkedin } : {}), ...(github ? { github } : {}) } : null,
        totalCapitalTarget: app.totalCapitalTarget,
        capitalRaised: app.currentFunding,
        projectStage: app.projectStage,
        // Set below once the file is copied: the application's own logo link is admin-only.
        logoUrl: null,
        onboardingDate: today(),
        createdBy: app.userId ?? actorId,
        ...overrides,
      })
      .returning();
    await tx
      .insert(applicationProjects)
      .values({ applicationId: id, projectId: project!.id, createdBy: actorId });
    await realtime.publish('projects', { type: 'created', id: project!.id }, tx);
    return project!;
  });
  // After the commit: a failed copy leaves a project without a logo, not no project.
  const logoUrl = await copyApplicationLogo({ storage, applicationId: id, projectId: project.id }).catch(
    (err: unknown) => {
      logger.warn({ err, applicationId: id, projectId: project.id }, 'could not copy the application logo');
      return null;
    },
  );
  if (logoUrl)
    await db.update(incubatedProjects).set({ logoUrl }).where(eq(incubatedProjects.id, project.id));
  return {
    project: {
      ...project,
      logoUrl,
      createdAt: project.createdAt.toISOString(),
      updatedAt: project.updatedAt.toISOString(),
    },
    applicationId: id,
  };
}
