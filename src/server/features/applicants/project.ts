import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createProjectFromApplicationSchema } from '~/shared/schemas/applicants';
import { applicationProjects, incubatorApplications as apps, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Logger } from 'pino';
import { inviteIntoProject, lockSeatHolder } from '../accounts/service';
import { isAdminRole } from '../../http/access';
import type { Db } from '../../db/client';
import type { Mail } from '../../mail/index';
import type { Realtime } from '../../realtime/hub';
import type { Storage } from '../../storage/types';
import { copyApplicationLogo } from './project-logo';
import { assertProjectNameFree, insertProject, setProjectLogo } from '../projects/service';

type Overrides = z.infer<typeof createProjectFromApplicationSchema>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * 'Create incubated project' from an APPROVED application, prefilled from its fields; `overrides`
 * carries what the admin edited in the prefilled form. It starts unpublished; its owner is the
 * founder (see below), never the approving admin.
 */
export async function createProjectFromApplication({
  db,
  realtime,
  storage,
  mail,
  publicUrl,
  logger,
  actorId,
  id,
  overrides = {},
}: {
  db: Db;
  realtime: Realtime;
  storage: Storage;
  /** Sends the founder's claim invitation when no account has the application's e-mail. */
  mail: Mail;
  publicUrl: string;
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
    // The founder owns the project: the signed-in submitter, or the account with the contact
    // e-mail; failing both, an invitation to claim it goes to that address after the commit.
    const [founder] = app.userId
      ? []
      : await tx.select({ id: users.id }).from(users).where(eq(users.email, app.contactEmail.toLowerCase()));
    const ownerId = app.userId ?? founder?.id ?? null;
    // The owner takes a seat on the team, which an admin never holds (team-seats.ts); the lock
    // keeps a promotion meanwhile from slipping between this check and the commit.
    const owner = ownerId ? await lockSeatHolder(tx, ownerId, 'share') : undefined;
    if (owner && isAdminRole(owner.role)) {
      throw new AppError(
        'CONFLICT',
        `The founder's account ${owner.email} is an admin, and admins are not added to teams: make it a user account first, then create the project`,
      );
    }
    await assertProjectNameFree(tx, overrides.name ?? app.name);
    const linkedin = app.linkedinUrl ?? app.socialLinks?.linkedin;
    const github = app.socialLinks?.github;
    const project = await insertProject(tx, {
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
      createdBy: ownerId,
      // Unpublished until an admin has checked its card on the management page.
      isActive: false,
      ...overrides,
    });
    await tx
      .insert(applicationProjects)
      .values({ applicationId: id, projectId: project.id, createdBy: actorId });
    await realtime.publish('projects', { type: 'created', id: project.id }, tx);
    return project;
  });
  if (!project.createdBy) {
    const [app] = await db.select({ contactEmail: apps.contactEmail }).from(apps).where(eq(apps.id, id));
    const [actor] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, actorId));
    await inviteIntoProject({
      db,
      mail,
      publicUrl,
      projectId: project.id,
      projectName: project.name,
      email: app!.contactEmail.toLowerCase(),
      role: 'owner',
      invitedBy: actor ?? null,
    });
  }
  // After the commit: a failed copy leaves a project without a logo, not no project.
  const logoUrl = await copyApplicationLogo({ storage, applicationId: id, projectId: project.id }).catch(
    (err: unknown) => {
      logger.warn({ err, applicationId: id, projectId: project.id }, 'could not copy the application logo');
      return null;
    },
  );
  if (logoUrl) await setProjectLogo(db, project.id, logoUrl);
  return {
    project: { ...project, logoUrl },
    applicationId: id,
  };
}
