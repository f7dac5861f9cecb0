import { Hono } from 'hono';
import { z } from 'zod';
import {
  contractRegistrationSchema,
  contractUpdateSchema,
  transactionRecordSchema,
  transactionUpdateSchema,
} from '~/shared/contracts';
import { allow } from '../../http/access';
import type { AppDeps, AppEnv } from '../../http/types';
import { ABI_BODY_LIMIT, jsonLimit } from '../../http/json-limit';
import { validate } from '../../http/validate';
import {
  deleteDeployment,
  getDeployment,
  listDeployments,
  registerContract,
  updateDeployment,
} from './deployment-service';
import { listTransactions, recordTransaction, updateTransaction } from './journal-service';
import { getContractsSummary } from './summary-service';

const idParam = z.object({ id: z.uuid({ error: 'Contract id must be a valid id' }) });
const listQuery = z.object({
  mine: z.enum(['true', 'false'], { error: 'mine must be true or false' }).optional(),
});
const txParam = z.object({
  id: z.uuid({ error: 'Deployment id must be a valid id' }),
  txId: z.uuid({ error: 'Transaction id must be a valid id' }),
});

/** /contracts: registered deployments (the console's subject). */
export function contractsRouter(deps: AppDeps) {
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), validate('query', listQuery), async (c) =>
      c.json(
        await listDeployments({
          db: db(),
          ownerId: c.req.valid('query').mine === 'true' ? c.get('user')?.id : undefined,
        }),
      ),
    )
    .get('/:id', allow('admin'), validate('param', idParam), async (c) =>
      c.json(await getDeployment({ db: db(), id: c.req.valid('param').id })),
    )
    .post(
      '/',
      allow('admin'),
      jsonLimit(ABI_BODY_LIMIT),
      validate('json', contractRegistrationSchema),
      async (c) =>
        c.json(
          await registerContract({ db: db(), input: c.req.valid('json'), userId: c.get('user')?.id ?? null }),
          201,
        ),
    )
    .patch(
      '/:id',
      allow('admin'),
      validate('param', idParam),
      validate('json', contractUpdateSchema),
      async (c) =>
        c.json(await updateDeployment({ db: db(), id: c.req.valid('param').id, input: c.req.valid('json') })),
    )
    .delete('/:id', allow('admin'), validate('param', idParam), async (c) => {
      await deleteDeployment({ db: db(), id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}

/** /deployments/:id/transactions: the transaction journal of one deployment. */
export function deploymentsRouter(deps: AppDeps) {
  const db = () => deps.database.db;
  return new Hono<AppEnv>()
    .get('/:id/transactions', allow('admin'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      await getDeployment({ db: db(), id });
      return c.json(await listTransactions({ db: db(), deploymentId: id }));
    })
    .post(
      '/:id/transactions',
      allow('admin'),
      validate('param', idParam),
      validate('json', transactionRecordSchema),
      async (c) =>
        c.json(
          await recordTransaction({
            db: db(),
            deploymentId: c.req.valid('param').id,
            input: c.req.valid('json'),
            userId: c.get('user')?.id ?? null,
          }),
          201,
        ),
    )
    .patch(
      '/:id/transactions/:txId',
      allow('admin'),
      validate('param', txParam),
      validate('json', transactionUpdateSchema),
      async (c) => {
        const { id, txId } = c.req.valid('param');
        return c.json(
          await updateTransaction({
            db: db(),
            deploymentId: id,
            transactionId: txId,
            input: c.req.valid('json'),
          }),
        );
      },
    );
}

export function contractsSummaryRouter(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', allow('admin'), async (c) =>
    c.json(await getContractsSummary({ db: deps.database.db })),
  );
}
