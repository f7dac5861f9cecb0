import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function ContractInterfacePage() {
  return <PagePlaceholder title="Contract Interface" arrivesWith="the smart-contract issue" />;
}
