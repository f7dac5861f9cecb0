import { standardAbiContracts as api } from '~/shared/contracts/standard-abis';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import {
  createStandardAbi,
  deleteStandardAbi,
  getStandardAbi,
  listStandardAbis,
  updateStandardAbi,
} from './service';

/** `/api/standard-abis`: each route implements its contract in `shared/contracts/standard-abis.ts`. */
export function standardAbiRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return contractRoutes('/api/standard-abis')
    .implement(api.list, ({ query }) =>
      listStandardAbis({ db: db(), includeInactive: query.includeInactive === 'true' }),
    )
    .implement(api.get, ({ params }) => getStandardAbi({ db: db(), id: params.id }))
    .implement(api.create, ({ body }) => createStandardAbi({ db: db(), input: body }))
    .implement(api.update, ({ params, body }) => updateStandardAbi({ db: db(), id: params.id, input: body }))
    .implement(api.delete, ({ params }) => deleteStandardAbi({ db: db(), id: params.id })).app;
}
