import { Link } from 'react-router';
import { ContractForm } from '~/web/features/contracts/components/contract-form';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function ContractsNewPage() {
  useDocumentTitle('New contract');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">New contract</h1>
        <p className="text-muted-foreground">
          Register a deployed contract. Prefer one step at a time?{' '}
          <Link to="/contracts/wizard" className="underline">
            Use the wizard
          </Link>
          .
        </p>
      </div>
      <ContractForm />
    </div>
  );
}
