import { Hono } from 'hono';
import * as schemas from '~/shared/schemas/standard-abis';
import { allow, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';

export function standardAbiRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const verbs = ['get', 'create', 'update', 'delete'] as const;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', schemas.standardAbiListQuery), async (c) =>
      respond(
        c,
        schemas.standardAbiResponse.array(),
        await service.listStandardAbis({
          db: db(),
          includeInactive: c.req.valid('query').includeInactive === 'true',
        }),
      ),
    )
    .route(
      '/',
      resourceRoutes(
        deps,
        { audience: 'admin', name: 'standardAbi', label: 'Standard ABI', verbs },
        schemas,
        service,
      ),
    );
}
