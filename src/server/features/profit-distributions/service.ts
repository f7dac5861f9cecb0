import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  profitDistributionResponse,
  profitDistributionSchema,
} from '~/shared/schemas/profit-distributions';
import type { CreatedBy } from '../service-args';
import type { DbOrTx } from '../../db/client';
import { requireProjectName } from '../../db/project-name';
import { incubatedProjects, profitSharingDistributions } from '../../db/schema/index';

type ProfitDistribution = z.output<typeof profitDistributionResponse>;

/** numeric(38,18) comes back padded ("12.500000000000000000"); answer with it as written. */
const trimDecimal = (amount: string) => (amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount);

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
  return rows.map((r) => ({ ...r.d, amount: trimDecimal(r.d.amount), projectName: r.name }));
}

/** Insert only: there is no update or delete, here or in the database (a trigger refuses them). */
export async function createProfitDistribution({
  db,
  input,
  userId,
}: CreatedBy<typeof profitDistributionSchema>): Promise<ProfitDistribution> {
  const projectName = await requireProjectName(db, input.projectId);
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
  return { ...row!, amount: trimDecimal(row!.amount), projectName };
}
