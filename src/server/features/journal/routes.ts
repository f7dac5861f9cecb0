import { Hono } from 'hono';
import {
  contractTransactionResponse,
  transactionRecordSchema,
  transactionUpdateSchema,
} from '~/shared/schemas/journal';
import { allow, idParam, respond, uuidParam, validate, type AppDeps, type AppEnv } from '../../http/index';
import { listTransactions, recordTransaction, updateTransaction } from './service';

const byId = idParam('Deployment');
const txParam = byId.extend({ txId: uuidParam('Transaction') });

/** /api/deployments/:id/transactions: the transaction journal of one deployment; admin only. */
export function journalRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/:id/transactions', allow('admin'), validate('param', byId), async (c) => {
      const { id } = c.req.valid('param');
      return respond(
        c,
        contractTransactionResponse.array(),
        await listTransactions({ db, deploymentId: id }),
      );
    })
    .post(
      '/:id/transactions',
      allow('admin'),
      validate('param', byId),
      validate('json', transactionRecordSchema),
      async (c) => {
        const transaction = await recordTransaction({
          db,
          deploymentId: c.req.valid('param').id,
          input: c.req.valid('json'),
          userId: c.get('user')?.id ?? null,
        });
        return respond(c, contractTransactionResponse, transaction, 201);
      },
    )
    .patch(
      '/:id/transactions/:txId',
      allow('admin'),
      validate('param', txParam),
      validate('json', transactionUpdateSchema),
      async (c) => {
        const { id, txId } = c.req.valid('param');
        const transaction = await updateTransaction({
          db,
          deploymentId: id,
          transactionId: txId,
          input: c.req.valid('json'),
          userId: c.get('user')?.id ?? null,
          allowPrivate: deps.config.RPC_ALLOW_PRIVATE,
        });
        return respond(c, contractTransactionResponse, transaction);
      },
    );
}
