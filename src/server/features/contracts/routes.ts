import { contractContracts as api } from '~/shared/contracts/contracts';
import type { AppDeps } from '../../http/index';
import { contractRoutes as implementRoutes } from '../../http/contract-routes';
import {
  abiFetchOptions,
  deleteDeployment,
  getDeployment,
  getProxyInfo,
  listDeployments,
  lookupAbi,
  previewAbiReplacement,
  registerContract,
  replaceAbi,
  saveImplementationAbi,
  updateDeployment,
} from './service/index';

/**
 * /api/contracts: registered deployments (the console's subject); admin only. Each route implements
 * its contract in `shared/contracts/contracts.ts`; static paths before `/:id`.
 */
export function contractRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const abiFetch = abiFetchOptions(deps.config);
  return (
    implementRoutes('/api/contracts')
      .implement(api.list, ({ c, query }) =>
        listDeployments({ db, ownerId: query.mine === 'true' ? c.get('user')?.id : undefined }),
      )
      // A verified ABI from the network's explorer, then Sourcify, each with a timeout.
      .implement(api.abiLookup, ({ body }) =>
        lookupAbi({ db, networkId: body.networkId, address: body.address, options: abiFetch }),
      )
      .implement(api.get, ({ params }) => getDeployment({ db, id: params.id }))
      .implement(api.register, ({ c, body }) =>
        registerContract({ db, input: body, userId: c.get('user')?.id ?? null, abiFetch }),
      )
      // Read from the chain on every console open: kind, implementation, admin, upgrade since registration.
      .implement(api.proxy, ({ params }) => getProxyInfo({ db, id: params.id, options: abiFetch }))
      .implement(api.implementationAbi, async ({ c, params, body }) => {
        // The ABI as typed (the schema parses it): the stored text keeps the admin's formatting.
        const raw = ((await c.req.json()) as { abi?: unknown }).abi;
        return saveImplementationAbi({
          db,
          id: params.id,
          input: body,
          rawText: typeof raw === 'string' ? raw : null,
          userId: c.get('user')?.id ?? null,
          options: abiFetch,
        });
      })
      .implement(api.previewAbi, ({ params, body }) =>
        previewAbiReplacement({ db, id: params.id, input: body, options: abiFetch }),
      )
      .implement(api.replaceAbi, ({ params, body }) =>
        replaceAbi({ db, id: params.id, input: body, options: abiFetch }),
      )
      .implement(api.update, ({ params, body }) => updateDeployment({ db, id: params.id, input: body }))
      .implement(api.delete, ({ params, query }) =>
        deleteDeployment({ db, id: params.id, expectedMonitors: query.monitors }),
      ).app
  );
}
