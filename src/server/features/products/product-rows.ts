import { asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { productResponse } from '~/shared/schemas/products';
import type { DbOrTx } from '../../db/client';
import { contractDeployments, products } from '../../db/schema/index';

type ProductRow = typeof products.$inferSelect;
type Product = z.output<typeof productResponse>;

const countsByProduct = (db: DbOrTx) =>
  db
    .select({ productId: contractDeployments.productId, n: count().as('n') })
    .from(contractDeployments)
    .groupBy(contractDeployments.productId)
    .as('product_deployment_counts');

/** Newest first (spec section 7: the dashboard asks for active ones, limit 3). */
export async function listProducts({
  db,
  active,
  limit,
}: {
  db: DbOrTx;
  active?: boolean;
  limit?: number;
}): Promise<Product[]> {
  const counts = countsByProduct(db);
  const query = db
    .select({ product: products, n: counts.n })
    .from(products)
    .leftJoin(counts, eq(counts.productId, products.id))
    .where(active === undefined ? undefined : eq(products.isActive, active))
    .orderBy(desc(products.createdAt), asc(products.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => ({ ...r.product, deploymentCount: r.n ?? 0 }));
}

/** Adds a product (from the products form, or the new product a contract registration names). */
export async function insertProduct(tx: DbOrTx, values: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await tx.insert(products).values(values).returning();
  return row!;
}

/** Marks a product changed now: contracts call it when a deployment is registered under it. */
export async function touchProduct(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, id));
}
