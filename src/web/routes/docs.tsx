import { PagePlaceholder } from '~/web/components/layout/page-placeholder';

export default function DocsPage() {
  return <PagePlaceholder title="Docs" arrivesWith="a later issue" />;
}
