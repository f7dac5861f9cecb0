import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, useConfirmedRun } from '~/web/components/ui/confirm-dialog';
import { useIsWalletLinked } from '../../linked-wallets/api';

/**
 * Before a write from a wallet that is not linked to the admin's account (Sign-In with Ethereum),
 * asks once per write whether to go ahead: the journal will record it as from an unlinked wallet.
 * `confirm(run)` runs `run` at once for a linked wallet (or while the list is unknown).
 */
export function useUnlinkedWalletGuard(address: string | undefined): {
  unlinked: boolean;
  confirm: (run: () => void) => void;
  dialog: ReactNode;
} {
  const linked = useIsWalletLinked(address);
  const unlinked = linked === false;
  const held = useConfirmedRun();
  const confirm = (run: () => void) => (unlinked ? held.ask(run) : run());
  const dialog = (
    <ConfirmDialog
      {...held.dialog}
      title="Send from an unlinked wallet?"
      description={`${address ?? 'This wallet'} is not linked to your account. The journal will record this write under your account, marked as sent from an unlinked wallet.`}
      confirmLabel="Send anyway"
    />
  );
  return { unlinked, confirm, dialog };
}

/** The standing notice above the write functions while the connected wallet is unlinked. */
export function UnlinkedWalletNotice() {
  return (
    <span>
      This wallet is not linked to your account; writes will ask for confirmation first.{' '}
      <Link to="/settings" className="underline">
        Link it in Settings
      </Link>
      .
    </span>
  );
}
