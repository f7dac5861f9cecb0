import { Link2, Unlink } from 'lucide-react';
import { toast } from 'sonner';
import { useConnection, useSignMessage } from 'wagmi';
import type { LinkedWallet } from '~/shared/schemas/linked-wallets';
import { walletLinkMessage } from '~/shared/wallet-link-message';
import { Button } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { QueryState } from '~/web/components/ui/query-state';
import { requestWalletNonce, useLinkedWallets, useLinkWallet, useUnlinkWallet } from '../api';
import { walletErrorMessage } from '../../wallet/wallet-errors';
import { formatDay } from '~/web/lib/date-format';

/**
 * Settings > Linked wallets: link the connected wallet by signing a Sign-In with Ethereum message
 * (the server's nonce, this site's domain), list and unlink. The journal marks writes from linked
 * wallets, and the console warns before a write from an unlinked one.
 */
export function LinkedWallets() {
  const query = useLinkedWallets();
  const { address, chainId, status } = useConnection();
  const sign = useSignMessage();
  const link = useLinkWallet();
  const unlink = useUnlinkWallet();
  const linked = address && query.data?.some((w) => w.address.toLowerCase() === address.toLowerCase());
  const busy = sign.isPending || link.isPending;

  async function linkConnected() {
    if (!address || chainId === undefined) return;
    try {
      const nonce = await requestWalletNonce();
      const message = walletLinkMessage(nonce, { address, chainId });
      const signature = await sign.mutateAsync({ message });
      await link.mutateAsync({ message, signature });
      toast.success('Wallet linked', { description: address });
    } catch (err) {
      toast.error('Could not link the wallet', { description: walletErrorMessage(err) });
    }
  }

  const onUnlink = (wallet: LinkedWallet) =>
    unlink.mutate(wallet, {
      onSuccess: () => toast.success('Wallet unlinked'),
      onError: (err) => toast.error('Could not unlink the wallet', { description: err.message }),
    });

  return (
    <div className="space-y-4">
      <QueryState query={query} skeleton="h-16 w-full">
        {(data) =>
          data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No wallet is linked to your account yet.</p>
          ) : (
            <ul aria-label="Linked wallets" className="divide-y rounded-md border">
              {data.map((w) => (
                <li key={w.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-mono text-sm break-all">{w.address}</p>
                    <p className="text-xs text-muted-foreground">
                      Signed on chain {w.chainId}, {formatDay(w.createdAt)}
                    </p>
                  </div>
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="outline">
                        <Unlink aria-hidden /> Unlink<span className="sr-only"> {w.address}</span>
                      </Button>
                    }
                    title="Unlink this wallet?"
                    description={`Writes from ${w.address} will show as from an unlinked wallet until you link it again.`}
                    confirmLabel="Unlink"
                    destructive
                    onConfirm={() => onUnlink(w)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <div className="flex flex-wrap items-center gap-3">
        {status !== 'connected' ? (
          <p className="text-sm text-muted-foreground">Connect a wallet (top right) to link it.</p>
        ) : linked ? (
          <p className="text-sm">
            The connected wallet <span className="font-mono break-all">{address}</span> is linked.
          </p>
        ) : (
          <>
            <Button onClick={() => void linkConnected()} disabled={busy}>
              <Link2 aria-hidden /> {busy ? 'Waiting for the signature…' : 'Link connected wallet'}
            </Button>
            <p className="text-sm text-muted-foreground">
              Your wallet asks you to sign a message; nothing is sent to the chain and no fee is paid.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
