import { Plus, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '~/web/components/layout/page-header';
import { Button } from '~/web/components/ui/button';
import { StandardAbiLibrary } from '~/web/features/contracts/components/standard-abi-library';
import { DeploymentList } from '~/web/features/interfaces/components/deployment-list';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function ContractsPage() {
  useDocumentTitle('Contracts');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeader title="Contracts">Registered deployments across networks.</PageHeader>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to="/contracts/wizard">
              <Wand2 aria-hidden /> Wizard
            </Link>
          </Button>
          <Button variant="brand" asChild>
            <Link to="/contracts/new">
              <Plus aria-hidden /> New contract
            </Link>
          </Button>
        </div>
      </div>
      <DeploymentList
        empty={<p className="text-muted-foreground">No contracts registered yet. Start with the wizard.</p>}
      />
      <StandardAbiLibrary />
    </div>
  );
}
