import { Plus, Wand2 } from 'lucide-react';
import { PageHeader } from '~/web/components/layout/page-header';
import { ButtonLink } from '~/web/components/ui/button-link';
import { ProductList } from '~/web/features/products/components/product-list';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function ProductsPage() {
  useDocumentTitle('Products');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Products"
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
      >
        Contract deployments grouped across networks.
      </PageHeader>
      <ProductList />
    </div>
  );
}
