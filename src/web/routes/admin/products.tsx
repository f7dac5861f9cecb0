import { Plus, Wand2 } from 'lucide-react';
import { PageHeader } from '~/web/components/layout/page-header';
import { ButtonLink } from '~/web/components/ui/button-link';
import { ProductList } from '~/web/features/products/components/product-list';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function ProductsPage() {
  useDocumentTitle('Products');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeader title="Products">Contract deployments grouped across networks.</PageHeader>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/products/new-enhanced" variant="outline">
            <Wand2 aria-hidden /> Product wizard
          </ButtonLink>
          <ButtonLink to="/products/new" variant="brand">
            <Plus aria-hidden /> Create Product
          </ButtonLink>
        </div>
      </div>
      <ProductList />
    </div>
  );
}
