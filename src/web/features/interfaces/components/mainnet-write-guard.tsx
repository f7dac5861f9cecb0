import { useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';

/** What the guard needs to know about the write's contract. */
export interface MainnetWriteTarget {
  contractAddress: string;
  network: { name: string; chainId: number; symbol: string; isTestnet: boolean };
}

/**
 * Before a write on a mainnet (a network not marked as a testnet), asks once per write whether to
 * send it: it costs real funds and cannot be undone, and the form looks the same on every network.
 * `confirm(run)` runs `run` at once on a testnet.
 */
export function useMainnetWriteGuard(
  target: MainnetWriteTarget,
  signature: string,
): { confirm: (run: () => void) => void; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const { network } = target;
  const confirm = (run: () => void) => {
    if (network.isTestnet) return run();
    pending.current = run;
    setOpen(true);
  };
  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) pending.current = null;
      }}
      title={`Send on ${network.name}, a mainnet?`}
      description={`${signature} will be sent to ${target.contractAddress} on ${network.name} (chain ${network.chainId}). A mainnet transaction spends real ${network.symbol} and cannot be undone.`}
      confirmLabel="Send on mainnet"
      destructive
      onConfirm={() => {
        const run = pending.current;
        pending.current = null;
        run?.();
      }}
    />
  );
  return { confirm, dialog };
}
