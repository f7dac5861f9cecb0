import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function AnalyticsPage() {
  return <PagePlaceholder title="Analytics" arrivesWith="the applicant review issue" />;
}
