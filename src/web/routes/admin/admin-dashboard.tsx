import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function AdminDashboardPage() {
  return <PagePlaceholder title="Admin Panel" arrivesWith="the applicant review issue" />;
}
