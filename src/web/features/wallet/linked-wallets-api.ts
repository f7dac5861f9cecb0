import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LinkedWallet, WalletLinkInput, WalletNonce } from '~/shared/schemas/linked-wallets';
import { apiFetch, apiJson } from '~/web/lib/api-client';

/** The calling admin's wallets linked by Sign-In with Ethereum (settings and the console's warning). */
export const linkedWalletKeys = {
  all: ['linked-wallets'] as const,
  list: () => [...linkedWalletKeys.all, 'list'] as const,
};

export const linkedWalletsQuery = queryOptions({
  queryKey: linkedWalletKeys.list(),
  queryFn: () => apiFetch<LinkedWallet[]>('/api/me/wallets'),
});

export const useLinkedWallets = () => useQuery(linkedWalletsQuery);

export const requestWalletNonce = () => apiJson<WalletNonce>('/api/me/wallets/nonce', 'POST');

export function useLinkWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletLinkInput) => apiJson<LinkedWallet>('/api/me/wallets', 'POST', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: linkedWalletKeys.all }),
  });
}

export function useUnlinkWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wallet: LinkedWallet) => apiJson(`/api/me/wallets/${wallet.id}`, 'DELETE'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: linkedWalletKeys.all }),
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
