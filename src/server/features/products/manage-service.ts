// The product pages' services, called by routes.ts; other features use service.ts (it says why not this).
import { asc, count, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  productDetailResponse,
  productResponse,
  productSchema,
  productUpdateSchema,
} from '~/shared/schemas/products';
import type { Db, DbOrTx } from '../../db/client';
import { contractDeployments, contractLaunchSchedules, products } from '../../db/schema/index';
import { deleteRow } from '../delete-row';
import { findRow, lockRow, updateRow } from '../row-by-id';
import type { ById, CreatedBy, UpdateById } from '../service-args';
import { AppError } from '../../http/app-error';
import { deleteAbis, selectDeployments } from '../contracts/service/index';
import { listTransactions } from '../journal/service';
import { insertProduct } from './product-rows';

type ProductRow = typeof products.$inferSelect;
type Product = z.output<typeof productResponse>;

const findProduct = (db: DbOrTx, id: string): Promise<ProductRow> =>
  findRow(db, products, id, 'Product not found');

/** The product page: deployments with their ABIs, launch schedules and the transaction journal. */
export async function getProduct({
  db,
  id,
}: {
  db: DbOrTx;
  id: string;
}): Promise<z.output<typeof productDetailResponse>> {
  const row = await findProduct(db, id);
  const deployments = await selectDeployments(db, eq(contractDeployments.productId, id), 'oldest');
  const deploymentIds = deployments.map((d) => d.id);
  const [schedules, transactions] = await Promise.all([
    db
      .select()
      .from(contractLaunchSchedules)
      .where(
        // A schedule names the product or one of its deployments.
        deploymentIds.length > 0
          ? or(
              eq(contractLaunchSchedules.productId, id),
              inArray(contractLaunchSchedules.deploymentId, deploymentIds),
            )
          : eq(contractLaunchSchedules.productId, id),
      )
      .orderBy(asc(contractLaunchSchedules.plannedLaunchDate), asc(contractLaunchSchedules.createdAt)),
    listTransactions({ db, productId: id }),
  ]);
  return {
    ...row,
    deploymentCount: deployments.length,
    deployments,
    launchSchedules: schedules,
    transactions,
  };
}

export async function createProduct({
  db,
  input,
  userId,
}: CreatedBy<typeof productSchema>): Promise<Product> {
  const row = await insertProduct(db, { ...input, userId });
  return { ...row, deploymentCount: 0 };
}

export async function updateProduct({
  db,
  id,
  input,
}: UpdateById<typeof productUpdateSchema>): Promise<Product> {
  const row = await updateRow(db, products, id, { ...input, updatedAt: new Date() }, 'Product not found');
  const [counted] = await db
    .select({ n: count() })
    .from(contractDeployments)
    .where(eq(contractDeployments.productId, id));
  return { ...row, deploymentCount: counted?.n ?? 0 };
}

/** The journal of every deployment of a product; an unknown product is a 404. */
export async function listProductTransactions({ db, id }: ById) {
  await findProduct(db, id);
  return listTransactions({ db, productId: id });
}

/**
 * Deletes the product, its deployments (cascade, with their monitors) and their ABI copies; the
 * journal stays. `expectedDeployments`: the count the admin reviewed; another count is a 409.
 */
export async function deleteProduct({
  db,
  id,
  expectedDeployments,
}: {
  db: Db;
  id: string;
  expectedDeployments?: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked: a deployment registered meanwhile waits for this delete (its foreign key needs the row).
    const product = await lockRow(tx, products, id, 'Product not found');
    const abiIds = (
      await tx
        .select({ id: contractDeployments.contractAbiId })
        .from(contractDeployments)
        .where(eq(contractDeployments.productId, id))
    ).map((r) => r.id);
    if (expectedDeployments !== undefined && abiIds.length !== expectedDeployments) {
      throw new AppError(
        'CONFLICT',
        `${product.name} now has ${abiIds.length} deployment(s), not the ${expectedDeployments} you reviewed: reload the page and check before deleting`,
      );
    }
    await deleteRow(tx, products, id, 'Product not found');
    await deleteAbis(tx, abiIds);
  });
}
