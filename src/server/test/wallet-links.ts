import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { WalletNonce } from '~/shared/schemas/linked-wallets';
import { walletLinkMessage, type WalletLinkMessageFields } from '~/shared/wallet-link-message';
import type { SignedIn } from './auth';
import type { TestContext } from './harness';

/** The link message for a nonce the server issued, as the settings screen builds it (on Fuji). */
export function linkMessage(
  nonce: WalletNonce,
  address: Hex,
  overrides: Partial<WalletLinkMessageFields> = {},
): string {
  return walletLinkMessage(nonce, { address, chainId: 43113 }, overrides);
}

export async function requestNonce(t: TestContext, who: SignedIn): Promise<WalletNonce> {
  const res = await t.request('/api/me/wallets/nonce', { method: 'POST', headers: who.headers });
  if (res.status !== 201) throw new Error(`nonce: ${res.status} ${await res.text()}`);
  return (await res.json()) as WalletNonce;
}

/** Signs a fresh link message with `key` and posts it; returns the response. */
export async function linkWalletAs(
  t: TestContext,
  who: SignedIn,
  key: Hex,
  overrides: Partial<WalletLinkMessageFields> = {},
) {
  const account = privateKeyToAccount(key);
  const nonce = await requestNonce(t, who);
  const message = linkMessage(nonce, account.address, overrides);
  const signature = await account.signMessage({ message });
  return t.request('/api/me/wallets', { method: 'POST', headers: who.headers, json: { message, signature } });
}
