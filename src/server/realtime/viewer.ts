import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { incubatedProjects, projectTeamMembers } from '../db/schema/index';
import { isAdminRole } from '../http/access';
import type { SessionUser } from '../http/types';
import { anonymousViewer, type Viewer } from './topics';

/**
 * The projects whose private topics a signed-in user may follow: active projects they created plus
 * the active ones they are a team member of (spec section 6, project access). Admins need no list.
 */
export async function loadViewer({ db, user }: { db: DbOrTx; user: SessionUser | null }): Promise<Viewer> {
  if (!user) return anonymousViewer;
  if (isAdminRole(user.role)) return { userId: user.id, role: user.role, projectIds: new Set() };
  const [owned, member] = await Promise.all([
    db
      .select({ id: incubatedProjects.id })
      .from(incubatedProjects)
      .where(and(eq(incubatedProjects.createdBy, user.id), eq(incubatedProjects.isActive, true))),
    db
      .select({ id: projectTeamMembers.projectId })
      .from(projectTeamMembers)
      .innerJoin(incubatedProjects, eq(incubatedProjects.id, projectTeamMembers.projectId))
      .where(and(eq(projectTeamMembers.userId, user.id), eq(incubatedProjects.isActive, true))),
  ]);
  return {
    userId: user.id,
    role: user.role,
    projectIds: new Set([...owned, ...member].map((r) => r.id.toLowerCase())),
  };
}
