import { Plus, Wand2 } from 'lucide-react';
import { Screen } from '~/web/components/layout/screen';
import { ButtonLink } from '~/web/components/ui/button-link';
import { StandardAbiLibrary } from '~/web/features/contracts/components/standard-abi-library';
import { DeploymentList } from '~/web/features/interfaces/components/deployment-list';

export default function ContractsPage() {
  return (
    <Screen
      title="Contracts"
      intro="Registered deployments across networks."
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
      className="max-w-6xl space-y-6"
    >
      <DeploymentList
        empty={<p className="text-muted-foreground">No contracts registered yet. Start with the wizard.</p>}
      />
      <StandardAbiLibrary />
    </Screen>
  );
}
