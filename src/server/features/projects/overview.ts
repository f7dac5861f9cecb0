import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { milestoneProgress } from '~/shared/schemas/milestones';
import type { projectOverviewResponse } from '~/shared/schemas/projects';
import type { DbOrTx } from '../../db/client';
import {
  projectCapitalSources,
  projectCommunications,
  projectMilestones,
  projectRevenueTargets,
  projectTeamMembers,
  users,
} from '../../db/schema/index';
import type { Caller } from '../../http/types';
import { listMilestones } from '../milestones/service';
import type { ByProject } from '../service-args';
import { getManagedProject, unreadBy } from './manage-service';

type ProjectOverview = z.output<typeof projectOverviewResponse>;

const ACTIVITY_ITEMS = 8;

/** Everything the project dashboard shows, for one of the project's members or an admin. */
export async function getProjectOverview({
  db,
  projectId,
  viewer,
}: ByProject & { viewer: Caller }): Promise<ProjectOverview> {
  const project = await getManagedProject({ db, id: projectId });
  const [milestones, members, sources, targets] = await Promise.all([
    listMilestones({ db, projectId }),
    db.select().from(projectTeamMembers).where(eq(projectTeamMembers.projectId, projectId)),
    db
      .select()
      .from(projectCapitalSources)
      .where(eq(projectCapitalSources.projectId, projectId))
      .orderBy(asc(projectCapitalSources.contractName)),
    db
      .select()
      .from(projectRevenueTargets)
      .where(eq(projectRevenueTargets.projectId, projectId))
      .orderBy(asc(projectRevenueTargets.targetDate)),
  ]);
  const unread = unreadBy(
    viewer.isAdmin ? 'admins' : { memberId: viewer.userId },
    sql.raw('"project_communications"'),
  );
  const [messageFigures] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) FILTER (WHERE ${unread}))::int`,
      lastAt: sql<string | null>`max(${projectCommunications.createdAt})`,
    })
    .from(projectCommunications)
    .where(eq(projectCommunications.projectId, projectId));

  const ownerId = project.owner?.id ?? null;
  const teamSize = (ownerId ? 1 : 0) + members.filter((m) => m.userId !== ownerId).length;
  const viewerRole = viewer.isAdmin
    ? 'admin'
    : ownerId === viewer.userId
      ? 'owner'
      : (members.find((m) => m.userId === viewer.userId)?.role ?? 'member');
  const raised = project.capitalRaised;
  const target = project.totalCapitalTarget;

  return {
    project,
    viewerRole,
    teamSize,
    milestones,
    milestoneProgress: milestoneProgress(milestones),
    capital: {
      raised,
      target,
      percent: target && target > 0 ? Math.min(100, Math.round(((raised ?? 0) / target) * 100)) : null,
      sources: sources.map((s) => ({
        id: s.id,
        contractName: s.contractName,
        sourceType: s.sourceType,
        totalRaised: s.totalRaised,
        value: s.usdConversion === 'none' ? null : s.totalRaisedUsd,
        syncStatus: s.syncStatus,
        lastSyncedAt: s.lastSyncedAt,
      })),
    },
    revenueTargets: targets.map((t) => ({
      id: t.id,
      targetAmount: t.targetAmount,
      targetDate: t.targetDate,
      status: t.status,
    })),
    messages: {
      unreadForViewer: Number(messageFigures?.unread ?? 0),
      total: Number(messageFigures?.total ?? 0),
      lastAt: messageFigures?.lastAt ? new Date(messageFigures.lastAt) : null,
    },
    activity: await recentActivity(db, projectId),
  };
}

/** The newest messages, ticked milestones, syncs and arrivals, newest first. */
async function recentActivity(db: DbOrTx, projectId: string): Promise<ProjectOverview['activity']> {
  const [messages, ticked, synced, joined] = await Promise.all([
    db
      .select({
        at: projectCommunications.createdAt,
        subject: projectCommunications.subject,
        type: projectCommunications.messageType,
      })
      .from(projectCommunications)
      .where(eq(projectCommunications.projectId, projectId))
      .orderBy(desc(projectCommunications.createdAt))
      .limit(ACTIVITY_ITEMS),
    db
      .select({ at: projectMilestones.doneAt, title: projectMilestones.title })
      .from(projectMilestones)
      .where(and(eq(projectMilestones.projectId, projectId), isNotNull(projectMilestones.doneAt)))
      .orderBy(desc(projectMilestones.doneAt))
      .limit(ACTIVITY_ITEMS),
    db
      .select({
        at: projectCapitalSources.lastSyncedAt,
        name: projectCapitalSources.contractName,
        status: projectCapitalSources.syncStatus,
      })
      .from(projectCapitalSources)
      .where(
        and(eq(projectCapitalSources.projectId, projectId), isNotNull(projectCapitalSources.lastSyncedAt)),
      )
      .orderBy(desc(projectCapitalSources.lastSyncedAt))
      .limit(ACTIVITY_ITEMS),
    db
      .select({ at: projectTeamMembers.createdAt, name: users.name })
      .from(projectTeamMembers)
      .innerJoin(users, eq(users.id, projectTeamMembers.userId))
      .where(and(eq(projectTeamMembers.projectId, projectId), ne(projectTeamMembers.role, 'owner')))
      .orderBy(desc(projectTeamMembers.createdAt))
      .limit(ACTIVITY_ITEMS),
  ]);
  const items: ProjectOverview['activity'] = [
    ...messages.map((m) => ({
      at: m.at,
      kind: 'message' as const,
      text: m.type === 'reply' ? `Admin replied: ${m.subject}` : `Message sent: ${m.subject}`,
    })),
    ...ticked.map((m) => ({
      at: m.at!,
      kind: 'milestone' as const,
      text: `Milestone done: ${m.title}`,
    })),
    ...synced.map((s) => ({
      at: s.at!,
      kind: 'capital' as const,
      text: s.status === 'failed' ? `Capital sync failed: ${s.name}` : `Capital synced: ${s.name}`,
    })),
    ...joined.map((j) => ({
      at: j.at,
      kind: 'team' as const,
      text: `${j.name} joined the team`,
    })),
  ];
  return items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, ACTIVITY_ITEMS);
}
