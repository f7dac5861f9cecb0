import type { Address } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { WalletNonce } from './schemas/linked-wallets';

export type WalletLinkMessageFields = Parameters<typeof createSiweMessage>[0];

/**
 * The EIP-4361 message a wallet signs to link itself: everything but its address and chain comes
 * from the nonce the server issued, so the server's checks and the message agree field by field.
 */
export function walletLinkMessage(
  nonce: WalletNonce,
  wallet: { address: Address; chainId: number },
  overrides: Partial<WalletLinkMessageFields> = {},
): string {
  return createSiweMessage({
    address: wallet.address,
    chainId: wallet.chainId,
    domain: nonce.domain,
    uri: nonce.uri,
    nonce: nonce.nonce,
    statement: nonce.statement,
    version: '1',
    issuedAt: new Date(nonce.issuedAt),
    expirationTime: new Date(nonce.expiresAt),
    ...overrides,
  });
}
