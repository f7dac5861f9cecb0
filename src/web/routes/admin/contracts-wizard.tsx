import { ContractWizard } from '~/web/features/contracts/components/contract-wizard';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function ContractsWizardPage() {
  useDocumentTitle('Register a contract');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Register a contract</h1>
        <p className="text-muted-foreground">A deployed contract, step by step.</p>
      </div>
      <ContractWizard />
    </div>
  );
}
