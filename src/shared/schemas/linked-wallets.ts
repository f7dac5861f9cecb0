import { z } from 'zod';
import { timestamp } from './common';

/**
 * Wallets an admin linked to their account with Sign-In with Ethereum (EIP-4361): the server
 * hands out a single-use nonce, the wallet signs a message carrying it, the server verifies it.
 */

/** How long a nonce may wait for its signature. */
export const WALLET_NONCE_TTL_MINUTES = 10;

export const walletNonceResponse = z.object({
  nonce: z.string(),
  /** The fields the message must carry (domain and URI are this site's, chain ids an active network's). */
  domain: z.string(),
  uri: z.string(),
  statement: z.string(),
  issuedAt: timestamp,
  expiresAt: timestamp,
});
export type WalletNonce = z.input<typeof walletNonceResponse>;

export const walletLinkSchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .min(1, 'Message is required')
    .max(4000, 'Message must be no more than 4000 characters'),
  signature: z
    .string({ error: 'Signature is required' })
    .regex(/^0x[0-9a-fA-F]+$/, 'Signature must be 0x followed by hexadecimal characters')
    .max(4000, 'Signature is too long'),
});
export type WalletLinkInput = z.input<typeof walletLinkSchema>;

export const linkedWalletResponse = z.object({
  id: z.string(),
  address: z.string(),
  /** The chain the wallet was on when it signed. */
  chainId: z.number(),
  createdAt: timestamp,
});
export type LinkedWallet = z.input<typeof linkedWalletResponse>;

/** The statement every link message carries, so a wallet shows the admin what they sign. */
export const WALLET_LINK_STATEMENT = 'Link this wallet to my Hatchery account.';
