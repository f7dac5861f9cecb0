import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  launchScheduleResponse,
  launchScheduleSchema,
  launchScheduleUpdateSchema,
} from '~/shared/schemas/launch-schedules';
import type { DbOrTx } from '../../db/client';
import { contractDeployments, contractLaunchSchedules, products } from '../../db/schema/index';
import type { ById, CreatedBy, UpdateById } from '../service-args';
import { deleteRow } from '../delete-row';
import { findReferencedRow, findRow } from '../row-by-id';
import { AppError, validationError } from '../../http/app-error';

type LaunchSchedule = z.output<typeof launchScheduleResponse>;

/** All schedules, soonest first (spec section 7); optionally those of one product. */
export async function listLaunchSchedules({
  db,
  productId,
}: {
  db: DbOrTx;
  productId?: string;
}): Promise<LaunchSchedule[]> {
  return db
    .select()
    .from(contractLaunchSchedules)
    .where(productId ? eq(contractLaunchSchedules.productId, productId) : undefined)
    .orderBy(asc(contractLaunchSchedules.plannedLaunchDate), asc(contractLaunchSchedules.createdAt));
}

export async function createLaunchSchedule({
  db,
  input,
  userId,
}: CreatedBy<typeof launchScheduleSchema>): Promise<LaunchSchedule> {
  let productId = input.productId ?? null;
  if (input.deploymentId) {
    const deployment = await findReferencedRow(
      db,
      contractDeployments,
      input.deploymentId,
      'deploymentId',
      'Deployment not found',
    );
    if (productId && productId !== deployment.productId) {
      throw validationError({ deploymentId: 'This deployment belongs to another product' });
    }
    // Stored with its product too, so a product's schedules are one query.
    productId = deployment.productId;
  } else if (productId) {
    await findReferencedRow(db, products, productId, 'productId', 'Product not found');
  }
  const [row] = await db
    .insert(contractLaunchSchedules)
    .values({
      productId,
      deploymentId: input.deploymentId ?? null,
      plannedLaunchDate: input.plannedLaunchDate,
      notes: input.notes ?? null,
      createdBy: userId,
    })
    .returning();
  return row!;
}

/** planned -> launched (spec section 4) stamps launched_at; a launch, and its plan, cannot be undone. */
export async function updateLaunchSchedule({
  db,
  id,
  input,
}: UpdateById<typeof launchScheduleUpdateSchema>): Promise<LaunchSchedule> {
  const current = await findRow(db, contractLaunchSchedules, id, 'Launch schedule not found');
  if (current.status === 'launched' && input.status === 'planned') {
    throw new AppError('CONFLICT', 'A launched schedule cannot go back to planned');
  }
  // Once launched, the plan is history (like a sent transaction's status): its date stays what it
  // was. Notes stay editable, as a remark on what happened.
  if (
    current.status === 'launched' &&
    input.plannedLaunchDate &&
    input.plannedLaunchDate !== current.plannedLaunchDate
  ) {
    const message = 'A launched schedule’s planned launch date cannot change';
    throw new AppError('CONFLICT', message, { plannedLaunchDate: message });
  }
  const launching = current.status === 'planned' && input.status === 'launched';
  const [row] = await db
    .update(contractLaunchSchedules)
    .set({
      ...(input.plannedLaunchDate ? { plannedLaunchDate: input.plannedLaunchDate } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(launching ? { status: 'launched' as const, launchedAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(contractLaunchSchedules.id, id))
    .returning();
  return row!;
}

export async function deleteLaunchSchedule({ db, id }: ById): Promise<void> {
  await deleteRow(db, contractLaunchSchedules, id, 'Launch schedule not found');
}
