import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { programmeStatus } from '~/shared/programme';
import {
  adminOnlyProjectFields,
  type adminProjectListQuerySchema,
  type managedProjectResponse,
  type managedProjectSummaryResponse,
  type projectCreateSchema,
  type projectUpdateSchema,
} from '~/shared/schemas/projects';
import { projectAccessHolders } from '../accounts/service';
import type { DbOrTx } from '../../db/client';
import { incubatedProjects, invitations, projectCapitalSources, users } from '../../db/schema/index';
import { AppError, validationError } from '../../http/app-error';
import type { Caller } from '../../http/types';
import { assertProjectNameFree, getProjectRow, toPublicProject } from './project-rows';
import type { Realtime } from '../../realtime/hub';
import type { ById } from '../service-args';

type ProjectRow = typeof incubatedProjects.$inferSelect;
export type ManagedProject = z.output<typeof managedProjectResponse>;
type ManagedProjectSummary = z.output<typeof managedProjectSummaryResponse>;
type CreateInput = z.output<typeof projectCreateSchema>;
type UpdateInput = z.output<typeof projectUpdateSchema>;

const p = incubatedProjects;
// Correlated subqueries name the outer row in full: drizzle writes a bare "id" in select lists,
// which inside a subquery would mean the inner table's column.
const outer = {
  id: sql.raw('"incubated_projects"."id"'),
  createdBy: sql.raw('"incubated_projects"."created_by"'),
};
const teamSize = sql<number>`((CASE WHEN ${outer.createdBy} IS NULL THEN 0 ELSE 1 END) + (SELECT count(*) FROM project_team_members m WHERE m.project_id = ${outer.id}
  AND m.user_id IS DISTINCT FROM ${outer.createdBy}))::int`;
/**
 * Whose unread messages count: the admins' shared inbox (founders' messages no admin has read
 * yet), or one member's own: the admin replies that member has not read themselves
 * (docs/decisions/0023-per-person-read-state.md).
 */
export type UnreadReader = 'admins' | { memberId: string };

/** The condition on a message row `c` (project_communications) that it is unread by `reader`. */
export const unreadBy = (reader: UnreadReader, c: SQL) =>
  reader === 'admins'
    ? sql`(${c}.message_type = 'message' AND ${c}.status = 'unread')`
    : sql`(${c}.message_type = 'reply' AND NOT EXISTS (SELECT 1 FROM message_reads r
        WHERE r.message_id = ${c}.id AND r.user_id = ${reader.memberId}))`;

const unreadOf = (reader: UnreadReader) => sql<number>`(SELECT count(*) FROM project_communications c
  WHERE c.project_id = ${outer.id} AND ${unreadBy(reader, sql.raw('c'))})::int`;
const milestonesDone = sql<number>`(SELECT count(*) FROM project_milestones s WHERE s.project_id = ${outer.id}
  AND s.done_at IS NOT NULL)::int`;
const milestonesTotal = sql<number>`(SELECT count(*) FROM project_milestones s WHERE s.project_id = ${outer.id})::int`;
// GREATEST skips NULLs, so a project with no activity of a kind still has its last edit.
const lastActivityAt = sql<Date | string>`GREATEST(
  (SELECT max(c.created_at) FROM project_communications c WHERE c.project_id = ${outer.id}),
  (SELECT max(s.done_at) FROM project_milestones s WHERE s.project_id = ${outer.id}),
  (SELECT max(k.last_synced_at) FROM project_capital_sources k WHERE k.project_id = ${outer.id}),
  (SELECT max(m.created_at) FROM project_team_members m WHERE m.project_id = ${outer.id}),
  "incubated_projects"."updated_at")`;
const syncRank = ['completed', 'pending', 'syncing', 'failed'] as const;
const worstSyncRank = sql<
  number | null
>`(SELECT max(CASE k.sync_status WHEN 'failed' THEN 3 WHEN 'syncing' THEN 2
  WHEN 'pending' THEN 1 ELSE 0 END) FROM project_capital_sources k WHERE k.project_id = ${outer.id})`;
const syncSources = sql<number>`(SELECT count(*) FROM project_capital_sources k WHERE k.project_id = ${outer.id})::int`;
const lastSyncedAt = sql<
  Date | string | null
>`(SELECT max(k.last_synced_at) FROM project_capital_sources k WHERE k.project_id = ${outer.id})`;
/** A timestamp from a raw SQL expression, which the driver may hand over as a string. */
const toDate = (v: Date | string) => new Date(v);

/**
 * The programme figures of a project row, as correlated subqueries for a select on
 * incubated_projects: what the management list and the team dashboard both show, counted once.
 * `reader`: whose unread messages count (the admins' inbox, or one member's own reads).
 */
export const projectActivityColumns = (reader: UnreadReader) => ({
  unreadMessages: unreadOf(reader),
  milestonesDone,
  milestonesTotal,
  lastActivityAt,
});
export const activityTime = toDate;

