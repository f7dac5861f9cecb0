import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { deployedAt } from '../../../db/deployed-at';
import { contractDeployments, products } from '../../../db/schema/index';
import { AppError } from '../../../http/app-error';

/**
 * The same contract registered under two products is usually a mistake (a copied address), but
 * not always (one token serving two products). So it is refused until the caller confirms it:
 * a 409 CONFIRMATION_REQUIRED naming the other products, then the same request with
 * `confirmOtherProducts: true` goes through.
 */
export async function assertAddressConfirmed({
  db,
  chainId,
  networkName,
  address,
  productId,
  confirmed,
}: {
  db: DbOrTx;
  chainId: number;
  networkName: string;
  address: string;
  /** The product being registered into; undefined for a new product. */
  productId: string | undefined;
  confirmed: boolean | undefined;
}): Promise<void> {
  if (confirmed) return;
  const others = await db
    .selectDistinct({ name: products.name })
    .from(contractDeployments)
    .innerJoin(products, eq(products.id, contractDeployments.productId))
    .where(
      and(deployedAt(chainId, address), productId ? ne(contractDeployments.productId, productId) : undefined),
    );
  if (others.length === 0) return;
  const names = others.map((o) => `"${o.name}"`).join(', ');
  throw new AppError(
    'CONFIRMATION_REQUIRED',
    `This address is already registered on ${networkName} under ${names}. Register it here as well?`,
    { address: `Already registered on ${networkName} under ${names}` },
  );
}
