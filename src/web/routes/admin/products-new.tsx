import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function NewProductPage() {
  return <PagePlaceholder title="Create Product" arrivesWith="the smart-contract issue" />;
}
