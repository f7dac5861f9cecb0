import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function IncubatorProjectPage() {
  return <PagePlaceholder title="Incubator Project" arrivesWith="a later issue" />;
}
