import { Screen } from '~/web/components/layout/screen';
import { ContractWizard } from '~/web/features/contracts/components/contract-wizard';

/** The product wizard: a new product and its first deployment, created together in one request. */
export default function ProductsNewEnhancedPage() {
  return (
    <Screen
      title="Product wizard"
      intro="Its first contract deployment, then the product itself at the review step."
      className="max-w-3xl space-y-4"
    >
      <ContractWizard />
    </Screen>
  );
}
