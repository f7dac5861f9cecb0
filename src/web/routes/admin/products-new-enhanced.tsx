import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function ProductWizardPage() {
  return <PagePlaceholder title="Product Wizard" arrivesWith="the smart-contract issue" />;
}
