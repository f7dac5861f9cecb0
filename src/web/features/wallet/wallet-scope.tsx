import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '~/web/components/ui/skeleton';

// wagmi and viem load with this chunk only: never on public routes (scripts/bench/bundle-report.mjs).
const WalletRoot = lazy(() => import('./wallet-root'));

/** Wraps the admin screens that use the wallet; puts the wallet controls in the header slot. */
export function WalletScope({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="space-y-3" role="status" aria-label="Loading wallet">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-40 w-full" />
        </div>
      }
    >
      <WalletRoot>{children}</WalletRoot>
    </Suspense>
  );
}
