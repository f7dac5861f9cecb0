import { useParams } from 'react-router';
import { Skeleton } from '~/web/components/ui/skeleton';
import { ProductForm } from '~/web/features/products/components/product-form';
import { useProduct } from '~/web/features/products/api';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function ProductEditPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  useDocumentTitle(query.data ? `Edit ${query.data.name}` : 'Edit product');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Edit product</h1>
      {query.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {queryErrorMessage(query.error)}
        </p>
      ) : (
        <ProductForm product={query.data} />
      )}
    </div>
  );
}
