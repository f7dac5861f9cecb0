import { createContext, useContext } from 'react';
import type { PublicNetwork } from '~/shared/schemas/networks';

export interface WalletNetworks {
  networks: PublicNetwork[];
}

export const WalletNetworksContext = createContext<WalletNetworks | null>(null);

/** Active networks as the wallet knows them; only inside <WalletScope>. */
export function useWalletNetworks(): WalletNetworks {
  const value = useContext(WalletNetworksContext);
  if (!value) throw new Error('useWalletNetworks must be used inside <WalletScope>');
  return value;
}
