import { Hono } from 'hono';
import { contractListQuery, contractRegistrationSchema } from '~/shared/schemas/contracts';
import {
  contractUpdateSchema,
  deploymentDetailResponse,
  deploymentResponse,
} from '~/shared/schemas/deployments';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { ABI_BODY_LIMIT, jsonLimit } from '../../http/json-limit';
import {
  deleteDeployment,
  getDeployment,
  listDeployments,
  registerContract,
  updateDeployment,
} from './service/index';

const byId = idParam('Contract');

/** /api/contracts: registered deployments (the console's subject); admin only. */
export function contractRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', contractListQuery), async (c) => {
      const ownerId = c.req.valid('query').mine === 'true' ? c.get('user')?.id : undefined;
      return respond(c, deploymentResponse.array(), await listDeployments({ db, ownerId }));
    })
    .get('/:id', allow('admin'), validate('param', byId), async (c) =>
      respond(c, deploymentDetailResponse, await getDeployment({ db, id: c.req.valid('param').id })),
    )
    .post(
      '/',
      allow('admin'),
      jsonLimit(ABI_BODY_LIMIT),
      validate('json', contractRegistrationSchema),
      async (c) => {
        const userId = c.get('user')?.id ?? null;
        const deployment = await registerContract({ db, input: c.req.valid('json'), userId });
        return respond(c, deploymentDetailResponse, deployment, 201);
      },
    )
    .patch(
      '/:id',
      allow('admin'),
      validate('param', byId),
      validate('json', contractUpdateSchema),
      async (c) => {
        const deployment = await updateDeployment({
          db,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        });
        return respond(c, deploymentDetailResponse, deployment);
      },
    )
    .delete('/:id', allow('admin'), validate('param', byId), async (c) => {
      await deleteDeployment({ db, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
