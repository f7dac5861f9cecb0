import { Hono } from 'hono';
import { z } from 'zod';
import { standardAbiSchema, standardAbiUpdateSchema } from '~/shared/contracts';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/types';
import { ABI_BODY_LIMIT, jsonLimit } from '../../http/json-limit';
import { validate } from '../../http/validate';
import {
  createStandardAbi,
  deleteStandardAbi,
  getStandardAbi,
  listStandardAbis,
  updateStandardAbi,
} from './service';

const idParam = z.object({ id: z.uuid({ error: 'Standard ABI id must be a valid id' }) });
const listQuery = z.object({
  includeInactive: z.enum(['true', 'false'], { error: 'includeInactive must be true or false' }).optional(),
});

export function standardAbiRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', listQuery), async (c) =>
      c.json(
        await listStandardAbis({
          db: db(),
          includeInactive: c.req.valid('query').includeInactive === 'true',
        }),
      ),
    )
    .get('/:id', allow('admin'), validate('param', idParam), async (c) =>
      c.json(await getStandardAbi({ db: db(), id: c.req.valid('param').id })),
    )
    .post('/', allow('admin'), jsonLimit(ABI_BODY_LIMIT), validate('json', standardAbiSchema), async (c) =>
      c.json(await createStandardAbi({ db: db(), input: c.req.valid('json') }), 201),
    )
    .patch(
      '/:id',
      allow('admin'),
      jsonLimit(ABI_BODY_LIMIT),
      validate('param', idParam),
      validate('json', standardAbiUpdateSchema),
      async (c) =>
        c.json(
          await updateStandardAbi({ db: db(), id: c.req.valid('param').id, input: c.req.valid('json') }),
        ),
    )
    .delete('/:id', allow('admin'), validate('param', idParam), async (c) => {
      await deleteStandardAbi({ db: db(), id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
