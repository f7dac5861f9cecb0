import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function ProductsPage() {
  return <PagePlaceholder title="Products" arrivesWith="the smart-contract issue" />;
}
