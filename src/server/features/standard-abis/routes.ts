import { Hono } from 'hono';
import {
  standardAbiListQuery,
  standardAbiResponse,
  standardAbiSchema,
  standardAbiUpdateSchema,
} from '~/shared/schemas/standard-abis';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { ABI_BODY_LIMIT, jsonLimit } from '../../http/json-limit';
import {
  createStandardAbi,
  deleteStandardAbi,
  getStandardAbi,
  listStandardAbis,
  updateStandardAbi,
} from './service';

const byId = idParam('Standard ABI');

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
    .get('/:id', allow('admin'), validate('param', byId), async (c) =>
      respond(c, standardAbiResponse, await getStandardAbi({ db: db(), id: c.req.valid('param').id })),
    )
    .post('/', allow('admin'), jsonLimit(ABI_BODY_LIMIT), validate('json', standardAbiSchema), async (c) =>
      respond(c, standardAbiResponse, await createStandardAbi({ db: db(), input: c.req.valid('json') }), 201),
    )
    .patch(
      '/:id',
      allow('admin'),
      jsonLimit(ABI_BODY_LIMIT),
      validate('param', byId),
      validate('json', standardAbiUpdateSchema),
      async (c) =>
        respond(
          c,
          standardAbiResponse,
          await updateStandardAbi({ db: db(), id: c.req.valid('param').id, input: c.req.valid('json') }),
        ),
    )
    .delete('/:id', allow('admin'), validate('param', byId), async (c) => {
      await deleteStandardAbi({ db: db(), id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
