import { PageHeader } from '~/web/components/layout/page-header';
import { ContractWizard } from '~/web/features/contracts/components/contract-wizard';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function ContractsWizardPage() {
  useDocumentTitle('Register a contract');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title="Register a contract">A deployed contract, step by step.</PageHeader>
      <ContractWizard />
    </div>
  );
}
