import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { programmeStatus } from '~/shared/programme';
import type { teamDashboardResponse } from '~/shared/schemas/team-dashboard';
import { listProjectAccess } from '../accounts/service';
import type { DbOrTx } from '../../db/client';
import { incubatedProjects } from '../../db/schema/index';
import { activityTime, projectActivityColumns } from '../projects/service';

type TeamDashboard = z.output<typeof teamDashboardResponse>;

/**
 * The team dashboard (docs/decisions/0011-team-dashboard.md): a member's active projects (the
 * same rule as project access, spec section 6), or every project for an admin, each with its
 * programme day, milestones, messages still unread by the caller's side and last activity.
 */
export async function getTeamDashboard({
  db,
  userId,
  isAdmin,
  today = new Date(),
}: {
  db: DbOrTx;
  userId: string;
  isAdmin: boolean;
  today?: Date;
}): Promise<TeamDashboard> {
  const access = await listProjectAccess({ db, userId });
  const roles = new Map(access.map((p) => [p.id, p.role]));
  const ids = isAdmin
    ? (
        await db
          .select({ id: incubatedProjects.id })
          .from(incubatedProjects)
          .orderBy(asc(incubatedProjects.name), asc(incubatedProjects.id))
      ).map((p) => p.id)
    : access.map((p) => p.id);
  if (ids.length === 0) return { scope: isAdmin ? 'all' : 'member', projects: [] };

  // Admins read what members sent (one shared inbox); each member the admins' replies, for themselves.
  const rows = await db
    .select({
      project: incubatedProjects,
      ...projectActivityColumns(isAdmin ? 'admins' : { memberId: userId }),
    })
    .from(incubatedProjects)
    .where(inArray(incubatedProjects.id, ids));
  const project = new Map(rows.map((r) => [r.project.id, r]));

  return {
    scope: isAdmin ? 'all' : 'member',
    projects: ids.flatMap((id) => {
      const row = project.get(id);
      if (!row) return [];
      const p = row.project;
      return [
        {
          id,
          name: p.name,
          currentPhase: p.currentPhase,
          isActive: p.isActive,
          role: roles.get(id) ?? null,
          programme: programmeStatus(p.onboardingDate, today),
          milestones: { done: row.milestonesDone, total: row.milestonesTotal },
          unreadMessages: row.unreadMessages,
          lastActivityAt: activityTime(row.lastActivityAt),
        },
      ];
    }),
  };
}
