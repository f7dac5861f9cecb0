import { ContractWizard } from '~/web/features/contracts/components/contract-wizard';
import { useDocumentTitle } from '~/web/lib/use-document-title';

/** The product wizard: a new product and its first deployment, created together in one request. */
export default function ProductsNewEnhancedPage() {
  useDocumentTitle('Product wizard');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Product wizard</h1>
        <p className="text-muted-foreground">
          Its first contract deployment, then the product itself at the review step.
        </p>
      </div>
      <ContractWizard />
    </div>
  );
}
