import { lazy, Suspense } from 'react';
import { WalletScope } from '../wallet/wallet-scope';

const ContractPanels = lazy(() => import('./contract-panels'));

/** The dashboard's smart-contract panels; wagmi loads with them, never on public routes. */
export function ContractPanelsSlot() {
  return (
    <WalletScope>
      <Suspense fallback={null}>
        <ContractPanels />
      </Suspense>
    </WalletScope>
  );
}
