import { Link } from 'react-router';
import { PageHeader } from '~/web/components/layout/page-header';
import { ContractForm } from '~/web/features/contracts/components/contract-form';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function ContractsNewPage() {
  useDocumentTitle('New contract');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title="New contract">
        Register a deployed contract. Prefer one step at a time?{' '}
        <Link to="/contracts/wizard" className="underline">
          Use the wizard
        </Link>
        .
      </PageHeader>
      <ContractForm />
    </div>
  );
}
