import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { productQuery } from '~/web/features/products/api';
import { ProductDetailView } from '~/web/features/products/components/product-detail';

/** Starts the product's query while the wallet chunk loads, instead of after it. */
export const loader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(productQuery(params.id));
    return null;
  };

export default function ProductDetailPage() {
  const { id = '' } = useParams();
  return <ProductDetailView id={id} />;
}
