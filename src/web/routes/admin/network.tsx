import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function NetworkPage() {
  return <PagePlaceholder title="Networks" arrivesWith="the smart-contract issue" />;
}
