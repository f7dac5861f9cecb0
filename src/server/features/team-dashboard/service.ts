import { asc, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { programmeStatus } from '~/shared/programme';
import type { teamDashboardResponse } from '~/shared/schemas/team-dashboard';
import { listProjectAccess } from '../../auth/project-access';
import type { DbOrTx } from '../../db/client';
import {
  incubatedProjects,
  projectCapitalSources,
  projectCommunications,
  projectMilestones,
  projectTeamMembers,
} from '../../db/schema/index';

type TeamDashboard = z.output<typeof teamDashboardResponse>;

const latest = (...dates: Array<string | Date | null | undefined>): Date | null => {
  const times = dates.filter((d) => d != null).map((d) => new Date(d!).getTime());
  return times.length ? new Date(Math.max(...times)) : null;
};

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

  // Admins read what members sent; members read the admins' replies.
  const otherSide = isAdmin ? 'message' : 'reply';
  const [projects, milestones, messages, syncs, joins] = await Promise.all([
    db.select().from(incubatedProjects).where(inArray(incubatedProjects.id, ids)),
    db
      .select({
        projectId: projectMilestones.projectId,
        total: sql<number>`count(*)::int`,
        done: sql<number>`count(${projectMilestones.doneAt})::int`,
        lastAt: sql<string | null>`max(${projectMilestones.doneAt})`,
      })
      .from(projectMilestones)
      .where(inArray(projectMilestones.projectId, ids))
      .groupBy(projectMilestones.projectId),
    db
      .select({
        projectId: projectCommunications.projectId,
        unread: sql<number>`(count(*) FILTER (WHERE ${projectCommunications.messageType} = ${otherSide} AND ${projectCommunications.status} = 'unread'))::int`,
        lastAt: sql<string | null>`max(${projectCommunications.createdAt})`,
      })
      .from(projectCommunications)
      .where(inArray(projectCommunications.projectId, ids))
      .groupBy(projectCommunications.projectId),
    db
      .select({
        projectId: projectCapitalSources.projectId,
        lastAt: sql<string | null>`max(${projectCapitalSources.lastSyncedAt})`,
      })
      .from(projectCapitalSources)
      .where(inArray(projectCapitalSources.projectId, ids))
      .groupBy(projectCapitalSources.projectId),
    db
      .select({
        projectId: projectTeamMembers.projectId,
        lastAt: sql<string | null>`max(${projectTeamMembers.createdAt})`,
      })
      .from(projectTeamMembers)
      .where(inArray(projectTeamMembers.projectId, ids))
      .groupBy(projectTeamMembers.projectId),
  ]);
  const byId = <T extends { projectId: string }>(rows: T[]) => new Map(rows.map((r) => [r.projectId, r]));
  const [m, msg, sync, join] = [byId(milestones), byId(messages), byId(syncs), byId(joins)];
  const project = new Map(projects.map((p) => [p.id, p]));

  return {
    scope: isAdmin ? 'all' : 'member',
    projects: ids.flatMap((id) => {
      const p = project.get(id);
      if (!p) return [];
      return [
        {
          id,
          name: p.name,
          currentPhase: p.currentPhase,
          isActive: p.isActive,
          role: roles.get(id) ?? null,
          programme: programmeStatus(p.onboardingDate, today),
          milestones: { done: Number(m.get(id)?.done ?? 0), total: Number(m.get(id)?.total ?? 0) },
          unreadMessages: Number(msg.get(id)?.unread ?? 0),
          lastActivityAt: latest(
            m.get(id)?.lastAt,
            msg.get(id)?.lastAt,
            sync.get(id)?.lastAt,
            join.get(id)?.lastAt,
          ),
        },
      ];
    }),
  };
}
