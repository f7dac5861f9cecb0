import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  revenueTargetResponse,
  revenueTargetSchema,
  revenueTargetUpdateSchema,
} from '~/shared/schemas/revenue-targets';
import type { DbOrTx } from '../../db/client';
import { requireProjectName } from '../../db/project-name';
import { incubatedProjects, projectRevenueTargets } from '../../db/schema/index';
import type { ById, CreatedBy, UpdateById } from '../service-args';
import { deleteRow } from '../delete-row';
import { findRow } from '../row-by-id';
import { AppError } from '../../http/app-error';

type RevenueTarget = z.output<typeof revenueTargetResponse>;

/** Ordered by target date (spec section 7), optionally for one project. */
export async function listRevenueTargets({
  db,
  projectId,
}: {
  db: DbOrTx;
  projectId?: string;
}): Promise<RevenueTarget[]> {
  const rows = await db
    .select({ t: projectRevenueTargets, name: incubatedProjects.name })
    .from(projectRevenueTargets)
    .innerJoin(incubatedProjects, eq(incubatedProjects.id, projectRevenueTargets.projectId))
    .where(projectId ? eq(projectRevenueTargets.projectId, projectId) : undefined)
    .orderBy(asc(projectRevenueTargets.targetDate), asc(projectRevenueTargets.createdAt));
  return rows.map((r) => ({ ...r.t, projectName: r.name }));
}

export async function createRevenueTarget({
  db,
  input,
  userId,
}: CreatedBy<typeof revenueTargetSchema>): Promise<RevenueTarget> {
  const projectName = await requireProjectName(db, input.projectId);
  const [row] = await db
    .insert(projectRevenueTargets)
    .values({ ...input, notes: input.notes ?? null, createdBy: userId })
    .returning();
  return { ...row!, projectName };
}

/** active -> achieved (spec section 4) stamps achieved_at; an achieved target stays achieved. */
export async function updateRevenueTarget({
  db,
  id,
  input,
}: UpdateById<typeof revenueTargetUpdateSchema>): Promise<RevenueTarget> {
  const current = await findRow(db, projectRevenueTargets, id, 'Revenue target not found');
  if (current.status === 'achieved' && input.status === 'active') {
    throw new AppError('CONFLICT', 'An achieved revenue target cannot become active again');
  }
  const achieving = current.status === 'active' && input.status === 'achieved';
  const [row] = await db
    .update(projectRevenueTargets)
    .set({
      ...(input.targetAmount !== undefined ? { targetAmount: input.targetAmount } : {}),
      ...(input.targetDate ? { targetDate: input.targetDate } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(achieving ? { status: 'achieved' as const, achievedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(projectRevenueTargets.id, id))
    .returning();
  return { ...row!, projectName: await requireProjectName(db, row!.projectId) };
}

/** Removes a target set by mistake (the Revenue tab of /incubator/{id}). */
export async function deleteRevenueTarget({ db, id }: ById): Promise<void> {
  await deleteRow(db, projectRevenueTargets, id, 'Revenue target not found');
}
