import { ProductForm } from '~/web/features/products/components/product-form';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function ProductsNewPage() {
  useDocumentTitle('Create Product');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Create Product</h1>
      <ProductForm />
    </div>
  );
}
