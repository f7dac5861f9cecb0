import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ProjectList, PublicProject } from '~/shared/schemas/public-projects';
import type { DbOrTx } from '../../db/client';
import { incubatedProjects } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { findRow } from '../row-by-id';
import type { ById } from '../service-args';

type ProjectRow = typeof incubatedProjects.$inferSelect;

/** The project's row, for a service about one project; an unknown id is a 404. */
export async function getProjectRow({ db, id }: ById): Promise<ProjectRow> {
  return findRow(db, incubatedProjects, id, 'Project not found');
}

/**
 * Refuses a project name another project has (case aside): two cards of one name on the public
 * portfolio cannot be told apart. Call inside the transaction that writes the name; the advisory
 * lock makes a second writer of the same name wait for the first to commit.
 */
export async function assertProjectNameFree(tx: DbOrTx, name: string, exceptId?: string): Promise<void> {
  const key = name.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`project-name:${key}`}))`);
  const [other] = await tx
    .select({ name: incubatedProjects.name })
    .from(incubatedProjects)
    .where(
      and(
        sql`lower(${incubatedProjects.name}) = ${key}`,
        exceptId ? ne(incubatedProjects.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) {
    const message = `A project named “${other.name}” already exists`;
    throw new AppError('CONFLICT', message, { name: message });
  }
}

/** Adds a project row; the caller has checked the name with assertProjectNameFree in `tx`. */
export async function insertProject(
  tx: DbOrTx,
  values: typeof incubatedProjects.$inferInsert,
): Promise<ProjectRow> {
  const [row] = await tx.insert(incubatedProjects).values(values).returning();
  return row!;
}

/** Points a project at its stored logo (applicants copy an application's logo after the commit). */
export async function setProjectLogo(tx: DbOrTx, projectId: string, logoUrl: string): Promise<void> {
  await tx.update(incubatedProjects).set({ logoUrl }).where(eq(incubatedProjects.id, projectId));
}

/** Stores the capital a project's sources add up to (capital-sources' sync computes it). */
export async function setCapitalRaised(tx: DbOrTx, projectId: string, capital: number): Promise<void> {
  await tx
    .update(incubatedProjects)
    .set({ capitalRaised: capital, updatedAt: sql`now()` })
    .where(eq(incubatedProjects.id, projectId));
}

/** Makes `ownerId` the project's owner (project-members hands the team over). */
export async function setProjectOwner(tx: DbOrTx, projectId: string, ownerId: string): Promise<void> {
  await tx
    .update(incubatedProjects)
    .set({ createdBy: ownerId, updatedAt: sql`now()` })
    .where(eq(incubatedProjects.id, projectId));
}

/**
 * An 'owner' invitation's claim: the project becomes `ownerId`'s if it has no owner yet (false when
 * it has one, which an invitation never replaces).
 */
export async function claimUnownedProject(tx: DbOrTx, projectId: string, ownerId: string): Promise<boolean> {
  const claimed = await tx
    .update(incubatedProjects)
    .set({ createdBy: ownerId, updatedAt: new Date() })
    .where(and(eq(incubatedProjects.id, projectId), isNull(incubatedProjects.createdBy)))
    .returning({ id: incubatedProjects.id });
  return claimed.length > 0;
}

export function toPublicProject(row: ProjectRow): PublicProject {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    shortDescription: row.shortDescription,
    currentPhase: row.currentPhase,
    isFeatured: row.isFeatured,
    logoUrl: row.logoUrl,
    websiteUrl: row.websiteUrl,
    linkedinUrl: row.socialLinks?.linkedin ?? null,
    industry: row.industry,
    companyType: row.companyType,
    tags: row.tags,
    totalCapitalTarget: row.totalCapitalTarget,
    capitalRaised: row.capitalRaised,
    projectStage: row.projectStage,
    onboardingDate: row.onboardingDate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Active projects, featured first then newest (spec section 7). */
export async function listActiveProjects({
  db,
  limit,
}: {
  db: DbOrTx;
  limit?: number;
}): Promise<ProjectList> {
  const active = eq(incubatedProjects.isActive, true);
  const query = db
    .select()
    .from(incubatedProjects)
    .where(and(active))
    .orderBy(desc(incubatedProjects.isFeatured), desc(incubatedProjects.createdAt), incubatedProjects.id);
  const [rows, [totals]] = await Promise.all([
    limit === undefined ? query : query.limit(limit),
    db.select({ total: count() }).from(incubatedProjects).where(active),
  ]);
  return { projects: rows.map(toPublicProject), total: totals?.total ?? 0 };
}
