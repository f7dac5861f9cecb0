import { Plus } from 'lucide-react';
import { PageHeader } from '~/web/components/layout/page-header';
import { ButtonLink } from '~/web/components/ui/button-link';
import { DeploymentList } from '~/web/features/interfaces/components/deployment-list';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function InterfacesPage() {
  useDocumentTitle('Interfaces');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Interfaces"
        actions={
          <ButtonLink to="/contracts/wizard" variant="brand">
            <Plus aria-hidden /> Register contract
          </ButtonLink>
        }
      >
        Open a deployment to read, write and watch its events.
      </PageHeader>
      <DeploymentList empty={<p className="text-muted-foreground">No contracts registered yet.</p>} />
    </div>
  );
}
