import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  milestoneCreateSchema,
  milestoneResponse,
  milestoneUpdateSchema,
} from '~/shared/schemas/milestones';
import type { DbOrTx } from '../../db/client';
import { projectMilestones, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Realtime } from '../../realtime/hub';
import { getProjectRow } from '../projects/service';
import { deleteRow } from '../delete-row';
import type { ByProject } from '../service-args';

type MilestoneRow = typeof projectMilestones.$inferSelect;
type Milestone = z.output<typeof milestoneResponse>;
/** A change to a project's milestones is announced on its `projects` topic. */
type MilestoneChange = ByProject & { realtime: Realtime };

function toMilestone(row: MilestoneRow, doneByName: string | null): Milestone {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    dueDay: row.dueDay,
    done: row.doneAt !== null,
    doneAt: row.doneAt,
    doneBy: row.doneBy ? { id: row.doneBy, name: doneByName ?? 'A former user' } : null,
    createdAt: row.createdAt,
  };
}

/** A project's milestones by due day. */
export async function listMilestones({ db, projectId }: ByProject): Promise<Milestone[]> {
  const rows = await db
    .select({ milestone: projectMilestones, doneByName: users.name })
    .from(projectMilestones)
    .leftJoin(users, eq(users.id, projectMilestones.doneBy))
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(asc(projectMilestones.dueDay), asc(projectMilestones.createdAt));
  return rows.map((r) => toMilestone(r.milestone, r.doneByName));
}

async function announce(realtime: Realtime, db: DbOrTx, projectId: string) {
  await realtime.publish('projects', { type: 'updated', id: projectId }, db);
}

export async function createMilestone({
  db,
  realtime,
  projectId,
  input,
}: MilestoneChange & { input: z.output<typeof milestoneCreateSchema> }): Promise<Milestone> {
  await getProjectRow({ db, id: projectId });
  const [row] = await db
    .insert(projectMilestones)
    .values({ projectId, ...input })
    .returning();
  await announce(realtime, db, projectId);
  return toMilestone(row!, null);
}

/** Ticking a milestone records who did it and when; unticking clears both. */
export async function updateMilestone({
  db,
  realtime,
  projectId,
  milestoneId,
  input,
  actorId,
}: MilestoneChange & {
  milestoneId: string;
  input: z.output<typeof milestoneUpdateSchema>;
  actorId: string;
}): Promise<Milestone> {
  const { done, ...fields } = input;
  const [row] = await db
    .update(projectMilestones)
    .set({
      ...fields,
      ...(done === undefined
        ? {}
        : done
          ? {
              doneAt: sql`coalesce(${projectMilestones.doneAt}, now())`,
              doneBy: sql`coalesce(${projectMilestones.doneBy}, ${actorId})`,
            }
          : { doneAt: null, doneBy: null }),
    })
    .where(and(eq(projectMilestones.id, milestoneId), eq(projectMilestones.projectId, projectId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Milestone not found');
  await announce(realtime, db, projectId);
  const [doneBy] = row.doneBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.doneBy))
    : [];
  return toMilestone(row, doneBy?.name ?? null);
}

export async function deleteMilestone({
  db,
  realtime,
  projectId,
  milestoneId,
}: MilestoneChange & { milestoneId: string }): Promise<void> {
  await deleteRow(db, projectMilestones, milestoneId, 'Milestone not found', [
    projectMilestones.projectId,
    projectId,
  ]);
  await announce(realtime, db, projectId);
}
