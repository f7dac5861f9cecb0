import { Hono } from 'hono';
import { z } from 'zod';
import {
  launchScheduleSchema,
  launchScheduleUpdateSchema,
  productListQuery,
  productSchema,
  productUpdateSchema,
} from '~/shared/contracts';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { listTransactions } from './journal-service';
import {
  createLaunchSchedule,
  deleteLaunchSchedule,
  listLaunchSchedules,
  updateLaunchSchedule,
} from './launch-schedule-service';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './product-service';

const productParam = z.object({ id: z.uuid({ error: 'Product id must be a valid id' }) });
const scheduleParam = z.object({ id: z.uuid({ error: 'Launch schedule id must be a valid id' }) });
const scheduleQuery = z.object({ productId: z.uuid({ error: 'Product must be a valid id' }).optional() });

export function productsRouter(deps: AppDeps) {
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', productListQuery), async (c) => {
      const { active, limit } = c.req.valid('query');
      return c.json(
        await listProducts({ db: db(), active: active === undefined ? undefined : active === 'true', limit }),
      );
    })
    .get('/:id', allow('admin'), validate('param', productParam), async (c) =>
      c.json(await getProduct({ db: db(), id: c.req.valid('param').id })),
    )
    .get('/:id/transactions', allow('admin'), validate('param', productParam), async (c) => {
      const { id } = c.req.valid('param');
      await getProduct({ db: db(), id });
      return c.json(await listTransactions({ db: db(), productId: id }));
    })
    .post('/', allow('admin'), validate('json', productSchema), async (c) =>
      c.json(
        await createProduct({ db: db(), input: c.req.valid('json'), userId: c.get('user')?.id ?? null }),
        201,
      ),
    )
    .patch(
      '/:id',
      allow('admin'),
      validate('param', productParam),
      validate('json', productUpdateSchema),
      async (c) =>
        c.json(await updateProduct({ db: db(), id: c.req.valid('param').id, input: c.req.valid('json') })),
    )
    .delete('/:id', allow('admin'), validate('param', productParam), async (c) => {
      await deleteProduct({ db: db(), id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}

export function launchSchedulesRouter(deps: AppDeps) {
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', scheduleQuery), async (c) =>
      c.json(await listLaunchSchedules({ db: db(), productId: c.req.valid('query').productId })),
    )
    .post('/', allow('admin'), validate('json', launchScheduleSchema), async (c) =>
      c.json(
        await createLaunchSchedule({
          db: db(),
          input: c.req.valid('json'),
          userId: c.get('user')?.id ?? null,
        }),
        201,
      ),
    )
    .patch(
      '/:id',
      allow('admin'),
      validate('param', scheduleParam),
      validate('json', launchScheduleUpdateSchema),
      async (c) =>
        c.json(
          await updateLaunchSchedule({ db: db(), id: c.req.valid('param').id, input: c.req.valid('json') }),
        ),
    )
    .delete('/:id', allow('admin'), validate('param', scheduleParam), async (c) => {
      await deleteLaunchSchedule({ db: db(), id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
