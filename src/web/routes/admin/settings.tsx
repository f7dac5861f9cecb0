import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function SettingsPage() {
  return <PagePlaceholder title="Settings" arrivesWith="the applicant review issue" />;
}
