import { Screen } from '~/web/components/layout/screen';
import { CreateActions } from '~/web/components/layout/create-actions';
import { ProductList } from '~/web/features/products/components/product-list';

export default function ProductsPage() {
  return (
    <Screen
      title="Products"
      intro="Contract deployments grouped across networks."
      actions={
        <CreateActions
          wizard={{ to: '/products/new-enhanced', label: 'Product wizard' }}
          create={{ to: '/products/new', label: 'Create Product' }}
        />
      }
      className="max-w-6xl space-y-6"
    >
      <ProductList />
    </Screen>
  );
}
