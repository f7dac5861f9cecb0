import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function ContractWizardPage() {
  return <PagePlaceholder title="ABI Wizard" arrivesWith="the smart-contract issue" />;
}
