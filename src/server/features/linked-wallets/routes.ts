import { linkedWalletContracts as api } from '~/shared/contracts/linked-wallets';
import type { AppDeps } from '../../http/index';
import { contractRoutes } from '../../http/contract-routes';
import { issueWalletNonce, linkWallet, listLinkedWallets, unlinkWallet } from './service';

/**
 * /api/me/wallets: the calling admin's wallets, linked by Sign-In with Ethereum. Each route
 * implements its contract in `shared/contracts/linked-wallets.ts`.
 */
export function linkedWalletRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const publicUrl = deps.config.PUBLIC_URL;
  return contractRoutes('/api/me/wallets')
    .implement(api.list, ({ c }) => listLinkedWallets({ db, userId: c.get('user')!.id }))
    .implement(api.nonce, ({ c }) => {
      c.header('Cache-Control', 'no-store');
      return issueWalletNonce({ db, userId: c.get('user')!.id, publicUrl });
    })
    .implement(api.link, ({ c, body }) =>
      linkWallet({
        db,
        userId: c.get('user')!.id,
        publicUrl,
        allowPrivateRpc: deps.config.RPC_ALLOW_PRIVATE,
        input: body,
      }),
    )
    .implement(api.unlink, ({ c, params }) => unlinkWallet({ db, userId: c.get('user')!.id, id: params.id }))
    .app;
}
