import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function NewContractPage() {
  return <PagePlaceholder title="Register Contract" arrivesWith="the smart-contract issue" />;
}
