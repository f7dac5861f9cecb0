import type { ReactNode } from 'react';
import { ConfirmDialog, useConfirmedRun } from '~/web/components/ui/confirm-dialog';

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
  const held = useConfirmedRun();
  const { network } = target;
  const confirm = (run: () => void) => (network.isTestnet ? run() : held.ask(run));
  const dialog = (
    <ConfirmDialog
      {...held.dialog}
      title={`Send on ${network.name}, a mainnet?`}
      description={`${signature} will be sent to ${target.contractAddress} on ${network.name} (chain ${network.chainId}). A mainnet transaction spends real ${network.symbol} and cannot be undone.`}
      confirmLabel="Send on mainnet"
      destructive
    />
  );
  return { confirm, dialog };
}
