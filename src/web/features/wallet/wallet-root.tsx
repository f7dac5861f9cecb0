import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useConnection, WagmiProvider } from 'wagmi';
import type { PublicNetwork } from '~/shared/schemas/networks';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useActiveNetworks } from './api';
import { useSwitchNetwork } from './use-switch-network';
import { fallbackTarget, walletConfig } from './wagmi-config';
import { WalletNetworksContext } from './wallet-context';
import { WalletControls } from './wallet-controls';

/** wagmi for the admin screens that need it, built from the active networks (lazy chunk). */
export default function WalletRoot({ children }: { children: ReactNode }) {
  const query = useActiveNetworks();
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading networks" className="space-y-3">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  // A failed fetch still mounts the wallet (reads need no networks list; the switcher is empty).
  const networks = query.data ?? [];
  return <WalletProviders networks={networks}>{children}</WalletProviders>;
}

function WalletProviders({ networks, children }: { networks: PublicNetwork[]; children: ReactNode }) {
  const config = useMemo(() => walletConfig(networks), [networks]);
  const value = useMemo(() => ({ networks }), [networks]);
  return (
    <WagmiProvider config={config}>
      <WalletNetworksContext.Provider value={value}>
        <HeaderSlot />
        <UnsupportedChainGuard networks={networks} />
        {children}
      </WalletNetworksContext.Provider>
    </WagmiProvider>
  );
}

/** Puts the controls into the admin header's marked slot (admin-layout.tsx). */
function HeaderSlot() {
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => setSlot(document.querySelector('[data-slot="wallet-controls"]')), []);
  return slot ? createPortal(<WalletControls />, slot) : null;
}

/** Spec §4: on connect, a wallet on an unsupported chain is switched to the fallback network. */
function UnsupportedChainGuard({ networks }: { networks: PublicNetwork[] }) {
  const { status, chainId } = useConnection();
  const { switchTo } = useSwitchNetwork();
  const wasConnected = useRef<boolean | null>(null);
  useEffect(() => {
    const connected = status === 'connected';
    const justConnected = connected && wasConnected.current === false;
    if (status === 'connected' || status === 'disconnected') wasConnected.current = connected;
    if (!justConnected || chainId === undefined || !networks.length) return;
    if (networks.some((n) => n.chainId === chainId)) return;
    const target = fallbackTarget(networks);
    if (target) void switchTo(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on the connect transition
  }, [status, chainId, networks]);
  return null;
}
