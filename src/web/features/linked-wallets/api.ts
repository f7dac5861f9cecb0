import { useMutation, useQuery } from '@tanstack/react-query';
import { linkedWalletContracts } from '~/shared/contracts/linked-wallets';
import type { LinkedWallet, WalletLinkInput } from '~/shared/schemas/linked-wallets';
import { call, contractQuery, useInvalidate } from '~/web/lib/contract-client';

/** The calling admin's wallets linked by Sign-In with Ethereum (settings and the console's warning). */
export const linkedWalletsQuery = contractQuery(linkedWalletContracts.list);

export const useLinkedWallets = () => useQuery(linkedWalletsQuery);

export const requestWalletNonce = () => call(linkedWalletContracts.nonce);

export function useLinkWallet() {
  const invalidate = useInvalidate(linkedWalletContracts);
  return useMutation({
    mutationFn: (body: WalletLinkInput) => call(linkedWalletContracts.link, { body }),
    onSuccess: () => void invalidate(),
  });
}

export function useUnlinkWallet() {
  const invalidate = useInvalidate(linkedWalletContracts);
  return useMutation({
    mutationFn: (wallet: LinkedWallet) => call(linkedWalletContracts.unlink, { params: { id: wallet.id } }),
    onSuccess: () => void invalidate(),
  });
}

/**
 * Whether the connected wallet is one of the caller's linked wallets: `undefined` while the list
 * loads or when no wallet is connected, so callers warn only about a known unlinked wallet.
 */
export function useIsWalletLinked(address: string | undefined): boolean | undefined {
  const query = useLinkedWallets();
  if (!address || !query.data) return undefined;
  return query.data.some((w) => w.address.toLowerCase() === address.toLowerCase());
}
