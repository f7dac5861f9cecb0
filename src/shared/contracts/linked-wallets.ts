import { z } from 'zod';
import { linkedWalletResponse, walletLinkSchema, walletNonceResponse } from '../schemas/linked-wallets';
import { defineContracts } from './contract';

const byId = z.object({ id: z.uuid({ error: 'Linked wallet id must be a valid id' }) });

/** The calling admin's wallets (`/api/me/wallets`), linked by Sign-In with Ethereum. */
export const linkedWalletContracts = defineContracts('linked-wallets', {
  list: {
    method: 'GET',
    path: '/api/me/wallets',
    audience: 'admin',
    summary: "List the caller's linked wallets",
    responses: { 200: linkedWalletResponse.array() },
  },
  nonce: {
    method: 'POST',
    path: '/api/me/wallets/nonce',
    audience: 'admin',
    summary: 'Issue a Sign-In with Ethereum nonce for linking a wallet (not cached)',
    responses: { 201: walletNonceResponse },
  },
  link: {
    method: 'POST',
    path: '/api/me/wallets',
    audience: 'admin',
    summary: 'Link a wallet by its signed Sign-In with Ethereum message',
    body: walletLinkSchema,
    responses: { 201: linkedWalletResponse },
  },
  unlink: {
    method: 'DELETE',
    path: '/api/me/wallets/:id',
    audience: 'admin',
    summary: "Unlink one of the caller's wallets",
    params: byId,
    responses: { 204: null },
  },
});
