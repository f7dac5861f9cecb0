import { PageHeader } from '~/web/components/layout/page-header';
import { NetworkList } from '~/web/features/networks/components/network-list';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function NetworkPage() {
  useDocumentTitle('Networks');
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeader title="Networks">Chains the console and wallets use, mainnets first.</PageHeader>
      <NetworkList />
    </div>
  );
}
