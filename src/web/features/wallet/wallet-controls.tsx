import { AlertTriangle, Check, Copy, ExternalLink, LogOut, Network, Wallet } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi';
import { shortAddress } from '~/shared/format';
import { Button } from '~/web/components/ui/button';
import { useActiveNetworksHealth } from './api';
import { useSwitchNetwork } from './use-switch-network';
import { explorerAddressUrl } from './wagmi-config';
import { useWalletNetworks } from './wallet-context';
import { walletErrorMessage } from './wallet-errors';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-accent data-[disabled]:opacity-50';
const contentClass = 'z-50 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md';

/** Header: network switcher + connect / account menu (spec §1, §4, §8). */
export function WalletControls() {
  const { status } = useConnection();
  return (
    <>
      <NetworkSwitcher />
      {status === 'connected' ? <AccountMenu /> : <ConnectMenu />}
    </>
  );
}

function ConnectMenu() {
  const connectors = useConnectors();
  const { mutate, isPending } = useConnect();
  // EIP-6963 wallets announce themselves; the generic injected one is only a fallback.
  const announced = connectors.filter((c) => c.id !== 'injected');
  const list = announced.length ? announced : connectors;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="brand" size="sm" busy={isPending}>
          <Wallet aria-hidden />
          <span className="hidden sm:inline">{isPending ? 'Connecting…' : 'Connect Wallet'}</span>
          <span className="sr-only sm:hidden">Connect Wallet</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={contentClass}>
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">
            Choose a wallet
          </DropdownMenu.Label>
          {list.map((connector) => (
            <DropdownMenu.Item
              key={connector.uid}
              className={itemClass}
              onSelect={() =>
                mutate(
                  { connector },
                  {
                    onError: (err) =>
                      toast.error('Wallet connection failed', { description: walletErrorMessage(err) }),
                  },
                )
              }
            >
              {connector.icon ? (
                <img src={connector.icon} alt="" className="size-4 rounded-sm" />
              ) : (
                <Wallet aria-hidden className="size-4" />
              )}
              {connector.id === 'injected' ? 'Browser wallet' : connector.name}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function AccountMenu() {
  const { address, chainId, connector } = useConnection();
  const { mutate: disconnect } = useDisconnect();
  const { networks } = useWalletNetworks();
  if (!address) return null;
  const network = networks.find((n) => n.chainId === chainId);
  // No link when the wallet's chain is not a known network or the network has no explorer.
  const explorerHref = explorerAddressUrl(network?.explorerUrl, address);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`Wallet ${address}`}>
          <Wallet aria-hidden />
          {/* A phone shows the icon only: beside the header's other controls the address overflowed 375 px. */}
          <span className="hidden font-mono text-xs sm:inline">{shortAddress(address)}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={contentClass}>
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block font-mono text-xs break-all">{address}</span>
            {connector && <span className="block text-xs text-muted-foreground">{connector.name}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => {
              void navigator.clipboard
                .writeText(address)
                .then(() => toast.success('Address copied'))
                .catch(() => toast.error('Could not copy the address'));
            }}
          >
            <Copy aria-hidden className="size-4" />
            Copy address
          </DropdownMenu.Item>
          {explorerHref && (
            <DropdownMenu.Item asChild className={itemClass}>
              <a href={explorerHref} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden className="size-4" />
                View in explorer
              </a>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => disconnect()}>
            <LogOut aria-hidden className="size-4" />
            Disconnect
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function NetworkSwitcher() {
  const { status, chainId } = useConnection();
  const { networks } = useWalletNetworks();
  const { switchTo, isSwitching } = useSwitchNetwork();
  const connected = status === 'connected';
  const current = networks.find((n) => n.chainId === chainId);
  const unsupported = connected && !current;
  const label = !connected ? 'Network' : unsupported ? 'Unsupported network' : current!.name;
  const [open, setOpen] = useState(false);
  const health = useActiveNetworksHealth(open);
  const healthOf = (id: string) => health.data?.find((h) => h.id === id);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant={unsupported ? 'destructive' : 'outline'}
          size="sm"
          disabled={isSwitching}
          aria-label={`Network: ${label}. Switch network`}
        >
          {unsupported ? <AlertTriangle aria-hidden /> : <Network aria-hidden />}
          <span className="hidden max-w-40 truncate md:inline">{label}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={contentClass}>
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">
            {unsupported ? 'Your wallet is on an unsupported network' : 'Switch network'}
          </DropdownMenu.Label>
          {networks.length === 0 && (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">No active networks</p>
          )}
          {networks.map((n) => {
            // A network whose health check fails is shown with the reason and cannot be picked.
            const failing = healthOf(n.id);
            const unhealthy = failing !== undefined && !failing.ok;
            return (
              <DropdownMenu.Item
                key={n.id}
                className={itemClass}
                disabled={!connected || unhealthy}
                onSelect={() => void switchTo(n)}
              >
                {unhealthy ? (
                  <AlertTriangle aria-hidden className="size-4 text-destructive" />
                ) : n.chainId === chainId && connected ? (
                  <Check aria-hidden className="size-4" />
                ) : (
                  <span aria-hidden className="size-4" />
                )}
                <span className="flex-1">
                  {n.name}
                  {unhealthy && (
                    <span className="block max-w-64 text-xs text-destructive">
                      Health check failed: {failing.summary}
                    </span>
                  )}
                </span>
                {n.isTestnet && <span className="text-xs text-muted-foreground">Testnet</span>}
              </DropdownMenu.Item>
            );
          })}
          {health.isPending && networks.length > 0 && (
            <p className="px-2 py-1.5 text-xs text-muted-foreground">Checking network health…</p>
          )}
          {!connected && networks.length > 0 && (
            <p className="px-2 py-1.5 text-xs text-muted-foreground">Connect a wallet to switch</p>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
