import { Hono } from 'hono';
import {
  abiLookupResponse,
  abiLookupSchema,
  abiReplacementPreviewResponse,
  abiReplacementResponse,
  abiReplacementSchema,
  contractListQuery,
  contractRegistrationSchema,
  implementationAbiSchema,
  proxyInfoResponse,
} from '~/shared/schemas/contracts';
import {
  contractUpdateSchema,
  deploymentDeleteQuery,
  deploymentDetailResponse,
  deploymentResponse,
} from '~/shared/schemas/deployments';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
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

const byId = idParam('Contract');

/** /api/contracts: registered deployments (the console's subject); admin only. */
export function contractRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const abiFetch = abiFetchOptions(deps.config);
  return (
    new Hono<AppEnv>()
      .get('/', allow('admin'), validate('query', contractListQuery), async (c) => {
        const ownerId = c.req.valid('query').mine === 'true' ? c.get('user')?.id : undefined;
        return respond(c, deploymentResponse.array(), await listDeployments({ db, ownerId }));
      })
      .get('/:id', allow('admin'), validate('param', byId), async (c) =>
        respond(c, deploymentDetailResponse, await getDeployment({ db, id: c.req.valid('param').id })),
      )
      .post('/', allow('admin'), validate('json', contractRegistrationSchema), async (c) => {
        const userId = c.get('user')?.id ?? null;
        const deployment = await registerContract({ db, input: c.req.valid('json'), userId, abiFetch });
        return respond(c, deploymentDetailResponse, deployment, 201);
      })
      // A verified ABI from the network's explorer, then Sourcify, each with a timeout.
      .post('/abi-lookup', allow('admin'), validate('json', abiLookupSchema), async (c) => {
        const { networkId, address } = c.req.valid('json');
        return respond(c, abiLookupResponse, await lookupAbi({ db, networkId, address, options: abiFetch }));
      })
      // Read from the chain on every console open: kind, implementation, admin, upgrade since registration.
      .get('/:id/proxy', allow('admin'), validate('param', byId), async (c) =>
        respond(
          c,
          proxyInfoResponse,
          await getProxyInfo({ db, id: c.req.valid('param').id, options: abiFetch }),
        ),
      )
      .put(
        '/:id/implementation-abi',
        allow('admin'),
        validate('param', byId),
        validate('json', implementationAbiSchema),
        async (c) => {
          const raw = ((await c.req.json()) as { abi?: unknown }).abi;
          const info = await saveImplementationAbi({
            db,
            id: c.req.valid('param').id,
            input: c.req.valid('json'),
            rawText: typeof raw === 'string' ? raw : null,
            userId: c.get('user')?.id ?? null,
            options: abiFetch,
          });
          return respond(c, proxyInfoResponse, info);
        },
      )
      .post(
        '/:id/abi/preview',
        allow('admin'),
        validate('param', byId),
        validate('json', abiReplacementSchema),
        async (c) => {
          const input = c.req.valid('json');
          const preview = await previewAbiReplacement({
            db,
            id: c.req.valid('param').id,
            input,
            options: abiFetch,
          });
          return respond(c, abiReplacementPreviewResponse, preview);
        },
      )
      .put(
        '/:id/abi',
        allow('admin'),
        validate('param', byId),
        validate('json', abiReplacementSchema),
        async (c) => {
          const input = c.req.valid('json');
          const saved = await replaceAbi({ db, id: c.req.valid('param').id, input, options: abiFetch });
          return respond(c, abiReplacementResponse, saved);
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
      .delete(
        '/:id',
        allow('admin'),
        validate('param', byId),
        validate('query', deploymentDeleteQuery),
        async (c) => {
          await deleteDeployment({
            db,
            id: c.req.valid('param').id,
            expectedMonitors: c.req.valid('query').monitors,
          });
          return c.body(null, 204);
        },
      )
  );
}
