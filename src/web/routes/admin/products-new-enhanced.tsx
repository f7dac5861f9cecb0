import { PageHeader } from '~/web/components/layout/page-header';
import { ContractWizard } from '~/web/features/contracts/components/contract-wizard';
import { useDocumentTitle } from '~/web/lib/use-document-title';

/** The product wizard: a new product and its first deployment, created together in one request. */
export default function ProductsNewEnhancedPage() {
  useDocumentTitle('Product wizard');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title="Product wizard">
        Its first contract deployment, then the product itself at the review step.
      </PageHeader>
      <ContractWizard />
    </div>
  );
}
