import { Hono } from 'hono';
import { z } from 'zod';
import {
  standardAbiListQuery,
  standardAbiResponse,
  standardAbiSchema,
  standardAbiUpdateSchema,
} from '~/shared/schemas/standard-abis';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/types';
import { ABI_BODY_LIMIT, jsonLimit } from '../../http/json-limit';
import { respond } from '../../http/respond';
import { validate } from '../../http/validate';
import {
  createStandardAbi,
  deleteStandardAbi,
  getStandardAbi,
  listStandardAbis,
  updateStandardAbi,
} from './service';

const idParam = z.object({ id: z.uuid({ error: 'Standard ABI id must be a valid id' }) });

export function standardAbiRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', standardAbiListQuery), async (c) =>
      respond(
        c,
        standardAbiResponse.array(),
        await listStandardAbis({
          db: db(),
          includeInactive: c.req.valid('query').includeInactive === 'true',
        }),
      ),
    )
    .get('/:id', allow('admin'), validate('param', idParam), async (c) =>
      respond(c, standardAbiResponse, await getStandardAbi({ db: db(), id: c.req.valid('param').id })),
    )
    .post('/', allow('admin'), jsonLimit(ABI_BODY_LIMIT), validate('json', standardAbiSchema), async (c) =>
      respond(c, standardAbiResponse, await createStandardAbi({ db: db(), input: c.req.valid('json') }), 201),
    )
    .patch(
      '/:id',
      allow('admin'),
      jsonLimit(ABI_BODY_LIMIT),
      validate('param', idParam),
      validate('json', standardAbiUpdateSchema),
      async (c) =>
        respond(
          c,
          standardAbiResponse,
          await updateStandardAbi({ db: db(), id: c.req.valid('param').id, input: c.req.valid('json') }),
        ),
    )
    .delete('/:id', allow('admin'), validate('param', idParam), async (c) => {
      await deleteStandardAbi({ db: db(), id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
