import { Hono } from 'hono';
import { contractTransactionResponse } from '~/shared/schemas/journal';
import {
  productDetailResponse,
  productListQuery,
  productResponse,
  productSchema,
  productUpdateSchema,
} from '~/shared/schemas/products';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  listProductTransactions,
  updateProduct,
} from './service';

const byId = idParam('Product');

/** /api/products: products group deployments across networks; admin only. */
export function productRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', productListQuery), async (c) => {
      const { active, limit } = c.req.valid('query');
      const list = await listProducts({
        db,
        active: active === undefined ? undefined : active === 'true',
        limit,
      });
      return respond(c, productResponse.array(), list);
    })
    .get('/:id', allow('admin'), validate('param', byId), async (c) =>
      respond(c, productDetailResponse, await getProduct({ db, id: c.req.valid('param').id })),
    )
    .get('/:id/transactions', allow('admin'), validate('param', byId), async (c) =>
      respond(
        c,
        contractTransactionResponse.array(),
        await listProductTransactions({ db, id: c.req.valid('param').id }),
      ),
    )
    .post('/', allow('admin'), validate('json', productSchema), async (c) => {
      const userId = c.get('user')?.id ?? null;
      return respond(
        c,
        productResponse,
        await createProduct({ db, input: c.req.valid('json'), userId }),
        201,
      );
    })
    .patch(
      '/:id',
      allow('admin'),
      validate('param', byId),
      validate('json', productUpdateSchema),
      async (c) => {
        const product = await updateProduct({ db, id: c.req.valid('param').id, input: c.req.valid('json') });
        return respond(c, productResponse, product);
      },
    )
    .delete('/:id', allow('admin'), validate('param', byId), async (c) => {
      await deleteProduct({ db, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
