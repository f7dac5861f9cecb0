import { Plus, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '~/web/components/layout/page-header';
import { Button } from '~/web/components/ui/button';
import { ProductList } from '~/web/features/products/components/product-list';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function ProductsPage() {
  useDocumentTitle('Products');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeader title="Products">Contract deployments grouped across networks.</PageHeader>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to="/products/new-enhanced">
              <Wand2 aria-hidden /> Product wizard
            </Link>
          </Button>
          <Button variant="brand" asChild>
            <Link to="/products/new">
              <Plus aria-hidden /> Create Product
            </Link>
          </Button>
        </div>
      </div>
      <ProductList />
    </div>
  );
}
