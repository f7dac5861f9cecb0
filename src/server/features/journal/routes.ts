import { journalContracts as api } from '~/shared/contracts/journal';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { listTransactions, recordTransaction, updateTransaction } from './service';

/**
 * /api/deployments/:id/transactions: the transaction journal of one deployment; admin only. Each
 * route implements its contract in `shared/contracts/journal.ts`.
 */
export function journalRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return contractRoutes('/api/deployments')
    .implement(api.list, ({ params }) => listTransactions({ db, deploymentId: params.id }))
    .implement(api.record, ({ c, params, body }) =>
      recordTransaction({ db, deploymentId: params.id, input: body, userId: c.get('user')?.id ?? null }),
    )
    .implement(api.update, ({ c, params, body }) =>
      updateTransaction({
        db,
        deploymentId: params.id,
        transactionId: params.txId,
        input: body,
        userId: c.get('user')?.id ?? null,
        allowPrivate: deps.config.RPC_ALLOW_PRIVATE,
      }),
    ).app;
}
