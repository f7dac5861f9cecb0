import { Hono } from 'hono';
import { contractTransactionResponse } from '~/shared/schemas/journal';
import * as schemas from '~/shared/schemas/products';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';

const byId = idParam('Product');

/** /api/products: products group deployments across networks; admin only. */
export function productRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const verbs = ['get', 'create', 'update'] as const;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', schemas.productListQuery), async (c) => {
      const { active, limit } = c.req.valid('query');
      const list = await service.listProducts({
        db,
        active: active === undefined ? undefined : active === 'true',
        limit,
      });
      return respond(c, schemas.productResponse.array(), list);
    })
    .route('/', resourceRoutes(deps, { audience: 'admin', name: 'product', verbs }, schemas, service))
    .delete(
      '/:id',
      allow('admin'),
      validate('param', byId),
      validate('query', schemas.productDeleteQuery),
      async (c) => {
        await service.deleteProduct({
          db,
          id: c.req.valid('param').id,
          expectedDeployments: c.req.valid('query').deployments,
        });
        return c.body(null, 204);
      },
    )
    .get('/:id/transactions', allow('admin'), validate('param', byId), async (c) =>
      respond(
        c,
        contractTransactionResponse.array(),
        await service.listProductTransactions({ db, id: c.req.valid('param').id }),
      ),
    );
}
