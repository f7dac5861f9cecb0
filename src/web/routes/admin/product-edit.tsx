import { useParams } from 'react-router';
import { ProductForm } from '~/web/features/products/components/product-form';
import { useProduct } from '~/web/features/products/api';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { QueryState } from '~/web/components/ui/query-state';
import { ProductLoadError } from '~/web/features/products/components/product-load-error';

export default function ProductEditPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  useDocumentTitle(query.data ? `Edit ${query.data.name}` : 'Edit product');
  // A deleted product (or a mistyped id) is named as such, as on its page, not as a failed load.
  if (query.isError) {
    return <ProductLoadError error={query.error} title="Edit product" />;
  }
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Edit product</h1>
      <QueryState query={query} skeleton="h-64 w-full">
        {(data) => <ProductForm product={data} />}
      </QueryState>
    </div>
  );
}
