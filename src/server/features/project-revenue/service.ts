import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  profitDistributionSchema,
  revenueTargetSchema,
  revenueTargetUpdateSchema,
} from '~/shared/contracts';
import type { ProfitDistribution, RevenueTarget } from '~/shared/contracts-api';
import type { DbOrTx } from '../../db/client';
import { incubatedProjects, profitSharingDistributions, projectRevenueTargets } from '../../db/schema/index';
import { AppError, validationError } from '../../http/app-error';

type TargetRow = typeof projectRevenueTargets.$inferSelect;
type DistributionRow = typeof profitSharingDistributions.$inferSelect;

function toTarget(row: TargetRow, projectName: string): RevenueTarget {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName,
    targetAmount: row.targetAmount,
    targetDate: row.targetDate,
    status: row.status,
    achievedAt: row.achievedAt?.toISOString() ?? null,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDistribution(row: DistributionRow, projectName: string): ProfitDistribution {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName,
    // numeric(38,18) comes back padded ("12.500000000000000000"); show it as written.
    amount: row.amount.includes('.') ? row.amount.replace(/\.?0+$/, '') : row.amount,
    tokenSymbol: row.tokenSymbol,
    txHash: row.txHash,
    chainId: row.chainId,
    distributedAt: row.distributedAt.toISOString(),
    notes: row.notes,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

async function projectName(db: DbOrTx, projectId: string): Promise<string> {
  const [project] = await db
    .select({ name: incubatedProjects.name })
    .from(incubatedProjects)
    .where(eq(incubatedProjects.id, projectId));
  if (!project) throw validationError({ projectId: 'Project not found' });
  return project.name;
}

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
  return rows.map((r) => toTarget(r.t, r.name));
}

export async function createRevenueTarget({
  db,
  input,
  userId,
}: {
  db: DbOrTx;
  input: z.output<typeof revenueTargetSchema>;
  userId: string | null;
}): Promise<RevenueTarget> {
  const name = await projectName(db, input.projectId);
  const [row] = await db
    .insert(projectRevenueTargets)
    .values({ ...input, notes: input.notes ?? null, createdBy: userId })
    .returning();
  return toTarget(row!, name);
}

/** active -> achieved (spec section 4) stamps achieved_at; an achieved target stays achieved. */
export async function updateRevenueTarget({
  db,
  id,
  input,
}: {
  db: DbOrTx;
  id: string;
  input: z.output<typeof revenueTargetUpdateSchema>;
}): Promise<RevenueTarget> {
  const [current] = await db.select().from(projectRevenueTargets).where(eq(projectRevenueTargets.id, id));
  if (!current) throw new AppError('NOT_FOUND', 'Revenue target not found');
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
  return toTarget(row!, await projectName(db, row!.projectId));
}

/** Newest distribution first, optionally for one project. */
export async function listProfitDistributions({
  db,
  projectId,
}: {
  db: DbOrTx;
  projectId?: string;
}): Promise<ProfitDistribution[]> {
  const rows = await db
    .select({ d: profitSharingDistributions, name: incubatedProjects.name })
    .from(profitSharingDistributions)
    .innerJoin(incubatedProjects, eq(incubatedProjects.id, profitSharingDistributions.projectId))
    .where(projectId ? eq(profitSharingDistributions.projectId, projectId) : undefined)
    .orderBy(desc(profitSharingDistributions.distributedAt), desc(profitSharingDistributions.createdAt));
  return rows.map((r) => toDistribution(r.d, r.name));
}

/** Insert only: there is no update or delete, here or in the database (a trigger refuses them). */
export async function createProfitDistribution({
  db,
  input,
  userId,
}: {
  db: DbOrTx;
  input: z.output<typeof profitDistributionSchema>;
  userId: string | null;
}): Promise<ProfitDistribution> {
  const name = await projectName(db, input.projectId);
  const [row] = await db
    .insert(profitSharingDistributions)
    .values({
      projectId: input.projectId,
      amount: input.amount,
      tokenSymbol: input.tokenSymbol,
      txHash: input.txHash ?? null,
      chainId: input.chainId ?? null,
      distributedAt: input.distributedAt ? new Date(input.distributedAt) : new Date(),
      notes: input.notes ?? null,
      createdBy: userId,
    })
    .returning();
  return toDistribution(row!, name);
}
