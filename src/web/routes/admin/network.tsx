import { NetworkList } from '~/web/features/networks/components/network-list';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function NetworkPage() {
  useDocumentTitle('Networks');
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Networks</h1>
        <p className="text-muted-foreground">Chains the console and wallets use, mainnets first.</p>
      </div>
      <NetworkList />
    </div>
  );
}
