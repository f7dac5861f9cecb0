import { Plus, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { StandardAbiLibrary } from '~/web/features/contracts/components/standard-abi-library';
import { DeploymentList } from '~/web/features/interfaces/components/deployment-list';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export default function ContractsPage() {
  useDocumentTitle('Contracts');
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Contracts</h1>
          <p className="text-muted-foreground">Registered deployments across networks.</p>
        </div>
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
