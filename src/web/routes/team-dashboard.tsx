import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function TeamDashboardPage() {
  return <PagePlaceholder title="Team Dashboard" arrivesWith="a later issue" />;
}
