import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function ProductDetailPage() {
  return <PagePlaceholder title="Product" arrivesWith="the smart-contract issue" />;
}
