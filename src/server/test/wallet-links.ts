import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { WalletNonce } from '~/shared/schemas/linked-wallets';
import type { SignedIn } from './auth';
import type { TestContext } from './harness';

/** An EIP-4361 message for a nonce the server issued, as a wallet app would build it. */
export function linkMessage(
  nonce: WalletNonce,
  address: Hex,
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
): string {
  return createSiweMessage({
    address,
    chainId: 43113,
    domain: nonce.domain,
    uri: nonce.uri,
    nonce: nonce.nonce,
    statement: nonce.statement,
    version: '1',
    issuedAt: new Date(nonce.issuedAt),
    ...overrides,
  });
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
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
) {
  const account = privateKeyToAccount(key);
  const nonce = await requestNonce(t, who);
  const message = linkMessage(nonce, account.address, overrides);
  const signature = await account.signMessage({ message });
  return t.request('/api/me/wallets', { method: 'POST', headers: who.headers, json: { message, signature } });
}
