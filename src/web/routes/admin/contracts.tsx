import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function ContractsPage() {
  return <PagePlaceholder title="Contracts" arrivesWith="the smart-contract issue" />;
}
