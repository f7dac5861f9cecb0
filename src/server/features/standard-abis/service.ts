import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  standardAbiResponse,
  standardAbiSchema,
  standardAbiUpdateSchema,
} from '~/shared/schemas/standard-abis';
import type { DbOrTx } from '../../db/client';
import { refuseDuplicate } from '../../db/pg-errors';
import { contractStandardAbis } from '../../db/schema/index';
import type { ById, UpdateById, WithInput } from '../service-args';
import { deleteRow } from '../delete-row';
import { updateRow } from '../row-by-id';
import { AppError } from '../../http/app-error';

type StandardAbi = z.output<typeof standardAbiResponse>;

function nameTaken(name: string | undefined): AppError {
  return new AppError('DUPLICATE_ERROR', `A standard ABI named ${name} already exists`, {
    name: 'This name is already used by another standard ABI',
  });
}

/** Active rows ordered by contract type (spec section 7); admins may ask for inactive ones too. */
export async function listStandardAbis({
  db,
  includeInactive = false,
}: {
  db: DbOrTx;
  includeInactive?: boolean;
}): Promise<StandardAbi[]> {
  return db
    .select()
    .from(contractStandardAbis)
    .where(includeInactive ? undefined : eq(contractStandardAbis.isActive, true))
    .orderBy(asc(contractStandardAbis.contractType), asc(contractStandardAbis.name));
}

export async function getStandardAbi({
  db,
  id,
  activeOnly = false,
}: {
  db: DbOrTx;
  id: string;
  activeOnly?: boolean;
}): Promise<StandardAbi> {
  const [row] = await db
    .select()
    .from(contractStandardAbis)
    .where(
      and(eq(contractStandardAbis.id, id), activeOnly ? eq(contractStandardAbis.isActive, true) : undefined),
    );
  if (!row) throw new AppError('NOT_FOUND', 'Standard ABI not found');
  return row;
}

export async function createStandardAbi({
  db,
  input,
}: WithInput<typeof standardAbiSchema>): Promise<StandardAbi> {
  const [row] = await refuseDuplicate(
    () => db.insert(contractStandardAbis).values(input).returning(),
    () => nameTaken(input.name),
  );
  return row!;
}

export async function updateStandardAbi({
  db,
  id,
  input,
}: UpdateById<typeof standardAbiUpdateSchema>): Promise<StandardAbi> {
  return refuseDuplicate(
    () =>
      updateRow(db, contractStandardAbis, id, { ...input, updatedAt: new Date() }, 'Standard ABI not found'),
    () => nameTaken(input.name),
  );
}

/**
 * A hard delete: registered contracts keep their own copy of the ABI (contract_abis), whose
 * standard_abi_id becomes null, so nothing deployed loses its interface.
 */
export async function deleteStandardAbi({ db, id }: ById): Promise<void> {
  await deleteRow(db, contractStandardAbis, id, 'Standard ABI not found');
}
