import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { incubatedProjects, projectTeamMembers } from '../../db/schema/index';
import type { ProjectAccessCheck } from '../../http/types';
import type { ProjectAccessEntry } from '~/shared/auth';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec section 6: a user may open the active projects they created or belong to as a team member. */
export function createProjectAccessCheck(db: DbOrTx): ProjectAccessCheck {
  return async ({ userId, projectId, ownerOnly = false }) => {
    if (!uuidPattern.test(projectId)) return false;
    const membership = ownerOnly
      ? sql`${incubatedProjects.createdBy} = ${userId}`
      : sql`(${incubatedProjects.createdBy} = ${userId} OR EXISTS (
            SELECT 1 FROM ${projectTeamMembers}
            WHERE ${projectTeamMembers.projectId} = ${incubatedProjects.id}
              AND ${projectTeamMembers.userId} = ${userId}))`;
    const [row] = await db
      .select({ id: incubatedProjects.id })
      .from(incubatedProjects)
      .where(and(eq(incubatedProjects.id, projectId), eq(incubatedProjects.isActive, true), membership))
      .limit(1);
    return Boolean(row);
  };
}

/** Own active projects (role owner) plus team-member projects, one entry per project, own first. */
export async function listProjectAccess({
  db,
  userId,
}: {
  db: DbOrTx;
  userId: string;
}): Promise<ProjectAccessEntry[]> {
  const columns = {
    id: incubatedProjects.id,
    name: incubatedProjects.name,
    description: incubatedProjects.description,
    currentPhase: incubatedProjects.currentPhase,
    createdBy: incubatedProjects.createdBy,
  };
  const owned = await db
    .select(columns)
    .from(incubatedProjects)
    .where(and(eq(incubatedProjects.createdBy, userId), eq(incubatedProjects.isActive, true)))
    .orderBy(asc(incubatedProjects.name));
  const member = await db
    .select({ ...columns, role: projectTeamMembers.role })
    .from(projectTeamMembers)
    .innerJoin(incubatedProjects, eq(projectTeamMembers.projectId, incubatedProjects.id))
    .where(and(eq(projectTeamMembers.userId, userId), eq(incubatedProjects.isActive, true)))
    .orderBy(asc(incubatedProjects.name), asc(projectTeamMembers.createdAt));
  const entries = new Map<string, ProjectAccessEntry>();
  for (const p of owned) entries.set(p.id, { ...p, isOwner: true, role: 'owner' });
  for (const p of member) {
    if (!entries.has(p.id)) entries.set(p.id, { ...p, isOwner: false, role: p.role });
  }
  return [...entries.values()];
}

/** Everyone the project's access rule names, active or not: its owner and its team members. */
export async function projectAccessHolders(db: DbOrTx, projectId: string): Promise<string[]> {
  const [project] = await db
    .select({ createdBy: incubatedProjects.createdBy })
    .from(incubatedProjects)
    .where(eq(incubatedProjects.id, projectId));
  const members = await db
    .select({ userId: projectTeamMembers.userId })
    .from(projectTeamMembers)
    .where(eq(projectTeamMembers.projectId, projectId));
  const ids = members.map((m) => m.userId);
  if (project?.createdBy) ids.push(project.createdBy);
  return [...new Set(ids)];
}
