import { Hono } from 'hono';
import { linkedWalletResponse, walletLinkSchema, walletNonceResponse } from '~/shared/schemas/linked-wallets';
import { allow, idParam, respond, validate, type AppDeps, type AppEnv } from '../../http/index';
import { issueWalletNonce, linkWallet, listLinkedWallets, unlinkWallet } from './service';

const byId = idParam('Linked wallet');

/** /api/me/wallets: the calling admin's wallets, linked by Sign-In with Ethereum. */
export function linkedWalletRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const publicUrl = deps.config.PUBLIC_URL;
  return new Hono<AppEnv>()
    .get('/', allow('admin'), async (c) =>
      respond(c, linkedWalletResponse.array(), await listLinkedWallets({ db, userId: c.get('user')!.id })),
    )
    .post('/nonce', allow('admin'), async (c) => {
      c.header('Cache-Control', 'no-store');
      return respond(
        c,
        walletNonceResponse,
        await issueWalletNonce({ db, userId: c.get('user')!.id, publicUrl }),
        201,
      );
    })
    .post('/', allow('admin'), validate('json', walletLinkSchema), async (c) =>
      respond(
        c,
        linkedWalletResponse,
        await linkWallet({
          db,
          userId: c.get('user')!.id,
          publicUrl,
          allowPrivateRpc: deps.config.RPC_ALLOW_PRIVATE,
          input: c.req.valid('json'),
        }),
        201,
      ),
    )
    .delete('/:id', allow('admin'), validate('param', byId), async (c) => {
      await unlinkWallet({ db, userId: c.get('user')!.id, id: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
