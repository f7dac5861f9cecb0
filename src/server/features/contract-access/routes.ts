import { Hono } from 'hono';
import { accessResponse } from '~/shared/schemas/access';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { getAccessState } from './access-state';

const byId = idParam('Deployment');

/** /api/deployments/:id/access: owner and role members indexed from the deployment's logs; admin only. */
export function accessRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/:id/access', allow('admin'), validate('param', byId), async (c) =>
    respond(
      c,
      accessResponse,
      await getAccessState({ db, config: deps.config, deploymentId: c.req.valid('param').id }),
    ),
  );
}
