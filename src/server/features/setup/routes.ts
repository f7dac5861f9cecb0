import { Hono } from 'hono';
import { firstAdminResponse, firstAdminSchema, setupStatusResponse } from '~/shared/setup';
import { allow, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { createFirstAdmin, isSetupNeeded } from './first-run';

/** Mounted at /api/setup: the first-run page's status and its one form. */
export function setupRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', allow('anonymous'), async (c) =>
      respond(c, setupStatusResponse, { needed: await isSetupNeeded(deps) }),
    )
    .post('/', allow('anonymous'), validate('json', firstAdminSchema), async (c) => {
      const user = await createFirstAdmin({ deps, input: c.req.valid('json') });
      deps.logger.info({ email: user.email }, 'created the first super admin through /setup');
      return respond(c, firstAdminResponse, user, 201);
    });
}
