import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function ApplicantsPage() {
  return <PagePlaceholder title="Applicants" arrivesWith="the applicant review issue" />;
}
