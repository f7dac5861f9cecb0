import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function InterfacesPage() {
  return <PagePlaceholder title="Interfaces" arrivesWith="the smart-contract issue" />;
}
