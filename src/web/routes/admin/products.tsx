import { Plus, Wand2 } from 'lucide-react';
import { Screen } from '~/web/components/layout/screen';
import { ButtonLink } from '~/web/components/ui/button-link';
import { ProductList } from '~/web/features/products/components/product-list';

export default function ProductsPage() {
  return (
    <Screen
      title="Products"
      intro="Contract deployments grouped across networks."
      actions={
        <>
          <ButtonLink to="/products/new-enhanced" variant="outline">
            <Wand2 aria-hidden /> Product wizard
          </ButtonLink>
          <ButtonLink to="/products/new" variant="brand">
            <Plus aria-hidden /> Create Product
          </ButtonLink>
        </>
      }
      className="max-w-6xl space-y-6"
    >
      <ProductList />
    </Screen>
  );
}
