import { Plus, Wand2 } from 'lucide-react';
import { PageHeader } from '~/web/components/layout/page-header';
import { ButtonLink } from '~/web/components/ui/button-link';
import { StandardAbiLibrary } from '~/web/features/contracts/components/standard-abi-library';
import { DeploymentList } from '~/web/features/interfaces/components/deployment-list';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function ContractsPage() {
  useDocumentTitle('Contracts');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Contracts"
        actions={
          <>
            <ButtonLink to="/contracts/wizard" variant="outline">
              <Wand2 aria-hidden /> Wizard
            </ButtonLink>
            <ButtonLink to="/contracts/new" variant="brand">
              <Plus aria-hidden /> New contract
            </ButtonLink>
          </>
        }
      >
        Registered deployments across networks.
      </PageHeader>
      <DeploymentList
        empty={<p className="text-muted-foreground">No contracts registered yet. Start with the wizard.</p>}
      />
      <StandardAbiLibrary />
    </div>
  );
}
