import { lazy, Suspense } from 'react';

const ContractPanels = lazy(() => import('./contract-panels'));

/** The dashboard's smart-contract panels; wagmi comes from the admin layout's WalletScope. */
export function ContractPanelsSlot() {
  return (
    <Suspense fallback={null}>
      <ContractPanels />
    </Suspense>
  );
}
