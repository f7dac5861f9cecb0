import { useParams } from 'react-router';
import { ProductDetailView } from '~/web/features/products/components/product-detail';
import { WalletScope } from '~/web/features/wallet/wallet-scope';

export default function ProductDetailPage() {
  const { id = '' } = useParams();
  return (
    <WalletScope>
      <ProductDetailView id={id} />
    </WalletScope>
  );
}
