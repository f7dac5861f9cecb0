import { productContracts as api } from '~/shared/contracts/products';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProductTransactions,
  updateProduct,
} from './manage-service';
import { listProducts } from './product-rows';

/** `/api/products`: each route implements its contract in `shared/contracts/products.ts`. */
export function productRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return contractRoutes('/api/products')
    .implement(api.list, ({ query }) =>
      listProducts({
        db: db(),
        active: query.active === undefined ? undefined : query.active === 'true',
        limit: query.limit,
      }),
    )
    .implement(api.get, ({ params }) => getProduct({ db: db(), id: params.id }))
    .implement(api.create, ({ c, body }) =>
      createProduct({ db: db(), input: body, userId: c.get('user')?.id ?? null }),
    )
    .implement(api.update, ({ params, body }) => updateProduct({ db: db(), id: params.id, input: body }))
    .implement(api.delete, ({ params, query }) =>
      deleteProduct({ db: db(), id: params.id, expectedDeployments: query.deployments }),
    )
    .implement(api.transactions, ({ params }) => listProductTransactions({ db: db(), id: params.id })).app;
}
