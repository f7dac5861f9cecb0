import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function EditProductPage() {
  return <PagePlaceholder title="Edit Product" arrivesWith="the smart-contract issue" />;
}