/** The admin management list: every project, published or not, with its programme figures. */
export async function listManagedProjects({
  db,
  query,
  today = new Date(),
}: {
  db: DbOrTx;
  query: z.output<typeof adminProjectListQuerySchema>;
  today?: Date;
}): Promise<ManagedProjectSummary[]> {
  const where: SQL[] = [];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where.push(sql`(${p.name} ILIKE ${like} OR coalesce(${p.description}, '') ILIKE ${like})`);
  }
  if (query.phase) where.push(eq(p.currentPhase, query.phase));
  if (query.industry) where.push(eq(p.industry, query.industry));
  if (query.active !== undefined) where.push(eq(p.isActive, query.active));
  if (query.featured !== undefined) where.push(eq(p.isFeatured, query.featured));
  const rows = await db
    .select({
      project: p,
      teamSize,
      ...projectActivityColumns('admins'),
      worstSyncRank,
      syncSources,
      lastSyncedAt,
    })
    .from(p)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(p.isActive), desc(p.createdAt), p.id);
  return rows.map(({ project, ...figures }) => ({
    id: project.id,
    name: project.name,
    logoUrl: project.logoUrl,
    industry: project.industry,
    currentPhase: project.currentPhase,
    isActive: project.isActive,
    isFeatured: project.isFeatured,
    programme: programmeStatus(project.onboardingDate, today),
    capitalRaised: project.capitalRaised,
    totalCapitalTarget: project.totalCapitalTarget,
    teamSize: figures.teamSize,
    unreadMessages: figures.unreadMessages,
    milestonesDone: figures.milestonesDone,
    milestonesTotal: figures.milestonesTotal,
    lastActivityAt: toDate(figures.lastActivityAt),
    syncHealth: {
      status: figures.worstSyncRank === null ? null : syncRank[Number(figures.worstSyncRank)]!,
      sources: figures.syncSources,
      lastSyncedAt: figures.lastSyncedAt ? toDate(figures.lastSyncedAt) : null,
    },
    updatedAt: project.updatedAt,
  }));
}

async function toManagedProject(db: DbOrTx, row: ProjectRow): Promise<ManagedProject> {
  const [owner] = row.createdBy
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, row.createdBy))
    : [];
  const [claim] = owner
    ? []
    : await db
        .select({ email: invitations.email })
        .from(invitations)
        .where(
          and(
            eq(invitations.projectId, row.id),
            eq(invitations.projectRole, 'owner'),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
          ),
        )
        .orderBy(desc(invitations.createdAt))
        .limit(1);
  // The public site's fields, then what only the project's team and the admins see.
  return {
    ...toPublicProject(row),
    isActive: row.isActive,
    owner: owner ?? null,
    pendingOwnerEmail: claim?.email ?? null,
    capitalSourceCount: await countCapitalSources(db, row.id),
    programme: programmeStatus(row.onboardingDate),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const countCapitalSources = (db: DbOrTx, projectId: string) =>
  db.$count(projectCapitalSources, eq(projectCapitalSources.projectId, projectId));

export async function getManagedProject({ db, id }: ById): Promise<ManagedProject> {
  return toManagedProject(db, await getProjectRow({ db, id }));
}

/** Column values from a create or update body; `linkedinUrl` lives in social_links. */
function columnsOf(input: Partial<CreateInput>, current?: ProjectRow): Partial<typeof p.$inferInsert> {
  const { linkedinUrl, ...rest } = input;
  const columns: Partial<typeof p.$inferInsert> = { ...rest };
  if (linkedinUrl !== undefined) {
    const links = { ...(current?.socialLinks ?? {}) };
    if (linkedinUrl) links.linkedin = linkedinUrl;
    else delete links.linkedin;
    columns.socialLinks = Object.keys(links).length ? links : null;
  }
  return columns;
}

export async function createManagedProject({
  db,
  realtime,
  input,
}: {
  db: DbOrTx;
  realtime: Realtime;
  input: CreateInput;
}): Promise<ManagedProject> {
  const row = await db.transaction(async (tx) => {
    await assertProjectNameFree(tx, input.name);
    const [created] = await tx
      .insert(p)
      .values({ ...columnsOf(input), name: input.name })
      .returning();
    await realtime.publish('projects', { type: 'created', id: created!.id }, tx);
    return created!;
  });
  return toManagedProject(db, row);
}

/**
 * Admins change everything; the owner changes the public profile only (never publication,
 * featuring, phase, programme start or the capital target and raised); other members change nothing.
 */
export async function updateManagedProject({
  db,
  realtime,
  id,
  input,
  actor,
}: {
  db: DbOrTx;
  realtime: Realtime;
  id: string;
  input: UpdateInput;
  actor: Caller;
}): Promise<ManagedProject> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(p).where(eq(p.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Project not found');
    if (!actor.isAdmin) {
      if (current.createdBy !== actor.userId) {
        throw new AppError('FORBIDDEN', 'Only the project owner or an admin can edit this project');
      }
      const refused = adminOnlyProjectFields.filter((field) => input[field] !== undefined);
      if (refused.length) {
        throw new AppError(
          'FORBIDDEN',
          'Only admins can change publication, featuring, phase, programme start and the capital figures',
          Object.fromEntries(refused.map((f) => [f, 'Only admins can change this'])),
        );
      }
    }
    if (input.name !== undefined) await assertProjectNameFree(tx, input.name, id);
    // A project's sources sum its capital raised on every sync: a typed figure would show until
    // the next one, which would then announce the difference as capital gained.
    if (input.capitalRaised !== undefined && (await countCapitalSources(tx, id)) > 0) {
      throw validationError({
        capitalRaised: 'Capital raised is the sum of the capital sources; change them on the Capital tab',
      });
    }
    const [updated] = await tx
      .update(p)
      .set({ ...columnsOf(input, current), updatedAt: sql`now()` })
      .where(eq(p.id, id))
      .returning();
    await realtime.publish('projects', { type: 'updated', id }, tx);
    // Deactivated: its team's open streams re-check their rights at once and stop carrying it.
    if (current.isActive && !updated!.isActive) {
      for (const userId of await projectAccessHolders(tx, id)) await realtime.revokeUser(userId, tx);
    }
    return updated!;
  });
  return toManagedProject(db, row);
}
